/**
 * The platform's records of processing (`report/ops/processingSummary`, ops only): per enterprise,
 * how its candidates' consents were given, withdrawn and their data erased, from counters the
 * domain keeps.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type ProcessingRow = Schemas['ProcessingSummary'];

export const PROCESSING_PAGE_SIZE = 20;

export function processingSummaryQuery(pageNum: number) {
  return queryOptions({
    queryKey: ['report/ops/processingSummary', pageNum],
    queryFn: () => post('/report/ops/processingSummary', { pageNum, pageSize: PROCESSING_PAGE_SIZE }, { hideError: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
