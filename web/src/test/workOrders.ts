/**
 * Fakes of the work order function for the screen tests: rows, a ticket with its thread, and a
 * renderPage whose `workOrder/*` calls answer from handlers (the bodies received are kept).
 */
import type { WorkOrderDetail, WorkOrderMessage, WorkOrderRow } from '@/pages/workOrder/service';
import { ok } from './enterprise';
import { renderPage, type RenderPageOptions } from './renderPage';

export const AT = Date.UTC(2026, 10, 20, 8, 30);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export function woRow(workOrderId: string, overrides: Partial<WorkOrderRow> = {}): WorkOrderRow {
  return {
    workOrderId,
    workOrderNo: `WO261120${workOrderId.toUpperCase().padEnd(8, '0')}`,
    type: 'report',
    subject: `Question ${workOrderId}`,
    status: 'open',
    createdAt: AT,
    lastActivityAt: AT + HOUR,
    messageCount: 0,
    unread: 0,
    ...overrides,
  };
}

export function woMessage(messageId: string, author: 'enterprise' | 'ops', text: string, overrides: Partial<WorkOrderMessage> = {}): WorkOrderMessage {
  return {
    messageId,
    author,
    authorName: author === 'ops' ? 'Verity support' : 'Ada',
    text,
    attachments: [],
    at: AT + 2 * HOUR,
    ...overrides,
  };
}

export function woDetail(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    workOrderId: 'w1',
    workOrderNo: 'WO261120W1000000',
    type: 'report',
    subject: 'Court check still pending',
    description: 'The court check has waited 5 days.\nOrder VB2611200001.',
    attachments: [{ key: 'attachment/a1.png', name: 'screenshot.png', url: 'https://files.test/attachment/a1.png?sig=1' }],
    status: 'in_progress',
    orderId: 'o1',
    orderNo: 'VB2611200001',
    raisedByName: 'Ada',
    createdAt: AT,
    lastActivityAt: AT + 3 * HOUR,
    answeredAt: AT + 2 * HOUR,
    messages: [
      woMessage('m1', 'ops', 'We are asking the court registry.', { at: AT + 2 * HOUR }),
      woMessage('m2', 'enterprise', 'Thanks, see the letter.', {
        at: AT + 3 * HOUR,
        attachments: [{ key: 'attachment/a2.pdf', name: 'letter.pdf', url: 'https://files.test/attachment/a2.pdf?sig=1' }],
      }),
    ],
    canReply: true,
    canReopen: false,
    canClose: true,
    canResolve: false,
    ...overrides,
  };
}

/** A ticket support resolved `daysAgo` days ago (the enterprise may reopen it within 7). */
export function resolvedDetail(daysAgo: number, overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  const resolvedAt = Date.now() - daysAgo * DAY;
  return woDetail({
    status: 'resolved',
    resolvedAt,
    reopenUntil: resolvedAt + 7 * DAY,
    canReply: false,
    canReopen: daysAgo <= 7,
    canClose: true,
    ...overrides,
  });
}

export const UPLOADED = { key: 'attachment/up1.png', url: 'https://files.test/attachment/up1.png?sig=1', name: 'error.png', size: 900, contentType: 'image/png' };

/** renderPage with `workOrder/<action>` (and `order/<action>`) answered by `handlers[action]`, or empty lists; bodies kept per action. */
export function renderWorkOrders({ api, ...options }: RenderPageOptions) {
  return renderPage({
    ...options,
    api: (url, init) => api?.(url, init) ?? (url.endsWith('/file/upload') ? ok(UPLOADED) : undefined),
    actions: (url) => /\/api\/base\/(workOrder\/.+|order\/.+)$/.exec(url)?.[1].replace(/^workOrder\//, ''),
    defaults: {
      'order/list': () => ok({ items: [], cursor: null }),
      unreadCount: () => ok({ unread: 0 }),
    },
  });
}
