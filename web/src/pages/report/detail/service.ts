/**
 * The enterprise's calls around a report (`/api/base/report/<action>`): its versions for the
 * history, the decision, the PDF, and the links shared to phones. Quiet: the screen says what
 * went wrong.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type ReportDetail = Schemas['ReportDetail'];
export type ShareView = Schemas['ShareView'];
export type Decision = Schemas['Decision'];
export type PdfLink = Schemas['PdfLink'];
export type Shared = Schemas['Shared'];

/** How long a shared link may be opened: 24 h, 72 h, 7 days, 30 days. */
export const VALIDITY_HOURS = [24, 72, 168, 720] as const;
export type ValidityHours = (typeof VALIDITY_HOURS)[number];

export function versionsQuery(enterpriseId: string | undefined, orderId: string) {
  return queryOptions({
    queryKey: ['report/versions', enterpriseId, orderId],
    queryFn: async () => (await post('/report/versions', { orderId }, { hideError: true })).list,
    enabled: !!enterpriseId && !!orderId,
    retry: false,
  });
}

export function sharesQuery(enterpriseId: string | undefined, orderId: string) {
  return queryOptions({
    queryKey: ['report/shares', enterpriseId, orderId],
    queryFn: async () => (await post('/report/shares', { orderId }, { hideError: true })).list,
    enabled: !!enterpriseId && !!orderId,
    retry: false,
  });
}

export function decide(orderId: string, decision: Decision, reason: string) {
  return post('/report/decide', { orderId, decision, reason }, { hideError: true });
}

/** Creates the link; with `sendText` the server also texts it to the phone (once, within its daily texts). */
export function shareReport(orderId: string, phone: string, expiresInHours: ValidityHours, sendText: boolean) {
  return post('/report/share', { orderId, phone, expiresInHours, sendText }, { hideError: true });
}

export function revokeShare(shareId: string) {
  return post('/report/revokeShare', { shareId }, { hideError: true });
}

/** A signed link (10 minutes) to the PDF of the current version, with its verification code. */
export function reportPdf(orderId: string) {
  return post('/report/pdf', { orderId }, { hideError: true });
}

/** `48.2 KB`, `1.3 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
