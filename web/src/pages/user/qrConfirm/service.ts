import { queryOptions } from '@tanstack/react-query';
import { post } from '../../../services/api';

/**
 * Authenticated, optional: tells the desktop the code was scanned ("confirm on your phone").
 * Sent once per opening of the link (a query, so a remount in StrictMode does not send it twice).
 * Quiet: a failure is shown by the page itself.
 */
export function qrScanQuery(ticket: string) {
  return queryOptions({
    queryKey: ['user/wechatLogin/scan', ticket],
    queryFn: () => post('/user/wechatLogin/scan', { ticket }, { hideError: true }),
    enabled: !!ticket,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Authenticated: the signed-in phone approves the desktop sign-in for `ticket`. */
export function confirmQrLogin(ticket: string) {
  return post('/user/wechatLogin/confirm', { ticket });
}
