import { queryOptions } from '@tanstack/react-query';
import { post } from '@/services/api';

/**
 * Authenticated: marks the ticket scanned (the desktop then shows "confirm on your phone") and
 * answers who asked for it and the three numbers to pick from. Sent once per opening of the link
 * (a query, so a remount in StrictMode does not send it twice). Quiet: the page shows failures.
 */
export function qrScanQuery(ticket: string) {
  return queryOptions({
    queryKey: ['user/wechatLogin/scan', ticket],
    queryFn: () => post('/user/wechatLogin/scan', { ticket }, { hideError: true }),
    enabled: !!ticket,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Authenticated: the signed-in phone approves the desktop sign-in for `ticket` with the number the
 * user picked. A wrong number (2015) cancels the ticket on the server. Quiet: the page shows it.
 */
export function confirmQrLogin(ticket: string, matchCode: string) {
  return post('/user/wechatLogin/confirm', { ticket, matchCode }, { hideError: true });
}
