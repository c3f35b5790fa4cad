import type { Locale } from '@/i18n';
import { formatDateTime } from '@/utils/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `ms` was, in the interface's language ("2 minutes ago", "2分钟前"); `null` under
 * a minute (the caller says "just now"). A clock a little ahead of ours counts as now.
 */
export function relativeTime(ms: number, now: number, locale: Locale): string | null {
  const ago = Math.max(0, now - ms);
  if (ago < MINUTE) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}

/** Date and time to the second, China Standard Time with the zone stated (the one time helper). */
export function absoluteTime(ms: number, locale: Locale): string {
  return formatDateTime(ms, locale, true);
}
