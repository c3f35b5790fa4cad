import { QueryClient } from '@tanstack/react-query';

/**
 * The request layer already toasts failures and applies the session rules, so a query neither
 * retries (that would repeat the call and its toast) nor refetches on focus or reconnect: data
 * loads when a screen opens, as it always did.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
