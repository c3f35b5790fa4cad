/**
 * The work order function (`POST /api/base/workOrder/<action>`) as the enterprise calls it:
 * raise a ticket, the list, one ticket with its thread (reading it clears its unread count),
 * reply, reopen, close and the unread total of the sidebar. The platform's calls (`ops/*`) are
 * in pages/ops/workOrders/service.ts.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Tone } from '@/components/StatusBadge';
import { post, type Schemas } from '@/services/api';

export type WorkOrderRow = Schemas['WorkOrderRow'];
export type WorkOrderDetail = Schemas['WorkOrderDetail'];
export type WorkOrderMessage = Schemas['WorkOrderMessage'];
export type WorkOrderAttachment = Schemas['WorkOrderAttachment'];
export type WorkOrderStatus = Schemas['WorkOrderStatus'];
export type WorkOrderType = Schemas['WorkOrderType'];
export type WorkOrderAuthor = Schemas['WorkOrderAuthor'];
export type WorkOrderCreateRequest = Schemas['WorkOrderCreateRequest'];

export const WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'in_progress', 'resolved', 'closed'];
export const WORK_ORDER_TYPES: readonly WorkOrderType[] = ['report', 'billing', 'account', 'other'];

export const STATUS_TONE: Record<WorkOrderStatus, Tone> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
  closed: 'neutral',
};

/** The server's limits (verity_core::types Subject and LongText; MAX_ATTACHMENTS). */
export const SUBJECT_MAX = 100;
export const TEXT_MAX = 2000;
export const MAX_ATTACHMENTS = 5;

const PAGE_SIZE = 20;

/** The list's status filter: a status, or every ticket. */
export type StatusFilter = WorkOrderStatus | 'all';

/** Every query of the screens: a change anywhere refreshes them all. */
export const WORK_ORDER_KEYS = [['workOrder/list'], ['workOrder/detail'], ['workOrder/unreadCount']] as const;

export function refreshWorkOrders(client: QueryClient) {
  WORK_ORDER_KEYS.forEach((queryKey) => void client.invalidateQueries({ queryKey }));
}

/** The enterprise's tickets, latest activity first, a page at a time. */
export function workOrdersQuery(enterpriseId: string | undefined, status: StatusFilter) {
  return infiniteQueryOptions({
    queryKey: ['workOrder/list', enterpriseId, status],
    queryFn: ({ pageParam }) =>
      post('/workOrder/list', { ...(status === 'all' ? {} : { status }), cursor: pageParam, pageSize: PAGE_SIZE }, { hideError: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
    retry: false,
  });
}

/** One ticket with its thread; reading it marks support's messages read. */
export function workOrderQuery(enterpriseId: string | undefined, workOrderId: string) {
  return queryOptions({
    queryKey: ['workOrder/detail', enterpriseId, workOrderId],
    queryFn: () => post('/workOrder/detail', { workOrderId }, { hideError: true }),
    enabled: !!enterpriseId && !!workOrderId,
    retry: false,
  });
}

/** Support's messages not yet read over all the enterprise's tickets (the sidebar's badge). */
export function unreadCountQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['workOrder/unreadCount', enterpriseId],
    queryFn: () => post('/workOrder/unreadCount', {}, { hideError: true }),
    enabled: !!enterpriseId,
    retry: false,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function createWorkOrder(body: WorkOrderCreateRequest) {
  return post('/workOrder/create', body, { hideError: true });
}

export function replyWorkOrder(workOrderId: string, text: string, attachments: string[]) {
  return post('/workOrder/reply', { workOrderId, text, attachments }, { hideError: true });
}

export function reopenWorkOrder(workOrderId: string) {
  return post('/workOrder/reopen', { workOrderId }, { hideError: true });
}

export function closeWorkOrder(workOrderId: string) {
  return post('/workOrder/close', { workOrderId }, { hideError: true });
}

/** The enterprise's recent orders, to link one to a new ticket. */
export function recentOrdersQuery(enterpriseId: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: ['order/list', enterpriseId, 'recent-for-work-order'],
    queryFn: async () => (await post('/order/list', { pageSize: 50 }, { hideError: true })).items ?? [],
    enabled: !!enterpriseId && enabled,
    retry: false,
  });
}

/** The order a screen opened the form for (`?orderId=`), to show its number. */
export function linkedOrderQuery(enterpriseId: string | undefined, orderId: string) {
  return queryOptions({
    queryKey: ['order/detail', enterpriseId, orderId],
    queryFn: () => post('/order/detail', { orderId }, { hideError: true }),
    enabled: !!enterpriseId && !!orderId,
    retry: false,
  });
}
