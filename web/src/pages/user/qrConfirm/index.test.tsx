import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setItem, STORAGE_KEYS } from '@/utils/storage';
import { callsTo, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import QrConfirmPage from '.';
import * as ErrorCode from '@/services/errorCodes';

function signedIn() {
  setItem(STORAGE_KEYS.magicToken, 'phone-token');
  setItem(STORAGE_KEYS.userInfo, { name: 'Ada', phone: '138****0000', visitor: false, enterprise: null });
}

const SCANNED = {
  status: 'scanned',
  needBindMobile: false,
  requester: { ip: '198.51.100.23', device: 'Chrome on Windows', requestedAt: Date.now() - 2 * 60_000 - 5_000 },
  matchChoices: ['31', '47', '85'],
};

/** scan answers the requester; confirm answers `confirm`. */
function backend(confirm: { code: number; msg?: string; data?: unknown } = { code: 0, data: { status: 'confirmed' } }) {
  return mockFetch((url) =>
    url.endsWith('/user/wechatLogin/scan')
      ? jsonResponse({ code: 0, msg: '', data: SCANNED })
      : jsonResponse({ msg: '', data: null, ...confirm }),
  );
}

describe('QR confirm (mobile)', () => {
  it('shows which computer asked and confirms with the number picked', async () => {
    signedIn();
    const fetchMock = backend();
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-1', route: '/qrConfirm' });
    expect(await screen.findByText('A computer is asking to sign in as you')).toBeInTheDocument();
    expect(screen.getByTestId('qr-account')).toHaveTextContent('Ada');
    expect(screen.getByTestId('qr-requester-device')).toHaveTextContent('Chrome on Windows');
    expect(screen.getByTestId('qr-requester-ip')).toHaveTextContent('198.51.100.23');
    // Relative, and absolute in China Standard Time with the zone stated.
    expect(screen.getByTestId('qr-requester-time')).toHaveTextContent(/^2 minutes ago · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+8\)$/);
    expect(screen.getByTestId('qr-requester-time')).toHaveTextContent(String(new Date(SCANNED.requester.requestedAt).getFullYear()));
    expect(screen.getAllByRole('button', { name: /^\d{2}$/ }).map((b) => b.textContent)).toEqual(['31', '47', '85']);
    expect(screen.getByText(/someone may be trying to get into your account/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/user/wechatLogin/scan')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('qr-pick-47'));
    expect(await screen.findByTestId('qr-confirm-done')).toHaveTextContent('Signed in on the computer');
    // A way onward: into the console on the phone (onboarding for a user without an enterprise).
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/ei');
    const [[url, init]] = callsTo(fetchMock, '/user/wechatLogin/confirm');
    expect(url).toBe('/api/base/user/wechatLogin/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ ticket: 'tk-1', matchCode: '47' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer phone-token');
  });

  it('a wrong number ends in the cancelled view, not a retry', async () => {
    signedIn();
    backend({ code: ErrorCode.QrMatchMismatch, msg: 'The number does not match the one on the computer; this sign-in was cancelled' });
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-3', route: '/qrConfirm' });
    fireEvent.click(await screen.findByTestId('qr-pick-31'));
    expect(await screen.findByTestId('qr-confirm-wrong-number')).toHaveTextContent('The number did not match');
    expect(screen.queryByTestId('qr-pick-47')).not.toBeInTheDocument();
  });

  it('a ticket the server no longer accepts on scan (QrTicketInvalid) shows the expired view', async () => {
    signedIn();
    mockFetch(() => jsonResponse({ code: ErrorCode.QrTicketInvalid, msg: 'ticket unknown, used or expired', data: null }));
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=old', route: '/qrConfirm' });
    expect(await screen.findByTestId('qr-confirm-expired')).toHaveTextContent('This QR code has expired');
    expect(screen.getByText(/Refresh it on the computer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeInTheDocument();
  });

  it('a ticket that expired while the user picked (QrTicketInvalid on confirm) shows the expired view', async () => {
    signedIn();
    const fetchMock = backend({ code: ErrorCode.QrTicketInvalid, msg: 'ticket unknown, used or expired' });
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-4', route: '/qrConfirm' });
    fireEvent.click(await screen.findByTestId('qr-pick-47'));
    expect(await screen.findByTestId('qr-confirm-expired')).toHaveTextContent('This QR code has expired');
    expect(screen.queryByTestId('qr-pick-47')).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/user/wechatLogin/confirm')[0][1].body))).toEqual({ ticket: 'tk-4', matchCode: '47' });
  });

  it('a scan lost to the network offers a retry', async () => {
    signedIn();
    let down = true;
    const fetchMock = mockFetch(() => (down ? new Response('down', { status: 502 }) : jsonResponse({ code: 0, msg: '', data: SCANNED })));
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-5', route: '/qrConfirm' });
    expect(await screen.findByTestId('qr-confirm-failed')).toHaveTextContent('Check your network');
    down = false;
    fireEvent.click(screen.getByTestId('qr-confirm-retry'));
    expect(await screen.findByTestId('qr-pick-85')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/user/wechatLogin/scan')).toHaveLength(2);
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
    const fetchMock = backend();
    renderWithProviders(<QrConfirmPage />, { path: '/qrConfirm?ticket=tk-2', route: '/qrConfirm' });
    fireEvent.click(await screen.findByTestId('qr-confirm-cancel'));
    expect(await screen.findByText('Sign-in not confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the console' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/confirm')).toHaveLength(0));
  });
});
