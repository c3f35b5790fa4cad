import { queryOptions } from '@tanstack/react-query';
import { get, post, type Schemas } from '@/services/api';
import { parseExpiresAt, QR_POLL_INTERVAL_MS } from './qr';

/** Fixed client tag sent with every login (spec §3). */
export const CLIENT_TAG = 'ENT_WEB';

export type TokenReply = Schemas['TokenReply'];
export type QrCode = Schemas['QrCode'];

// Quiet calls: the forms show failures under their fields (components/form/serverErrors.ts).

export function loginBySms(phone: string, code: string) {
  return post('/user/login', { loginType: 'sms', phone, code, ts: CLIENT_TAG }, { hideError: true });
}

/**
 * The password leaves the browser only as its MD5 hex digest. The digest's code loads at the
 * first password sign-in (the SMS tab, the default, never needs it; /login stays in its budget).
 */
export async function loginByPassword(phone: string, password: string) {
  const { hashPassword } = await import('@/utils/md5');
  return post('/user/login', { loginType: 'password', phone, password: hashPassword(password), ts: CLIENT_TAG }, { hideError: true });
}

export function visitorLogin(phone: string, code: string, loginType: 'sms' = 'sms') {
  return post('/user/visitorLogin', { loginType, phone, code }, { hideError: true });
}

/** A fresh QR ticket per refresh (`generation`); dropped once unmounted, as tickets are single-use. */
export function qrCodeQuery(generation: number) {
  return queryOptions({
    queryKey: ['user/wechatLogin/getQrCode', generation],
    queryFn: () => get('/user/wechatLogin/getQrCode', undefined, { hideError: true }),
    gcTime: 0,
  });
}

/** A poll answer, plus whether handing its token over signed the user in. */
export type QrPoll = Schemas['QrStatus'] & { signedIn?: boolean };

const WAITING: QrPoll = { status: 'pending', needBindMobile: false };
const EXPIRED: QrPoll = { status: 'expired', needBindMobile: false };

/** The poll is over once the code expired, was cancelled on the phone, or its token was handed over. */
export function qrPollDone(poll: QrPoll): boolean {
  return poll.status === 'expired' || poll.status === 'cancelled' || poll.signedIn !== undefined;
}

/**
 * Polls the ticket's state every 2 s (the first poll one interval after the code appears),
 * without asking the server once `expiresAt` passed. Errors stay quiet and the next tick retries,
 * so a flaky poll does not flood the screen with toasts. A confirmed answer's token is handed to
 * `onToken` inside the poll: the token is single-use, so it must be handed over exactly once per
 * answer, not once per render or effect run.
 */
export function qrPollQuery(code: QrCode | undefined, onToken: (token: string) => Promise<boolean>) {
  const ticket = code?.ticket ?? '';
  const expiresAt = parseExpiresAt(code?.expiresAt);
  return queryOptions({
    queryKey: ['user/wechatLogin/queryResult', ticket],
    queryFn: async (): Promise<QrPoll> => {
      if (expiresAt !== null && Date.now() >= expiresAt) return EXPIRED;
      const answer = await post('/user/wechatLogin/queryResult', { ticket }, { hideError: true });
      if (answer.status !== 'confirmed' || !answer.token) return answer;
      return { ...answer, signedIn: await onToken(answer.token) };
    },
    enabled: !!ticket,
    initialData: WAITING,
    staleTime: Infinity,
    refetchInterval: (query) => (qrPollDone(query.state.data ?? WAITING) ? false : QR_POLL_INTERVAL_MS),
    // A desktop tab in the background keeps waiting for the phone.
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
