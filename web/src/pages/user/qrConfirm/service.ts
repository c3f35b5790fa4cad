import { post } from '../../../utils/request';

/**
 * Authenticated, optional: tells the desktop the code was scanned ("confirm on your phone").
 * Quiet: a failure is shown by the page itself.
 */
export function markQrScanned(ticket: string) {
  return post<{ status: string }>('/user/wechatLogin/scan', { ticket }, { hideError: true });
}

/** Authenticated: the signed-in phone approves the desktop sign-in for `ticket`. */
export function confirmQrLogin(ticket: string) {
  return post<unknown>('/user/wechatLogin/confirm', { ticket });
}
