/**
 * Dates and times as the interface shows them: the one helper every page formats instants with.
 *
 * Verity's business time is China Standard Time (UTC+8, no daylight saving): whatever zone the
 * browser is in, an instant shows as it reads in Beijing, and a time states its zone
 * (`2026-11-27 10:30 (UTC+8)`, `2026-11-27 10:30（北京时间）`). A day picked in a date field
 * (`YYYY-MM-DD`) is a China day too: `Date.parse(`${day}T00:00:00+08:00`)` (the finance and job filters).
 */
import type { Locale } from '@/i18n';

/** China Standard Time is UTC+8 all year. */
export const CST_OFFSET_MS = 8 * 3_600_000;

function valid(ms: number | null | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0;
}

/** `2026-11-27T10:30:15.000Z`: the wall clock in Beijing at `ms` (independent of the browser's zone). */
const beijing = (ms: number) => new Date(ms + CST_OFFSET_MS).toISOString();

/** `2026-11-27` (China day) of an epoch-milliseconds instant; '—' without one. */
export function formatDate(ms: number | null | undefined, _locale?: Locale): string {
  return valid(ms) ? beijing(ms).slice(0, 10) : '—';
}

/** `2026-11-27 10:30 (UTC+8)` / `2026-11-27 10:30（北京时间）`; '—' without an instant. */
export function formatDateTime(ms: number | null | undefined, locale: Locale, seconds?: boolean): string {
  return valid(ms) ? `${beijing(ms).slice(0, 10)} ${beijing(ms).slice(11, seconds ? 19 : 16)}${locale === 'zh-CN' ? '（北京时间）' : ' (UTC+8)'}` : '—';
}
