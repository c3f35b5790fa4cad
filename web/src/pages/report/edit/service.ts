/**
 * The analysts' calls on a report (`/api/base/report/ops/<action>`, platform operators only): any
 * enterprise's report with its standing and history, a correction as a new version, and the answer
 * to an open dispute as a new version. Quiet: the screen says what went wrong.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type OpsReport = Schemas['OpsReport'];
export type ItemEdit = Schemas['ItemEditRequest'];
export type Grade = Schemas['Grade'];

export const GRADES: readonly Grade[] = ['green', 'yellow', 'red'];

export function opsReportQuery(orderId: string) {
  return queryOptions({
    queryKey: ['report/ops/detail', orderId],
    queryFn: () => post('/report/ops/detail', { orderId }, { hideError: true }),
    enabled: !!orderId,
    retry: false,
  });
}

export interface VersionBody {
  orderId: string;
  reason: string;
  note: string | null;
  items: ItemEdit[];
}

/** A new version: the answer to the open dispute (`ops/resolve`), or a correction (`ops/edit`). */
export function saveVersion(body: VersionBody, resolve: boolean) {
  return resolve ? post('/report/ops/resolve', body, { hideError: true }) : post('/report/ops/edit', body, { hideError: true });
}
