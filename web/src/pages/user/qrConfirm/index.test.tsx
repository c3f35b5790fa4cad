import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setItem, STORAGE_KEYS } from '../../../utils/storage';
import { callsTo, jsonResponse, mockFetch, renderWithProviders } from '../../../test/utils';
import QrConfirmPage from '.';

function signedIn() {
  setItem(STORAGE_KEYS.magicToken, 'phone-token');
  setItem(STORAGE_KEYS.userInfo, { name: 'Ada', phone: '138****0000', visitor: false, enterprise: null });
}

describe('QR confirm (mobile)', () => {
  it('marks the ticket scanned, then confirms it with the signed-in session', async () => {
    signedIn();
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: { status: 'ok' } }));
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-1', route: '/qrConfirm' });
    expect(screen.getByText('Sign in on the computer?')).toBeInTheDocument();
    expect(screen.getByText(/Ada will be signed in on the computer/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/user/wechatLogin/scan')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('qr-confirm'));
    expect(await screen.findByTestId('qr-confirm-done')).toHaveTextContent('Signed in on the computer');
    // A way onward: into the console on the phone (onboarding for a user without an enterprise).
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/ei');
    const [[url, init]] = callsTo(fetchMock, '/user/wechatLogin/confirm');
    expect(url).toBe('/api/base/user/wechatLogin/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ ticket: 'tk-1' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer phone-token');
  });

  it('reports a ticket the server no longer accepts', async () => {
    signedIn();
    mockFetch(() => jsonResponse({ code: 2010, msg: 'ticket unknown, used or expired', data: null }));
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=old', route: '/qrConfirm' });
    expect(await screen.findByText('The sign-in could not be confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeInTheDocument();
  });

  it('a link without a ticket is invalid', () => {
    signedIn();
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm', route: '/qrConfirm' });
    expect(screen.getByText('This QR link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeInTheDocument();
  });

  it('cancelling signs nothing in', async () => {
    signedIn();
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-2', route: '/qrConfirm' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Sign-in not confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/confirm')).toHaveLength(0);
  });
});
