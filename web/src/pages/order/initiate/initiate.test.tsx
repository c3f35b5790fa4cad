import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { ok } from '@/test/enterprise';
import { fakePackage, renderOrderForm, typeCandidate } from '@/test/ordering';
import type { Handlers } from '@/test/renderPage';
import { safeBack } from '@/utils/back';
import { DRAFT_KEY, neededDetails } from './draft';

const PACKAGES = [
  fakePackage('p1', 'Graduate hire', ['identity', 'education', 'employment'], 6_300),
  fakePackage('p2', 'Identity only', ['identity'], 800, { updatedAt: Date.UTC(2026, 10, 2) }),
];

const CATALOG = [
  { code: 'identity', nameEn: 'Identity verification', nameZh: '身份核验', candidateFields: ['name', 'idNumber', 'phone'] },
  { code: 'education', nameEn: 'Education degree', nameZh: '学历核查', candidateFields: ['name', 'idNumber', 'school'] },
  { code: 'employment', nameEn: 'Employment history', nameZh: '工作履历核查', candidateFields: ['name', 'idNumber', 'employer'] },
  { code: 'qualification', nameEn: 'Professional qualification', nameZh: '职业资格证书', candidateFields: ['name', 'idNumber', 'certificateNumber'] },
].map((c, i) => ({ ...c, descriptionEn: '', descriptionZh: '', maxQuantity: 1, sort: i, turnaroundDays: 2, unitPriceFen: 2000 }));

function renderForm(path: string, handlers: Handlers = {}, balanceFen = 100_000, contractAccepted = true) {
  return renderOrderForm(path, {
    packages: PACKAGES,
    catalog: CATALOG,
    balanceFen,
    handlers,
    defaults: {
      'enterprise/detail': () =>
        ok({
          id: 'e1',
          certStatus: 'certified',
          contractVersion: '2026-11',
          contractVersionAccepted: contractAccepted ? '2026-11' : null,
          contractAcceptedAt: contractAccepted ? Date.UTC(2026, 10, 1) : null,
          canOrder: contractAccepted,
        }),
    },
  });
}

afterEach(() => window.sessionStorage.clear());

