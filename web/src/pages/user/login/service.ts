import { get, post } from '../../../utils/request';
import { hashPassword } from '../../../utils/md5';

/** Fixed client tag sent with every login (spec §3). */
export const CLIENT_TAG = 'ENT_WEB';

export interface TokenData {
  token: string;
}

export function loginBySms(phone: string, code: string) {
  return post<TokenData>('/user/login', { loginType: 'sms', phone, code, ts: CLIENT_TAG });
}

/** The password leaves the browser only as its MD5 hex digest. */
export function loginByPassword(phone: string, password: string) {
  return post<TokenData>('/user/login', {
    loginType: 'password',
    phone,
    password: hashPassword(password),
    ts: CLIENT_TAG,
  });
}

export function visitorLogin(phone: string, code: string, loginType: 'sms' = 'sms') {
  return post<TokenData>('/user/visitorLogin', { loginType, phone, code });
}

export interface QrCodeData {
  ticket: string;
  /** URL encoded into the QR image: `<origin>/#/qrConfirm?ticket=…`. */
  qrContent: string;
  /** Epoch milliseconds (or seconds), or an ISO date string. */
  expiresAt: number | string;
}

export type QrStatus = 'pending' | 'scanned' | 'confirmed' | 'expired';

export function getQrCode() {
  return get<QrCodeData>('/user/wechatLogin/getQrCode', undefined, { hideError: true });
}

/** Polled every 2 s; errors stay quiet so a flaky poll does not flood the screen with toasts. */
export function queryQrResult(ticket: string) {
  return post<{ status: QrStatus; token?: string }>('/user/wechatLogin/queryResult', { ticket }, { hideError: true });
}
