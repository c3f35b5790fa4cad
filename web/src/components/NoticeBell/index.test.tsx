import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { jsonResponse } from '@/test/utils';
import type { NoticeView } from './service';
import * as ErrorCode from '@/services/errorCodes';

function notice(id: string, read: boolean, over: Partial<NoticeView> = {}): NoticeView {
  return {
    id,
    kind: 'report_completed',
    title: `Report ready ${id}`,
    body: `The report of order VO-${id} is ready to read and decide on.`,
    link: `/reportDetail?orderId=${id}`,
    params: { orderId: id, orderNo: `VO-${id}` },
    createdAt: 1_767_240_000_000,
    read,
    readAt: read ? 1_767_240_000_000 : null,
    ...over,
  };
}

/** A signed-in owner at home, with a fake inbox the calls read and mark. */
function renderBell(inbox: NoticeView[], { failList = 0 }: { failList?: number } = {}) {
  let failures = failList;
  const reads: unknown[] = [];
  const result = renderApp({
    path: '/homePage',
    signedIn: true,
    api: (url, init) => {
      if (url.endsWith('/notice/list')) {
        if (failures > 0) {
          failures -= 1;
          return jsonResponse({ code: ErrorCode.Internal, msg: 'Unknown system error', data: null });
        }
        return jsonResponse({ code: 0, msg: '', data: { list: inbox, total: inbox.length, unread: inbox.filter((n) => !n.read).length } });
      }
      if (url.endsWith('/notice/read')) {
        const body = JSON.parse(String(init.body)) as { ids?: string[]; all?: boolean };
        reads.push(body);
        let marked = 0;
        for (const n of inbox) {
          if (!n.read && (body.all || body.ids?.includes(n.id))) {
            n.read = true;
            marked += 1;
          }
        }
        return jsonResponse({ code: 0, msg: '', data: { marked, unread: inbox.filter((n) => !n.read).length } });
      }
      return undefined;
    },
  });
  return { ...result, reads };
}

const badge = () => screen.getByTestId('notices-badge');

describe('notice bell', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the unread count, lists newest first with unread emphasised, opens a notice and marks it read', async () => {
    const answered = { kind: 'work_order_replied', title: 'New reply to your work order', link: '/workOrder/detail?id=n2' } as const;
    const { router, reads } = renderBell([notice('n2', false, answered), notice('n1', true)]);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('notifications'));
    const panel = await screen.findByTestId('notices-panel');
    const items = within(panel).getAllByTestId('notice-item');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(items[0]).toHaveTextContent('Unread: New reply to your work order');
    expect(items[1]).toHaveTextContent('Report ready n1');

    fireEvent.click(items[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/workOrder/detail'));
    expect(router.state.location.search).toBe('?id=n2');
    await waitFor(() => expect(reads).toEqual([{ ids: ['n2'] }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument());
  });

  it('opening a read notice only navigates; "mark all read" clears the badge', async () => {
    const { router, reads } = renderBell([notice('n3', false), notice('n2', false), notice('n1', true)]);
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    fireEvent.click(screen.getByTestId('notifications'));
    fireEvent.click(await screen.findByTestId('notices-mark-all'));
    await waitFor(() => expect(reads).toEqual([{ all: true }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('notices-mark-all')).toBeDisabled());

    fireEvent.click(within(screen.getByTestId('notices-panel')).getAllByTestId('notice-item')[2]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportDetail'));
    expect(reads).toHaveLength(1);
  });

  it('says when there is nothing, and offers a retry when the list cannot be read', async () => {
    renderBell([notice('n1', false)], { failList: 1 });
    fireEvent.click(screen.getByTestId('notifications'));
    const retry = await screen.findByTestId('notices-retry');
    expect(screen.getByText('The notifications could not be loaded.')).toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByTestId('notices-list')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('an empty inbox reads "No notifications"', async () => {
    renderBell([]);
    fireEvent.click(screen.getByTestId('notifications'));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByTestId('notices-mark-all')).toBeDisabled();
  });

  it('reads the inbox again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const inbox = [notice('n1', true)];
    const { calls } = renderBell(inbox);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/notice/list')).length).toBeGreaterThan(0));
    const before = calls.filter((c) => c.url.endsWith('/notice/list')).length;
    inbox.unshift(notice('n2', false));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/notice/list')).length).toBeGreaterThan(before));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });

  it('reads the inbox again when the window regains focus', async () => {
    const inbox = [notice('n1', true)];
    const { calls } = renderBell(inbox);
    const lists = () => calls.filter((c) => c.url.endsWith('/notice/list')).length;
    await waitFor(() => expect(lists()).toBeGreaterThan(0));
    const before = lists();
    inbox.unshift(notice('n2', false));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    focusManager.setFocused(undefined);
  });
});
