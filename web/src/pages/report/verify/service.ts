import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type Verified = Schemas['Verified'];

/**
 * `report/verify` (public): whether a report with this verification code was issued. Sent without
 * any session, so a stale one of this browser never gets in the way.
 */
export function verifyQuery(code: string) {
  return queryOptions({
    queryKey: ['report/verify', code],
    queryFn: () => post('/report/verify', { code }, { token: '', hideError: true }),
    enabled: !!code,
    retry: false,
  });
}
