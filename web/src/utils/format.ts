/** Dates and times as the interface shows them, in the current language. */
import type { Locale } from '../i18n';

function valid(ms: number | null | undefined): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0;
}

/** `2026-11-22` style date of an epoch-milliseconds instant; '—' without one. */
export function formatDate(ms: number | null | undefined, locale: Locale): string {
  if (!valid(ms)) return '—';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

/** Date and time (to the minute) of an epoch-milliseconds instant; '—' without one. */
export function formatDateTime(ms: number | null | undefined, locale: Locale): string {
  if (!valid(ms)) return '—';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(ms));
}
