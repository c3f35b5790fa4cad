import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type Dispute = Schemas['Dispute'];

/** The open disputes of every enterprise, oldest first (the longest waiting on top). */
export const openDisputesQuery = queryOptions({
  queryKey: ['report/ops/disputes'],
  queryFn: async () => (await post('/report/ops/disputes', {}, { hideError: true })).list,
  retry: false,
});
