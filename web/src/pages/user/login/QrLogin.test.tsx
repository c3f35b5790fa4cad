import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, TestProviders } from '@/test/utils';
import QrLogin from './QrLogin';
import { parseExpiresAt, QR_POLL_INTERVAL_MS } from './qr';

type Result = { status: string; token?: string };

/** Scripted backend: each getQrCode hands out a new ticket; queryResult answers from a queue. */
function backend(results: Result[], expiresAt: number | string = Date.now() + 5 * 60_000) {
  let tickets = 0;
  const queue = [...results];
  const polls: string[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.endsWith('/user/wechatLogin/getQrCode')) {
      tickets += 1;
      return jsonResponse({
        code: 0,
        msg: '',
        data: { ticket: `t${tickets}`, qrContent: `http://localhost/#/qrConfirm?ticket=t${tickets}`, expiresAt, matchCode: `4${tickets}` },
      });
    }
    if (url.endsWith('/user/wechatLogin/queryResult')) {
      polls.push(JSON.parse(String(init.body)).ticket);
      return jsonResponse({ code: 0, msg: '', data: queue.shift() ?? { status: 'pending' } });
    }
    return new Response('unexpected', { status: 404 });
  });
  return { fetchMock, polls, tickets: () => tickets };
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const tick = (ms = QR_POLL_INTERVAL_MS) => act(() => vi.advanceTimersByTimeAsync(ms));
const view = () => screen.getByTestId('qr-login');

function renderQr(onToken = vi.fn(async () => true)) {
  render(
    <TestProviders>
      <QrLogin onToken={onToken} />
    </TestProviders>,
  );
  return onToken;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('QR sign-in polling', () => {
  it('shows the QR content, polls every 2 s, reports "scanned", then hands over the token', async () => {
    const { polls } = backend([{ status: 'pending' }, { status: 'scanned' }, { status: 'confirmed', token: 'qr-token' }]);
    const onToken = renderQr();
    await flush();
    expect(view()).toHaveAttribute('data-qr-status', 'active');
    expect(view()).toHaveAttribute('data-qr-content', 'http://localhost/#/qrConfirm?ticket=t1');
    expect(screen.getByText('Scan with your signed-in phone, then confirm on the phone.')).toBeInTheDocument();
    // The number the phone must pick, beside the code.
    expect(screen.getByTestId('qr-match-code')).toHaveTextContent('41');

    await tick(QR_POLL_INTERVAL_MS - 1);
    expect(polls).toEqual([]);
    await tick(1);
    expect(polls).toEqual(['t1']);
    expect(view()).toHaveAttribute('data-qr-status', 'active');

    await tick();
    expect(polls).toEqual(['t1', 't1']);
    expect(view()).toHaveAttribute('data-qr-status', 'scanned');
    expect(screen.getByText('Scanned — confirm the sign-in on your phone.')).toBeInTheDocument();

    await tick();
    expect(onToken).toHaveBeenCalledWith('qr-token');
    expect(view()).toHaveAttribute('data-qr-status', 'confirmed');

    // Polling stops once confirmed.
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(polls).toHaveLength(3);
  });

  it('server says expired: shows the refresh overlay; Refresh fetches a new code and polling resumes', async () => {
    const { polls, tickets } = backend([{ status: 'expired' }]);
    renderQr();
    await flush();
    await tick();
    expect(view()).toHaveAttribute('data-qr-status', 'expired');
    expect(screen.getByText('This QR code has expired.')).toBeInTheDocument();
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(polls).toEqual(['t1']);

    const refresh = screen.getByRole('button', { name: /refresh/i });
    fireEvent.click(refresh);
    await flush();
    expect(tickets()).toBe(2);
    expect(view()).toHaveAttribute('data-qr-status', 'active');
    expect(view()).toHaveAttribute('data-qr-content', 'http://localhost/#/qrConfirm?ticket=t2');
    await tick();
    expect(polls).toEqual(['t1', 't2']);
  });

  it('cancelled on the phone (a wrong number): says so, hides the number, stops polling, offers a refresh', async () => {
    const { polls, tickets } = backend([{ status: 'cancelled' }]);
    renderQr();
    await flush();
    await tick();
    expect(view()).toHaveAttribute('data-qr-status', 'cancelled');
    expect(screen.getByText('Sign-in was cancelled on the phone. Refresh the code to try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('qr-match-code')).not.toBeInTheDocument();
    // The overlay says what happened (not antd's "expired").
    expect(screen.getByText('Cancelled on the phone')).toBeInTheDocument();
    expect(screen.queryByText('QR code expired')).not.toBeInTheDocument();
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(polls).toEqual(['t1']);
    fireEvent.click(screen.getByRole('button', { name: /refresh/i }));
    await flush();
    expect(tickets()).toBe(2);
    expect(screen.getByTestId('qr-match-code')).toHaveTextContent('42');
  });

  it('expires locally once expiresAt passed, without asking the server', async () => {
    const { polls } = backend([], Date.now() + 3000);
    renderQr();
    await flush();
    await tick(); // 2 s: still valid → polls
    expect(polls).toHaveLength(1);
    await tick(); // 4 s: past expiresAt
    expect(polls).toHaveLength(1);
    expect(view()).toHaveAttribute('data-qr-status', 'expired');
  });

  it('stops polling when unmounted', async () => {
    const { polls } = backend([]);
    const { unmount } = render(
      <TestProviders>
          <QrLogin onToken={vi.fn(async () => true)} />
      </TestProviders>,
    );
    await flush();
    await tick();
    expect(polls).toHaveLength(1);
    unmount();
    await tick(QR_POLL_INTERVAL_MS * 5);
    expect(polls).toHaveLength(1);
  });

  it('a failed QR fetch offers a refresh', async () => {
    mockFetch(() => new Response('down', { status: 500 }));
    renderQr();
    await flush();
    expect(view()).toHaveAttribute('data-qr-status', 'failed');
    expect(screen.getByText('The QR code could not be loaded.')).toBeInTheDocument();
  });

  it('parses expiresAt in ms, seconds or ISO form', () => {
    expect(parseExpiresAt(1_900_000_000_000)).toBe(1_900_000_000_000);
    expect(parseExpiresAt(1_900_000_000)).toBe(1_900_000_000_000);
    expect(parseExpiresAt('2030-01-01T00:00:00Z')).toBe(Date.UTC(2030, 0, 1));
    expect(parseExpiresAt(undefined)).toBeNull();
    expect(parseExpiresAt('soon')).toBeNull();
  });
});