describe('what the chosen package needs', () => {
  it('derives the fields from the catalogue, each with the items that need it', () => {
    expect(neededDetails(['identity', 'education', 'employment'], CATALOG)).toEqual([
      { field: 'school', required: true, itemCodes: ['education'] },
      { field: 'degree', required: false, itemCodes: ['education'] },
      { field: 'employer', required: true, itemCodes: ['employment'] },
      { field: 'employmentPeriod', required: false, itemCodes: ['employment'] },
    ]);
    expect(neededDetails(['qualification'], CATALOG)).toEqual([{ field: 'certificateNumber', required: true, itemCodes: ['qualification'] }]);
    expect(neededDetails(['identity'], CATALOG)).toEqual([]);
  });

  it('asks for school and employer, says which item needs them, refuses without, and sends them', async () => {
    const { received } = renderForm('/initiateBack', {
      'order/create': () => ok({ orderId: 'o9', orderNo: 'VB2611229999', status: 'awaiting_authorization', priceFen: 6_300, balanceAfterFen: 93_700 }),
    });
    fireEvent.click(await screen.findByText('Identity only', {}, { timeout: 20_000 }));
    expect(screen.queryByTestId('order-details')).toBeNull();
    fireEvent.click(screen.getByText('Graduate hire'));
    const details = await screen.findByTestId('order-details');
    expect(details).toHaveTextContent('School');
    expect(details).toHaveTextContent('Needed by: Education degree');
    expect(details).toHaveTextContent('Former employer');
    expect(details).toHaveTextContent('Needed by: Employment history');
    expect(details).toHaveTextContent('Employment period (optional)');
    typeCandidate();
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByText('please enter the school the education check verifies')).toBeInTheDocument();
    expect(screen.getByText('please enter the employer the employment check asks')).toBeInTheDocument();
    expect(received['order/create']).toBeUndefined();
    fireEvent.change(screen.getByTestId('order-detail-school'), { target: { value: ' 北京大学 ' } });
    fireEvent.change(screen.getByTestId('order-detail-degree'), { target: { value: '本科' } });
    fireEvent.change(screen.getByTestId('order-detail-employer'), { target: { value: '示例科技有限公司' } });
    fireEvent.change(screen.getByTestId('order-detail-employmentPeriod'), { target: { value: '2019-03 – 2023-06' } });
    fireEvent.click(screen.getByTestId('order-submit'));
    fireEvent.click(button(await dialogWith('Order this background check?'), 'Order and pay'));
    expect(await screen.findByTestId('order-success')).toBeInTheDocument();
    expect(received['order/create'][0]).toMatchObject({
      packageId: 'p1',
      candidate: { name: '王小明', school: '北京大学', degree: '本科', employer: '示例科技有限公司', employmentPeriod: '2019-03 – 2023-06' },
    });
    // A placed order leaves no draft behind.
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe('consent signed on paper', () => {
  it('needs the signed authorization under its field, checks its type, and sends its key', async () => {
    const { received } = renderForm('/initiateBack', {
      'file/upload': () => ok({ key: 'consent/c1.png', url: 'https://files.test/consent/c1.png?sig=1', name: 'consent.png', size: 900, contentType: 'image/png' }),
      'order/create': () => ok({ orderId: 'o9', orderNo: 'VB2611229999', status: 'authorized', priceFen: 800, balanceAfterFen: 99_200 }),
    });
    fireEvent.click(await screen.findByText('Identity only', {}, { timeout: 20_000 }));
    typeCandidate();
    fireEvent.click(screen.getByTestId('order-mode-offline'));
    const field = await screen.findByRole('button', { name: 'Signed authorization — Upload file' });
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByText('please upload the signed authorization')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(received['order/create']).toBeUndefined();

    const input = screen.getByTestId('consentFileKey-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'consent.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('this type of file is not accepted here: JPG, PNG or PDF, up to 4 MB')).toBeInTheDocument();
    expect(received['file/upload']).toBeUndefined();
    fireEvent.change(input, { target: { files: [new File(['PNG'], 'consent.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('button', { name: 'Signed authorization — Replace file' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('please upload the signed authorization')).toBeNull());

    fireEvent.click(screen.getByTestId('order-submit'));
    fireEvent.click(button(await dialogWith('Order this background check?'), 'Order and pay'));
    expect(await screen.findByTestId('order-success')).toBeInTheDocument();
    expect(received['order/create'][0]).toMatchObject({ authMode: 'offline', consentFileKey: 'consent/c1.png' });
  });
});

describe('leaving the form and coming back', () => {
  it('keeps what was typed in sessionStorage only and restores it, with the new package chosen', async () => {
    const first = renderForm('/initiateBack', {}, 100_000, false);
    // The contract is not accepted: said in place, with the action.
    expect(await screen.findByTestId('order-blocked', {}, { timeout: 20_000 })).toHaveTextContent('Accept the service contract to start ordering.');
    fireEvent.click(await screen.findByText('Graduate hire', {}, { timeout: 20_000 }));
    fireEvent.change(screen.getByTestId('order-name'), { target: { value: '王小明' } });
    fireEvent.change(await screen.findByTestId('order-detail-school'), { target: { value: '北京大学' } });
    fireEvent.click(screen.getByTestId('order-accept-contract'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/serviceContract'));
    expect(first.router.state.location.search).toBe('?back=%2FinitiateBack');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    const stored = window.sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(stored).toContain('王小明');
    cleanup();

    // Back from a new package: the draft is restored and the new package chosen.
    renderForm('/initiateBack?packageId=p1');
    await waitFor(() => expect(screen.getByTestId('order-name')).toHaveValue('王小明'), { timeout: 20_000 });
    expect(await screen.findByTestId('order-detail-school')).toHaveValue('北京大学');
    await waitFor(() => {
      const choice = screen.getByTestId('order-package-p1');
      const radio = choice instanceof HTMLInputElement ? choice : choice.querySelector('input');
      expect(radio).toBeChecked();
    });
  });

  it('a balance below the price points to the recharge form, returning here', async () => {
    const { router } = renderForm('/initiateBack', {}, 500);
    fireEvent.click(await screen.findByText('Graduate hire', {}, { timeout: 20_000 }));
    const short = await screen.findByTestId('order-short');
    expect(short).toHaveTextContent('Short by ¥58.00');
    fireEvent.click(within(short).getByTestId('order-recharge'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/financialManage'));
    expect(router.state.location.search).toBe('?recharge=1&back=%2FinitiateBack');
  });

  it('only an in-app path is a back route', () => {
    expect(safeBack('/initiateBack')).toBe('/initiateBack');
    expect(safeBack('/initiateBack?registrationId=r1')).toBe('/initiateBack?registrationId=r1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'initiateBack', '', null, '/a\nb']) {
      expect(safeBack(bad)).toBeNull();
    }
  });
});
