/**
 * Dates and times as the interface shows them: the one helper every page formats instants with.
 *
 * Verity's business time is China Standard Time (UTC+8, no daylight saving): whatever zone the
 * browser is in, an instant shows as it reads in Beijing, and a time states its zone
 * (`2026-11-27 10:30 (UTC+8)`, `2026-11-27 10:30（北京时间）`). A day picked in a date field
 * (`YYYY-MM-DD`) is a China day too ({@link cstDayStart}, {@link cstDayEnd}).
 */
import type { Locale } from '../i18n';

const HOUR = 3_600_000;
/** China Standard Time is UTC+8 all year. */
export const CST_OFFSET_MS = 8 * HOUR;

function valid(ms: number | null | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock in Beijing at `ms`, read through the UTC getters (independent of the browser's zone). */
function beijing(ms: number): Date {
  return new Date(ms + CST_OFFSET_MS);
}

/** `2026-11-27`: the China day of an instant. */
function day(ms: number): string {
  const d = beijing(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The zone as each language states it after a time. */
export function zoneSuffix(locale: Locale): string {
  return locale === 'zh-CN' ? '（北京时间）' : ' (UTC+8)';
}

/** `2026-11-27` (China day) of an epoch-milliseconds instant; '—' without one. */
export function formatDate(ms: number | null | undefined, _locale?: Locale): string {
  if (!valid(ms)) return '—';
  return day(ms);
}

/** `2026-11-27 10:30 (UTC+8)` / `2026-11-27 10:30（北京时间）`; '—' without an instant. */
export function formatDateTime(ms: number | null | undefined, locale: Locale, { seconds = false } = {}): string {
  if (!valid(ms)) return '—';
  const d = beijing(ms);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
  return `${day(ms)} ${time}${zoneSuffix(locale)}`;
}

/** The instant a China day (`YYYY-MM-DD`, as a date field gives it) starts; undefined for anything else. */
export function cstDayStart(value: string | undefined | null): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - CST_OFFSET_MS;
}

/** The last millisecond of a China day (`YYYY-MM-DD`); undefined for anything else. */
export function cstDayEnd(value: string | undefined | null): number | undefined {
  const start = cstDayStart(value);
  return start === undefined ? undefined : start + 24 * HOUR - 1;
}
