/**
 * The console home (`POST /api/base/home/summary`): the enterprise's balance, this month's orders
 * by status, consents waiting, reports finished in the last 7 days, orders per day over the last 30 days
 * and the latest orders, in one call. Money is integer fen, times epoch milliseconds.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n';
import { post, type Schemas } from '@/services/api';

export type HomeSummary = Schemas['HomeSummary'];
export type HomeDay = HomeSummary['daily'][number];
export type HomeRecent = HomeSummary['recent'][number];
type MonthCounts = HomeSummary['ordersThisMonth'];

/** The summary's month counts, in the order the records list names the statuses, with each status's name. */
export const MONTH_STATUSES = [
  { key: 'awaitingAuthorization', status: 'awaiting_authorization' },
  { key: 'authorized', status: 'authorized' },
  { key: 'inProgress', status: 'in_progress' },
  { key: 'completed', status: 'completed' },
  { key: 'canceled', status: 'canceled' },
  { key: 'expired', status: 'expired' },
  { key: 'suspended', status: 'suspended' },
] as const satisfies readonly { key: Exclude<keyof MonthCounts, 'total'>; status: string }[];

export function summaryQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['home/summary', enterpriseId],
    // Quiet: the page shows the failure with a retry.
    queryFn: () => post('/home/summary', {}, { hideError: true }),
    enabled: !!enterpriseId,
  });
}

/** Where a figure of the records leads: the records list (it takes no status from the address yet). */
export const RECORDS_PATH = '/backRecord';
/** The records filtered by one order status. */
export const recordsWithStatus = (status: string) => `${RECORDS_PATH}?status=${status}`;

export const recordPath = (orderId: string) => `/backRecord/detail?orderId=${encodeURIComponent(orderId)}`;

/** The finance page, where owners and administrators recharge. */
export const RECHARGE_PATH = '/financialManage';

/** `Date.UTC` of a `yyyy-mm-dd` day (the day itself, whatever the browser's zone). */
export function dayMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** A day as the chart's axis shows it (`11/22`), or in full (`11/22/2026`, `2026/11/22`). */
export function dayLabel(day: string, locale: Locale, full = false): string {
  const options: Intl.DateTimeFormatOptions = full
    ? { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }
    : { month: 'numeric', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(dayMs(day));
}
