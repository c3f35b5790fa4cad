/**
 * The candidate's side of a share link: the phone check (`share/checkPhone`) and the consent calls
 * (`candidate/*`), which carry the link's code `s` and the share token as their bearer. Without a
 * valid token the server answers -12 and the request layer sends the browser to `/checkPhone`.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type CandidateDetail = Schemas['CandidateDetail'];

const tokenKey = (s: string) => `verity.share.${s}`;

/** The share token of `s` for this tab (sessionStorage: gone when the tab closes). */
export function shareToken(s: string): string | undefined {
  try {
    return window.sessionStorage.getItem(tokenKey(s)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepShareToken(s: string, token: string) {
  try {
    window.sessionStorage.setItem(tokenKey(s), token);
  } catch {
    // Storage disabled: the next call answers -12 and the phone check runs again.
  }
}

/**
 * Asks for the phone check's code, bound to the link: the server texts it only when the number is
 * the one the link was sent to, and answers the same for any number.
 */
export function sendShareCode(s: string, phone: string) {
  return post('/share/sendCode', { s, phone }, { hideError: true });
}

/** Verifies the phone the link was sent to; keeps the token it answers. */
export async function checkPhone(s: string, phone: string, code: string) {
  const reply = await post('/share/checkPhone', { s, phone, code }, { hideError: true });
  keepShareToken(s, reply.shareToken);
  return reply;
}

// A placeholder bearer makes the server look the (absent) token up and answer -12.
const bearer = (s: string) => shareToken(s) ?? 'none';

export function consentQuery(s: string) {
  return queryOptions({
    queryKey: ['candidate/detail', s],
    queryFn: () => post('/candidate/detail', { s }, { token: bearer(s), hideError: true }),
    enabled: !!s,
    retry: false,
  });
}

export function signConsent(s: string, signaturePng: string, corrections: string) {
  return post(
    '/candidate/sign',
    { s, agree: true, signaturePng, corrections: corrections.trim() || null },
    { token: bearer(s), hideError: true },
  );
}

export function withdrawConsent(s: string) {
  return post('/candidate/withdraw', { s }, { token: bearer(s), hideError: true });
}
