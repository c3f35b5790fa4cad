import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderWorkOrders, resolvedDetail, woDetail, woMessage } from '@/test/workOrders';
import type { WorkOrderDetail } from '@/pages/workOrder/service';
import * as ErrorCode from '@/services/errorCodes';

/** The ticket page, the ticket answered by `ticket()` (read again after each change). */
function renderTicket(ticket: () => WorkOrderDetail, handlers: Parameters<typeof renderWorkOrders>[0]['handlers'] = {}) {
  return renderWorkOrders({ path: '/workOrder/detail?id=w1', handlers: { detail: () => ok(ticket()), ...handlers } });
}

describe('a work order (/workOrder/detail)', () => {
  it('shows the conversation oldest first, the enterprise at the right, support at the left, with times and attachments', async () => {
    const { received } = renderTicket(() => woDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Court check still pending' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Conversation' });
    expect(thread).toHaveAttribute('data-testid', 'workorder-thread');
    const items = within(thread).getAllByRole('listitem').filter((li) => li.parentElement === thread);
    expect(items.map((i) => i.dataset.author)).toEqual(['enterprise', 'ops', 'enterprise']);
    // The opening: what it was raised with, line breaks kept.
    expect(items[0]).toHaveTextContent('Raised the work order');
    expect(items[0].querySelector('p:nth-of-type(2)')?.textContent).toBe('The court check has waited 5 days.\nOrder VB2611200001.');
    expect(within(items[0]).getByRole('link', { name: /screenshot\.png/ })).toHaveAttribute('href', 'https://files.test/attachment/a1.png?sig=1');
    expect(items[1]).toHaveTextContent('Verity support');
    expect(items[1]).toHaveTextContent('We are asking the court registry.');
    expect(items[1].querySelector('time')).toHaveAttribute('dateTime', new Date(Date.UTC(2026, 10, 20, 10, 30)).toISOString());
    const letter = within(items[2]).getByRole('link', { name: /letter\.pdf/ });
    expect(letter).toHaveAttribute('target', '_blank');
    // Sides: the reader's own messages stand at the right.
    expect(items[2].className).toMatch(/mine/);
    expect(items[1].className).toMatch(/theirs/);
    expect(screen.getByTestId('workorder-status')).toHaveTextContent('In progress');
    expect(screen.getByTestId('workorder-order-link')).toHaveAttribute('href', '/backRecord/detail?orderId=o1');
    expect(screen.getByTestId('page-header').querySelector('.ant-breadcrumb')).toHaveTextContent('Dashboard/Account/Work orders/WO261120W1000000');
    expect(document.title).toBe('Court check still pending · Verity');
    expect(received.detail).toEqual([{ workOrderId: 'w1' }]);
  });

  it('reading the ticket counts the unread answers again (list and sidebar badge)', async () => {
    let unread = 2;
    const { received } = renderTicket(
      () => {
        unread = 0;
        return woDetail();
      },
      { unreadCount: () => ok({ unread }) },
    );
    await screen.findByTestId('workorder-thread');
    await waitFor(() => expect((received.unreadCount ?? []).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByTestId('menu-workOrder-unread')).toBeNull());
  });

  it('sends a reply and shows the thread read again; an empty reply is not sent', async () => {
    let replied = false;
    const { received } = renderTicket(
      () =>
        woDetail(
          replied ? { messages: [...woDetail().messages, woMessage('m3', 'enterprise', 'Any news?\nIt is urgent.', { at: Date.UTC(2026, 10, 21) })] } : {},
        ),
      {
        reply: () => {
          replied = true;
          return ok({ status: 'in_progress', message: woMessage('m3', 'enterprise', 'Any news?\nIt is urgent.') });
        },
      },
    );
    const send = await screen.findByTestId('workorder-reply-send');
    fireEvent.click(send);
    expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
    expect(received.reply).toBeUndefined();

    fireEvent.change(screen.getByTestId('workorder-reply-text'), { target: { value: '  Any news?\nIt is urgent.  ' } });
    fireEvent.click(send);
    expect(await screen.findByTestId('workorder-thread-message-m3')).toHaveTextContent('Any news?');
    expect(received.reply).toEqual([{ workOrderId: 'w1', text: 'Any news?\nIt is urgent.', attachments: [] }]);
    await waitFor(() => expect(screen.getByTestId('workorder-reply-text')).toHaveValue(''));
  });

  it('a refused reply shows the server\'s words plainly and keeps the text', async () => {
    renderTicket(() => woDetail(), { reply: () => fail(ErrorCode.Internal, 'The service is busy, try again shortly') });
    fireEvent.change(await screen.findByTestId('workorder-reply-text'), { target: { value: 'Any news?' } });
    fireEvent.click(screen.getByTestId('workorder-reply-send'));
    expect(await screen.findByTestId('workorder-reply-problem')).toHaveTextContent('The service is busy, try again shortly');
    expect(screen.getByRole('alert')).toHaveTextContent('The service is busy, try again shortly');
    expect(screen.getByTestId('workorder-reply-text')).toHaveValue('Any news?');
  });

  it('closing asks first; "Keep it" changes nothing, "Close it" closes it and the reply box goes', async () => {
    let closed = false;
    const { received } = renderTicket(() => woDetail(closed ? { status: 'closed', closedAt: Date.UTC(2026, 10, 22), canReply: false, canClose: false } : {}), {
      close: () => {
        closed = true;
        return ok({ workOrderId: 'w1', status: 'closed', closedAt: Date.UTC(2026, 10, 22) });
      },
    });
    fireEvent.click(await screen.findByTestId('workorder-close'));
    let dialog = await dialogWith('Close this work order?');
    expect(dialog).toHaveTextContent('cannot be reopened');
    fireEvent.click(button(dialog, 'Keep it'));
    expect(received.close).toBeUndefined();

    fireEvent.click(screen.getByTestId('workorder-close'));
    dialog = await dialogWith('Close this work order?');
    fireEvent.click(button(dialog, 'Close it'));
    expect(await screen.findByTestId('workorder-closed')).toHaveTextContent('This work order is closed.');
    // One call: "Keep it" sent nothing.
    expect(received.close).toEqual([{ workOrderId: 'w1' }]);
    expect(screen.getByTestId('workorder-status')).toHaveTextContent('Closed');
    expect(screen.queryByTestId('workorder-reply-text')).toBeNull();
    expect(screen.queryByTestId('workorder-close')).toBeNull();
  });

  it('within 7 days of its resolution it can be reopened, after confirming', async () => {
    let reopened = false;
    const { received } = renderTicket(() => (reopened ? woDetail({ status: 'open' }) : resolvedDetail(2)), {
      reopen: () => {
        reopened = true;
        return ok({ workOrderId: 'w1', status: 'open' });
      },
    });
    expect(await screen.findByTestId('workorder-reopen-until')).toHaveTextContent('You can reopen it until');
    expect(screen.queryByTestId('workorder-reply-text')).toBeNull();
    fireEvent.click(screen.getByTestId('workorder-reopen'));
    const dialog = await dialogWith('Reopen this work order?');
    fireEvent.click(button(dialog, 'Reopen it'));
    await waitFor(() => expect(screen.getByTestId('workorder-status')).toHaveTextContent('Open'));
    expect(received.reopen).toEqual([{ workOrderId: 'w1' }]);
    expect(screen.getByTestId('workorder-reply-text')).toBeInTheDocument();
    expect(screen.queryByTestId('workorder-reopen')).toBeNull();
  });

  it('resolved more than 7 days ago: no Reopen, the reason instead and a way to raise a new one for the same order', async () => {
    renderTicket(() => resolvedDetail(8));
    const notice = await screen.findByTestId('workorder-reopen-over');
    expect(notice).toHaveTextContent('A work order can be reopened only within 7 days of its resolution; please raise a new one.');
    expect(within(notice).getByRole('link', { name: 'Raise a new work order' })).toHaveAttribute('href', '/workOrder?new=1&orderId=o1');
    expect(screen.queryByTestId('workorder-reopen')).toBeNull();
  });

  it('a reopen the server refuses shows its words', async () => {
    renderTicket(() => resolvedDetail(2), {
      reopen: () =>
        fail(ErrorCode.ReopenWindowOver, 'A work order can be reopened only within 7 days of its resolution; please raise a new one', { resolvedAt: 1, reopenUntil: 2 }),
    });
    fireEvent.click(await screen.findByTestId('workorder-reopen'));
    fireEvent.click(button(await dialogWith('Reopen this work order?'), 'Reopen it'));
    expect(await screen.findByTestId('workorder-problem')).toHaveTextContent('A work order can be reopened only within 7 days of its resolution; please raise a new one');
  });

  it('another enterprise\'s ticket (NotFound) is "no such work order"', async () => {
    renderTicket(() => woDetail(), { detail: () => fail(ErrorCode.NotFound, 'Not found') });
    expect(await screen.findByTestId('workorder-not-found')).toHaveTextContent('There is no such work order.');
  });

  it('a failure to load offers a retry', async () => {
    let failing = true;
    renderTicket(() => woDetail(), { detail: () => (failing ? fail(ErrorCode.Internal, 'The service is busy, try again shortly') : ok(woDetail())) });
    const alert = await screen.findByTestId('workorder-load-failed');
    expect(alert).toHaveTextContent('The service is busy, try again shortly');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('workorder-thread')).toBeInTheDocument();
  });
});
