/**
 * The report function (`/api/base/report/<action>`): the current version for the enterprise,
 * and a shared report for the bearer of a share link's token (-12 sends the browser to the
 * phone check, which keeps the token for this tab).
 */
import { queryOptions } from '@tanstack/react-query';
import { post } from '@/services/api';
import { shareToken } from '@/pages/candidate/service';

export function reportQuery(enterpriseId: string | undefined, orderId: string) {
  return queryOptions({
    queryKey: ['report/detail', enterpriseId, orderId],
    queryFn: () => post('/report/detail', { orderId }, { hideError: true }),
    enabled: !!enterpriseId && !!orderId,
    retry: false,
  });
}

export function sharedReportQuery(s: string) {
  return queryOptions({
    queryKey: ['report/shared', s],
    // A placeholder bearer makes the server look the (absent) token up and answer -12.
    queryFn: () => post('/report/shared', { s }, { token: shareToken(s) ?? 'none', hideError: true }),
    enabled: !!s,
    retry: false,
  });
}
