import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderWorkOrders, woDetail, woMessage, woRow } from '@/test/workOrders';
import type { WorkOrderDetail } from '@/pages/workOrder/service';
import * as ErrorCode from '@/services/errorCodes';

/** As support reads a ticket: the enterprise named, support may resolve it. */
const opsDetail = (overrides: Partial<WorkOrderDetail> = {}) =>
  woDetail({ enterpriseId: 'e1', enterpriseName: 'Demo Trading Co', canResolve: true, canClose: false, ...overrides });

function renderOpsTicket(ticket: () => WorkOrderDetail, handlers: Parameters<typeof renderWorkOrders>[0]['handlers'] = {}) {
  return renderWorkOrders({ path: '/ops/workOrders/detail?id=w1', role: 'ops', handlers: { 'ops/detail': () => ok(ticket()), ...handlers } });
}

describe('work orders for the platform (/ops/workOrders)', () => {
  it('lists every enterprise\'s tickets with the enterprise, status and unread count; the platform menu has it', async () => {
    const { received } = renderWorkOrders({
      path: '/ops/workOrders',
      role: 'ops',
      handlers: {
        'ops/list': () =>
          ok({
            items: [
              woRow('w2', { enterpriseId: 'e2', enterpriseName: 'Demo Logistics Co', unread: 1 }),
              woRow('w1', { enterpriseId: 'e1', enterpriseName: 'Demo Trading Co', status: 'in_progress' }),
            ],
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work orders' })).toBeInTheDocument();
    const rows = within(await screen.findByTestId('ops-workorder-list')).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['ops-workorder-row-w2', 'ops-workorder-row-w1']);
    expect(rows[0]).toHaveTextContent('Demo Logistics Co');
    expect(within(rows[0]).getByTestId('ops-workorder-unread-w2')).toHaveTextContent('1 new');
    expect(within(rows[1]).getByTestId('ops-workorder-status-w1')).toHaveTextContent('In progress');
    expect(within(rows[1]).getByRole('link', { name: /Question w1/ })).toHaveAttribute('href', '/ops/workOrders/detail?id=w1');
    expect(screen.getByTestId('menu-opsWorkOrders')).toHaveTextContent('Work orders');
    expect(received['ops/list'][0]).toEqual({ cursor: null, pageSize: 20 });

    fireEvent.click(screen.getByRole('tab', { name: 'Open' }));
    await waitFor(() => expect(received['ops/list'].at(-1)).toEqual({ status: 'open', cursor: null, pageSize: 20 }));
  });

  it('a failure to load the queue shows the server\'s words and a retry', async () => {
    renderWorkOrders({ path: '/ops/workOrders', role: 'ops', handlers: { 'ops/list': () => fail(ErrorCode.Internal, 'The service is busy, try again shortly') } });
    const alert = await screen.findByTestId('ops-workorder-load-failed');
    expect(alert).toHaveTextContent('The service is busy, try again shortly');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the thread with support at the right and the enterprise named; a reply goes out and the thread is read again', async () => {
    let replied = false;
    const { received } = renderOpsTicket(
      () => opsDetail(replied ? { messages: [...woDetail().messages, woMessage('m3', 'ops', 'The registry answered today.')] } : {}),
      {
        'ops/reply': () => {
          replied = true;
          return ok({ status: 'in_progress', message: woMessage('m3', 'ops', 'The registry answered today.') });
        },
      },
    );
    const thread = await screen.findByRole('list', { name: 'Conversation' });
    expect(thread).toHaveAttribute('data-testid', 'ops-workorder-thread');
    expect(within(thread).getByTestId('ops-workorder-thread-message-m1').className).toMatch(/mine/);
    expect(within(thread).getByTestId('ops-workorder-thread-opening').className).toMatch(/theirs/);
    expect(screen.getByTestId('ops-workorder-enterprise')).toHaveTextContent('Demo Trading Co');
    // Support has no record screen: the order is a number, not a link.
    expect(screen.getByTestId('workorder-order-no')).toHaveTextContent('VB2611200001');
    expect(screen.getByTestId('page-header').querySelector('.ant-breadcrumb')).toHaveTextContent('Platform/Work orders/WO261120W1000000');

    fireEvent.change(screen.getByTestId('ops-workorder-reply-text'), { target: { value: 'The registry answered today.' } });
    fireEvent.click(screen.getByTestId('ops-workorder-reply-send'));
    expect(await screen.findByTestId('ops-workorder-thread-message-m3')).toHaveTextContent('The registry answered today.');
    expect(received['ops/reply']).toEqual([{ workOrderId: 'w1', text: 'The registry answered today.', attachments: [] }]);
  });

  it('resolves after confirming, with an optional last message', async () => {
    let resolved = false;
    const { received } = renderOpsTicket(
      () => opsDetail(resolved ? { status: 'resolved', resolvedAt: Date.UTC(2026, 10, 22), reopenUntil: Date.UTC(2026, 10, 29), canResolve: false } : {}),
      {
        'ops/resolve': () => {
          resolved = true;
          return ok({ workOrderId: 'w1', status: 'resolved', resolvedAt: Date.UTC(2026, 10, 22), reopenUntil: Date.UTC(2026, 10, 29) });
        },
      },
    );
    fireEvent.click(await screen.findByTestId('ops-workorder-resolve'));
    const dialog = await dialogWith('Resolve this work order?');
    expect(dialog).toHaveTextContent('may reopen it within 7 days');
    fireEvent.change(within(dialog).getByTestId('ops-workorder-resolve-text'), { target: { value: ' The report was updated. ' } });
    fireEvent.click(within(dialog).getByTestId('ops-workorder-resolve-ok'));
    expect(await screen.findByTestId('ops-workorder-resolved')).toHaveTextContent('the enterprise may reopen it until');
    expect(received['ops/resolve']).toEqual([{ workOrderId: 'w1', text: 'The report was updated.' }]);
    expect(screen.getByTestId('workorder-status')).toHaveTextContent('Resolved');
    expect(screen.queryByTestId('ops-workorder-resolve')).toBeNull();
  });

  it('a resolution the server refuses shows its words in the dialog', async () => {
    const { received } = renderOpsTicket(() => opsDetail(), {
      'ops/resolve': () => fail(ErrorCode.WorkOrderStateConflict, 'The work order\'s current status does not allow this', { status: 'resolved' }),
    });
    fireEvent.click(await screen.findByTestId('ops-workorder-resolve'));
    const dialog = await dialogWith('Resolve this work order?');
    fireEvent.click(within(dialog).getByTestId('ops-workorder-resolve-ok'));
    expect(await within(dialog).findByTestId('ops-workorder-resolve-problem')).toHaveTextContent('The work order\'s current status does not allow this');
    // Without a last message, none is sent.
    expect(received['ops/resolve']).toEqual([{ workOrderId: 'w1' }]);
  });

  it('a ticket the enterprise closed takes no answer', async () => {
    renderOpsTicket(() => opsDetail({ status: 'closed', canReply: false, canResolve: false, closedAt: Date.UTC(2026, 10, 22) }));
    expect(await screen.findByTestId('ops-workorder-closed')).toHaveTextContent('The enterprise closed this work order');
    expect(screen.queryByTestId('ops-workorder-reply-text')).toBeNull();
    expect(screen.queryByTestId('ops-workorder-resolve')).toBeNull();
  });

  it('enterprise members do not see the queue', async () => {
    renderWorkOrders({ path: '/ops/workOrders', role: 'owner' });
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-opsWorkOrders')).toBeNull();
  });
});
