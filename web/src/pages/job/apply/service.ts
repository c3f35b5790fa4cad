/**
 * The applicant's calls (`job/apply/*`, no account): what the position asks, the phone check
 * (an SMS code of scene `jobApply`) that hands out an applicant token, and the application of
 * that phone. `mine`, `submit` and `upload` carry the token as their bearer (4503 without).
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';
import { request } from '@/utils/request';

export type ApplyInfo = Schemas['JobApplyInfo'];
export type Application = Schemas['JobApplication'];
export type Attachment = Schemas['JobAttachment'];
export type SubmitRequest = Schemas['JobApplySubmitRequest'];

const tokenKey = (j: string) => `verity.jobApply.${j}`;

interface Held {
  token: string;
  expiresAt: number;
}

/** The applicant token of this link for this tab (sessionStorage: gone with the tab), while it lasts. */
export function applicantToken(j: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(tokenKey(j));
    const held = raw ? (JSON.parse(raw) as Held) : null;
    return held && held.expiresAt > Date.now() ? held.token : null;
  } catch {
    return null;
  }
}

export function forgetApplicantToken(j: string) {
  try {
    window.sessionStorage.removeItem(tokenKey(j));
  } catch {
    // Storage disabled: nothing was kept.
  }
}

function keep(j: string, held: Held) {
  try {
    window.sessionStorage.setItem(tokenKey(j), JSON.stringify(held));
  } catch {
    // Storage disabled: the token lives in the page's state only.
  }
}

export function infoQuery(j: string) {
  return queryOptions({
    queryKey: ['job/apply/info', j],
    queryFn: () => post('/job/apply/info', { j }, { hideError: true }),
    enabled: !!j,
    retry: false,
  });
}

/** Exchanges the SMS code for an applicant token, kept for this tab. */
export async function verifyPhone(j: string, phone: string, code: string) {
  const reply = await post('/job/apply/verify', { j, phone, code }, { hideError: true });
  keep(j, { token: reply.applicantToken, expiresAt: reply.expiresAt });
  return reply;
}

export function mineQuery(j: string, token: string | null) {
  return queryOptions({
    queryKey: ['job/apply/mine', j, token],
    queryFn: () => post('/job/apply/mine', { j }, { token: token ?? '', hideError: true }),
    enabled: !!j && !!token,
    retry: false,
  });
}

export function submitApplication(token: string, body: SubmitRequest) {
  return post('/job/apply/submit', body, { token, hideError: true });
}

/** Uploads one attachment (multipart: the link's code and the file); its key goes in `attachments`. */
export async function uploadAttachment(j: string, token: string, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('j', j);
  form.append('file', file);
  const res = await request<Attachment>('/job/apply/upload', { method: 'POST', data: form, token, hideError: true });
  return res.data;
}
