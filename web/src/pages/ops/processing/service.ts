/**
 * The platform's records of processing (`report/ops/processingSummary`, ops only): per enterprise,
 * how its candidates' consents were given, withdrawn and their data erased, from counters the
 * domain keeps. Typed here by hand from the contract (issue 29). LEAD: switch to
 * `Schemas[...]` and `post()` once `npm run gen:api` knows the call.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/utils/request';

export interface ProcessingRow {
  enterpriseId: string;
  enterpriseName: string;
  orders: number;
  bySms: number;
  byOffline: number;
  byRegistration: number;
  withdrawn: number;
  erased: number;
  erasureRequested: number;
  /** Erasures due and not yet done. */
  eraseDue: number;
  retentionDays: number;
}

export interface ProcessingPage {
  list: ProcessingRow[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const PROCESSING_PAGE_SIZE = 20;

export function processingSummaryQuery(pageNum: number) {
  return queryOptions({
    queryKey: ['report/ops/processingSummary', pageNum],
    queryFn: async () =>
      (await request<ProcessingPage>('/report/ops/processingSummary', { method: 'POST', data: { pageNum, pageSize: PROCESSING_PAGE_SIZE }, hideError: true })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
