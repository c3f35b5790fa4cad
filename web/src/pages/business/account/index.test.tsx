import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import type { EnterpriseDetail } from '@/services/enterprise';
import { bodyOf, fakeDetail, ok, regionApi } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';

function renderAccount(detail: Partial<EnterpriseDetail> = {}) {
  const updates: Record<string, unknown>[] = [];
  let current = fakeDetail(detail);
  const view = renderApp({
    path: '/businessManage/account',
    signedIn: true,
    role: 'admin',
    api: (url, init) => {
      if (url.endsWith('/enterprise/detail')) return ok(current);
      if (url.endsWith('/enterprise/update')) {
        const body = bodyOf(init);
        updates.push(body);
        current = { ...current, ...body, ...(body.logoFileKey ? { logoUrl: 'https://files.test/logo/l1.png?sig=1' } : {}) };
        return ok(current);
      }
      if (url.endsWith('/file/upload')) {
        return ok({ key: 'logo/l1.png', url: 'https://files.test/logo/l1.png?sig=1', name: 'logo.png', size: 900, contentType: 'image/png' });
      }
      return regionApi(url, init);
    },
  });
  return { ...view, updates };
}

describe('account settings (/businessManage/account)', () => {
  it('shows the profile, a rejection with its reason and what to fix, and the contract status', async () => {
    renderAccount({ certStatus: 'rejected', rejectReason: 'The licence photo is unreadable' });
    expect(await screen.findByTestId('cert-status')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('reject-reason')).toHaveTextContent('Reason: The licence photo is unreadable');
    expect(screen.getByText(/Correct what the reason names/)).toBeInTheDocument();
    expect(screen.getByText('广东省 / 广州市 / 天河区')).toBeInTheDocument();
    expect(screen.getByText('139****0001')).toBeInTheDocument();
    expect(screen.getByTestId('file-image')).toHaveAttribute('src', 'https://files.test/license/abc.png?sig=1');
    expect(screen.getByTestId('account-contract')).toHaveTextContent('Service contract version 2026-11 is not accepted yet.');
    expect(screen.getByTestId('can-order')).toHaveTextContent('Ordering opens once the contract is accepted and the enterprise is certified.');
  });

  it('saves only what changed; an address change needs no confirmation', async () => {
    const { updates } = renderAccount({ certStatus: 'certified' });
    fireEvent.click(await screen.findByTestId('edit-profile'));
    const address = await screen.findByLabelText('Address');
    expect(address).toHaveValue('1 Tianhe Road');
    // The stored region shows by name.
    await waitFor(() => expect(document.querySelector('#profile_regionCode')?.closest('.ant-select')).toHaveTextContent('广东省 / 广州市 / 天河区'));
    fireEvent.change(address, { target: { value: '2 Tianhe Road' } });
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(updates).toEqual([{ address: '2 Tianhe Road' }]));
    expect(await screen.findByText('2 Tianhe Road')).toBeInTheDocument();
    expect(screen.getByTestId('edit-profile')).toBeInTheDocument();
  });

  it('warns that a new name sends the enterprise back to review, and saves once confirmed', async () => {
    const { updates } = renderAccount({ certStatus: 'certified' });
    fireEvent.click(await screen.findByTestId('edit-profile'));
    fireEvent.change(await screen.findByLabelText('Enterprise name'), { target: { value: 'Demo Trading Group' } });
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    const dialog = await dialogWith('Send the enterprise back to review?');
    expect(updates).toEqual([]);
    fireEvent.click(button(dialog, /Save and send to review$/));
    await waitFor(() => expect(updates).toEqual([{ name: 'Demo Trading Group' }]));
  });

  it('checks the fields of the form', async () => {
    renderAccount();
    fireEvent.click(await screen.findByTestId('edit-profile'));
    fireEvent.change(await screen.findByLabelText('Enterprise name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Unified social credit code'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Contact phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    expect(await screen.findByText('please enter the enterprise name')).toBeInTheDocument();
    expect(screen.getByText('the code is 18 digits and capital letters (no I, O, S, V or Z)')).toBeInTheDocument();
    expect(screen.getByText('please enter a valid mobile phone number')).toBeInTheDocument();
  });

  it('uploads a logo and saves it at once', async () => {
    const { updates, calls } = renderAccount();
    await screen.findByTestId('cert-status');
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [new File(['PNG'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(updates).toEqual([{ logoFileKey: 'logo/l1.png' }]));
    expect(calls.some((c) => c.url.endsWith('/file/upload'))).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('file-image').some((img) => img.getAttribute('src') === 'https://files.test/logo/l1.png?sig=1')).toBe(true));

    // A PDF is no logo.
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByTestId('logo-error')).toHaveTextContent('this type of file is not accepted here: PNG or JPG, up to 2 MB');
  });
});
