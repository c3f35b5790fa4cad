import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type NoticeView = Schemas['NoticeView'];

/** How many notices the bell shows. */
export const BELL_SIZE = 10;

/**
 * The bell's newest notices with the unread count, keyed by the current enterprise (a switch
 * changes the inbox). Read every minute and when the window regains focus.
 */
export function bellQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['notice/list', enterpriseId],
    queryFn: () => post('/notice/list', { page: 1, pageSize: BELL_SIZE }, { hideError: true }),
    enabled: !!enterpriseId,
    retry: false,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

/** Marks notices of the caller read: some by id, or all. */
export function markRead(target: { ids: string[] } | { all: true }) {
  return post('/notice/read', target, { hideError: true });
}
