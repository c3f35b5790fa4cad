/**
 * The invitation link's calls: an SMS code of scene `invitation` (texted only to the invited
 * phone; the answer is the same for any number), its check (a share token for the link, kept
 * for this tab with its deadline), then the invitation and its answer with that token as bearer.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type LinkInvitation = Schemas['InvitationRow'];

const tokenKey = (s: string) => `verity.invitation.${s}`;

/** The share token of `s` for this tab while it is valid (never a -12, which leaves the page). */
export function invitationToken(s: string): string | undefined {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(tokenKey(s)) ?? 'null') as { token: string; expiresAt: number } | null;
    return kept && kept.expiresAt > Date.now() + 60_000 ? kept.token : undefined;
  } catch {
    return undefined;
  }
}

function keepToken(s: string, token: string, expiresAt: number) {
  try {
    window.sessionStorage.setItem(tokenKey(s), JSON.stringify({ token, expiresAt }));
  } catch {
    // Storage disabled: the page keeps the token in memory for this visit.
  }
}

export function sendInvitationCode(s: string, phone: string) {
  return post('/enterprise/invitationSendCode', { s, phone }, { hideError: true });
}

export async function checkInvitationPhone(s: string, phone: string, code: string): Promise<string> {
  const reply = await post('/enterprise/invitationCheckPhone', { s, phone, code }, { hideError: true });
  keepToken(s, reply.shareToken, reply.expiresAt);
  return reply.shareToken;
}

export function invitationQuery(s: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['enterprise/invitationDetail', s, token],
    queryFn: () => post('/enterprise/invitationDetail', { s }, { token, hideError: true }),
    enabled: !!s && !!token,
    retry: false,
  });
}

export function acceptByLink(s: string, token: string) {
  return post('/enterprise/invitationAcceptByLink', { s }, { token, hideError: true });
}

export function declineByLink(s: string, token: string) {
  return post('/enterprise/invitationDeclineByLink', { s }, { token, hideError: true });
}
