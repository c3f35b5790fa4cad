/**
 * The order function (`POST /api/base/order/<action>`): placing a check, the records, cancel,
 * remind, export and the audited reveal. Money is integer fen; names come back in full for members who
 * see candidates (owner, admin, operator), phones and ID numbers masked.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';
import type { StatusTone } from './status';
import { saveJson } from '@/utils/download';

export type OrderCreateRequest = Schemas['OrderCreateRequest'];
export type OrderRow = Schemas['OrderRow'];
export type OrderDetail = Schemas['OrderDetail'];
export type OrderStatus = OrderRow['status'];
export type { StatusTone };

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'awaiting_authorization',
  'authorized',
  'in_progress',
  'completed',
  'canceled',
  'expired',
  'suspended',
];

export interface OrderFilter {
  status?: OrderStatus;
  result?: 'clear' | 'consider';
  packageId?: string;
  keyword?: string;
  /** A batch's orders (from its detail screen). */
  batchId?: string;
}

/** Only the filter's set values (the server takes absent as "all"). */
function compact(filter: OrderFilter) {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as OrderFilter;
}

export function ordersQuery(enterpriseId: string | undefined, filter: OrderFilter) {
  return infiniteQueryOptions({
    queryKey: ['order/list', enterpriseId, filter],
    queryFn: ({ pageParam }) => post('/order/list', { ...compact(filter), cursor: pageParam, pageSize: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

const OPEN: readonly OrderStatus[] = ['awaiting_authorization', 'authorized', 'in_progress'];

export function orderQuery(enterpriseId: string | undefined, orderId: string) {
  return queryOptions({
    queryKey: ['order/detail', enterpriseId, orderId],
    queryFn: () => post('/order/detail', { orderId }, { hideError: true }),
    enabled: !!enterpriseId && !!orderId,
    retry: false,
    // Follow the processor live while the order is open.
    refetchInterval: (q) => (q.state.data && OPEN.includes(q.state.data.status) ? 3000 : false),
  });
}

export function createOrder(body: OrderCreateRequest) {
  return post('/order/create', body, { hideError: true });
}

export function cancelOrder(orderId: string) {
  return post('/order/cancel', { orderId }, { hideError: true });
}

export function remindOrder(orderId: string) {
  return post('/order/remind', { orderId }, { hideError: true });
}

/** `unmasked`: owners and administrators only, written to the audit log by the server. */
export function exportOrders(filter: OrderFilter, format: 'csv' | 'xlsx', unmasked = false) {
  return post('/order/export', { ...compact(filter), format, ...(unmasked ? { unmasked: true } : {}) });
}

export type RevealField = 'phone' | 'idNumber';

/** The clear phone or ID number of one order's candidate; the server writes the audit entry first. */
export function revealCandidate(orderId: string, field: RevealField) {
  return post('/order/revealCandidate', { orderId, field }, { hideError: true });
}

/** GB 11643: the check character of an 18-character ID number is right (16-digit numbers pass). */
export function idChecksumOk(id: string): boolean {
  const v = id.trim().toUpperCase();
  if (v.length !== 18) return true;
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return '10X98765432'[sum % 11] === v[17];
}

/** `order/processingRecord` (issue 29): the record of how one order's candidate data was processed. */
export type ProcessingRecord = Schemas['ProcessingRecord'];

/** Saves the order's record of processing as `processing-record-<orderNo>.json`. */
export async function downloadProcessingRecord(orderId: string, orderNo: string) {
  const record = await post('/order/processingRecord', { orderId }, { hideError: true });
  saveJson(record, `processing-record-${(record?.orderNo || orderNo).replace(/[^\w.-]/g, '_')}.json`);
}
