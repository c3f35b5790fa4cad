/**
 * The work order function's platform calls (`workOrder/ops/*`): every enterprise's tickets,
 * one ticket with its thread (reading it clears ops' unread count), reply and resolve. Members
 * of enterprises get -6 here.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post } from '@/services/api';
import type { StatusFilter } from '@/pages/workOrder/service';

const PAGE_SIZE = 20;

export function opsWorkOrdersQuery(status: StatusFilter) {
  return infiniteQueryOptions({
    queryKey: ['workOrder/ops/list', status],
    queryFn: ({ pageParam }) =>
      post('/workOrder/ops/list', { ...(status === 'all' ? {} : { status }), cursor: pageParam, pageSize: PAGE_SIZE }, { hideError: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    retry: false,
  });
}

export function opsWorkOrderQuery(workOrderId: string) {
  return queryOptions({
    queryKey: ['workOrder/ops/detail', workOrderId],
    queryFn: () => post('/workOrder/ops/detail', { workOrderId }, { hideError: true }),
    enabled: !!workOrderId,
    retry: false,
  });
}

export function opsReply(workOrderId: string, text: string, attachments: string[]) {
  return post('/workOrder/ops/reply', { workOrderId, text, attachments }, { hideError: true });
}

/** Resolves the ticket, with `text` as a last message when given. */
export function opsResolve(workOrderId: string, text: string) {
  return post('/workOrder/ops/resolve', { workOrderId, ...(text ? { text } : {}) }, { hideError: true });
}
