import { infiniteQueryOptions } from '@tanstack/react-query';
import { CERT_STATUSES, enterpriseCall, type CertStatus } from '@/services/enterprise';

/** A row of `enterprise/ops/list` (typed here until api-types.ts is regenerated). */
export interface OpsRow {
  enterpriseId: string;
  name: string;
  creditCode: string;
  regionPath: string[];
  contactName: string;
  contactPhoneMasked?: string;
  /** Epoch milliseconds. */
  submittedAt: number;
  certStatus: CertStatus;
  /** Short-lived signed URL of the licence (an image or a PDF). */
  licenseUrl: string | null;
  rejectReason: string | null;
}

export interface OpsPage {
  list: OpsRow[];
  cursor: string | null;
}

/** The queue's filter: one status, or every enterprise. */
export type OpsFilter = CertStatus | 'all';
export const OPS_FILTERS: readonly OpsFilter[] = ['pending_review', 'certified', 'rejected', 'all'];

/** Where a page starts: the status (index into the filter's statuses) and its cursor. */
interface PageParam {
  index: number;
  cursor: string | null;
}

interface QueuePage {
  list: OpsRow[];
  next: PageParam | null;
}

/**
 * The review queue, oldest submission first, a page at a time. The server lists one status per
 * call (pending review without one), so "all" walks the statuses in turn, each to its end.
 */
export function opsQueueQuery(filter: OpsFilter) {
  const statuses: readonly CertStatus[] = filter === 'all' ? CERT_STATUSES : [filter];
  return infiniteQueryOptions({
    queryKey: ['enterprise/ops/list', filter],
    queryFn: async ({ pageParam }): Promise<QueuePage> => {
      let { index, cursor } = pageParam;
      for (;;) {
        const reply = await enterpriseCall<OpsPage>('ops/list', cursor ? { certStatus: statuses[index], cursor } : { certStatus: statuses[index] });
        const list = reply.list ?? [];
        if (reply.cursor) return { list, next: { index, cursor: reply.cursor } };
        if (index + 1 >= statuses.length) return { list, next: null };
        index += 1;
        cursor = null;
        // An empty status does not make an empty page: go on with the next one.
        if (list.length) return { list, next: { index, cursor } };
      }
    },
    initialPageParam: { index: 0, cursor: null } as PageParam,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export type Decision = 'approve' | 'reject';

/** Quiet: the screen shows a failure (a missing reason under its field, 3008 no longer pending). */
export function reviewEnterprise(body: { enterpriseId: string; decision: Decision; reason?: string }) {
  return enterpriseCall<{ certStatus: CertStatus }>('ops/review', body, { hideError: true });
}

