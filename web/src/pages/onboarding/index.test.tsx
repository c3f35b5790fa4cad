import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, fakeDetail, ok, ownerInfo, regionApi } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import { getItem, STORAGE_KEYS } from '@/utils/storage';
import * as ErrorCode from '@/services/errorCodes';

const field = (id: string) => document.getElementById(`ei_${id}`) as HTMLInputElement;
const set = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
/** Clicks submit once the button is ready (its loading icon may still be fading out: jsdom runs no animations). */
async function submit() {
  const button = await screen.findByRole('button', { name: /Submit enterprise information$/ });
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  fireEvent.click(button);
}
const upload = (file: File) => fireEvent.change(screen.getByTestId('ei_licenseFileKey-input'), { target: { files: [file] } });

const UPLOADED = { key: 'license/k1.png', url: 'https://files.test/license/k1.png?sig=1', name: 'licence.png', size: 2048, contentType: 'image/png' };

/** Opens the region list and picks 广东省 → 广州市 → 天河区, each level loaded on demand. */
async function pickRegion() {
  fireEvent.mouseDown(field('regionCode'));
  // The list is still in its opening animation (hidden to the accessibility tree): find items by title.
  fireEvent.click(await screen.findByTitle('广东省'));
  fireEvent.click(await screen.findByTitle('广州市'));
  fireEvent.click(await screen.findByTitle('天河区'));
}

function renderEntry(create: (body: Record<string, unknown>, call: number) => Response) {
  let creates = 0;
  return renderApp({
    path: '/ei',
    signedIn: true,
    role: null,
    info: { name: 'Grace', loginType: 'visitor' },
    api: (url, init) => {
      const auth = new Headers(init.headers).get('Authorization');
      if (url.endsWith('/user/loginInfo') && auth === 'Bearer owner-token') return ok(ownerInfo('owner-token'));
      if (url.endsWith('/file/upload')) return ok(UPLOADED);
      if (url.endsWith('/enterprise/create')) return create(bodyOf(init), (creates += 1));
      if (url.endsWith('/enterprise/detail')) return ok(fakeDetail({ enterpriseId: 'e9', name: 'Acme Screening Ltd' }));
      return regionApi(url, init);
    },
  });
}

describe('enterprise entry (/ei)', () => {
  it('keeps the intro and validates every field with its message', async () => {
    renderEntry(() => ok({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your enterprise to start ordering' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as a visitor')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('please enter the enterprise name')).toBeInTheDocument();
    expect(screen.getByText('please enter the unified social credit code')).toBeInTheDocument();
    expect(screen.getByText('please choose the province, city and district')).toBeInTheDocument();
    expect(screen.getByText('please enter the address')).toBeInTheDocument();
    expect(screen.getByText("please enter the contact person's name")).toBeInTheDocument();
    expect(screen.getByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(screen.getByText('please upload the business licence')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('name'));

    // Typed codes become capitals; a letter outside the alphabet (here O) is refused.
    set('creditCode', '91350100m000100yo3');
    expect(field('creditCode').value).toBe('91350100M000100YO3');
    set('contactPhone', '1380000');
    expect(await screen.findByText('the code is 18 digits and capital letters (no I, O, S, V or Z)')).toBeInTheDocument();
    expect(screen.getByText('please enter a valid mobile phone number')).toBeInTheDocument();
  });

  it('checks the licence file before uploading it, and shows an uploaded image', async () => {
    const { calls } = renderEntry(() => ok({}));
    await screen.findByTestId('onboarding');
    upload(new File(['GIF89a'], 'licence.gif', { type: 'image/gif' }));
    expect(await screen.findByTestId('ei_licenseFileKey_error')).toHaveTextContent('this type of file is not accepted here: JPG, PNG or PDF, up to 4 MB');
    const big = new File(['x'], 'licence.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    upload(big);
    expect(await screen.findByText('the file is larger than 4 MB')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/file/upload'))).toHaveLength(0);

    upload(new File(['PNG'], 'licence.png', { type: 'image/png' }));
    expect(await screen.findByTestId('file-image')).toHaveAttribute('src', UPLOADED.url);
    expect(screen.queryByTestId('ei_licenseFileKey_error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Business licence — Replace file' })).toBeInTheDocument();
  });

  it('uploads the licence as multipart form data, keeps every value on a server error, then creates the enterprise and signs in as its owner', async () => {
    const created: Record<string, unknown>[] = [];
    renderEntry((body, call) => {
      created.push(body);
      return call === 1
        ? fail(ErrorCode.CreditCodeTaken, 'An enterprise with this unified social credit code is already registered')
        : ok({ enterpriseId: 'e9', sToken: 'owner-token' });
    });
    await screen.findByTestId('onboarding');
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } };

    set('name', '  Acme Screening Ltd ');
    set('creditCode', '91350100M000100Y43');
    await pickRegion();
    set('address', '1 Tianhe Road');
    set('contactName', 'Grace Hopper');
    set('contactPhone', '139 0000 0001');
    upload(new File(['PNG'], 'licence.png', { type: 'image/png' }));
    await screen.findByTestId('file-image');

    const [, uploadInit] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/file/upload'))!;
    expect(uploadInit.body).toBeInstanceOf(FormData);
    expect((uploadInit.body as FormData).get('purpose')).toBe('license');
    expect(((uploadInit.body as FormData).get('file') as File).name).toBe('licence.png');
    expect(new Headers(uploadInit.headers).get('Content-Type')).toBeNull();

    await submit();
    expect(await screen.findByTestId('ei_creditCode_error')).toHaveTextContent('An enterprise with this unified social credit code is already registered');
    expect(created[0]).toEqual({
      name: 'Acme Screening Ltd',
      creditCode: '91350100M000100Y43',
      regionCode: '440106',
      address: '1 Tianhe Road',
      contactName: 'Grace Hopper',
      contactPhone: '13900000001',
      licenseFileKey: 'license/k1.png',
    });
    // Nothing is lost.
    expect(field('name').value).toBe('  Acme Screening Ltd ');
    expect(field('address').value).toBe('1 Tianhe Road');
    expect(screen.getByTestId('file-image')).toBeInTheDocument();
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('test-session');

    set('creditCode', '91440101MA5CXXXX0A');
    await submit();
    // The new owner lands on the console's checklist: under review, the contract to accept meanwhile.
    expect(await screen.findByTestId('onboarding-checklist')).toBeInTheDocument();
    expect(created[1]).toMatchObject({ creditCode: '91440101MA5CXXXX0A', regionCode: '440106' });
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('owner-token');
    // loginInfo is reloaded with the new owner's session.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/user/loginInfo') && new Headers(init.headers).get('Authorization') === 'Bearer owner-token')).toBe(true),
    );
    expect(screen.getByTestId('onb-step-review')).toHaveTextContent('Under review');
    expect(screen.getByTestId('onb-step-contract')).toHaveAttribute('aria-current', 'step');
  });
});
