import { queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@/services/api';
import { enterpriseCall, type EnterpriseDetail } from '@/services/enterprise';
import * as ErrorCode from '@/services/errorCodes';

export { contractAccepted, enterpriseDetailQuery, type EnterpriseDetail } from '@/services/enterprise';

/** `enterprise/update`'s body: only what changes (typed here until api-types.ts is regenerated). */
export interface UpdateEnterpriseRequest {
  name?: string;
  creditCode?: string;
  regionCode?: string;
  address?: string;
  contactName?: string;
  contactPhone?: string;
  licenseFileKey?: string;
  logoFileKey?: string;
}

/** Fields whose change sends the enterprise back to the platform's review. */
export const REVIEWED_FIELDS = ['name', 'creditCode', 'licenseFileKey'] as const;

/** Quiet: the form shows failures under their fields. Replies with the enterprise after the change. */
export function updateEnterprise(body: UpdateEnterpriseRequest) {
  return enterpriseCall<EnterpriseDetail>('update', body, { hideError: true });
}

/**
 * `enterprise/retention` (issue 29): how long candidates' data is kept after a check ends. Without
 * `days` it reads, with it sets (owner/admin; 30–180 else 5101).
 */
export type Retention = Schemas['Retention'];

/** The contract's bounds, shown before the first answer and used to check the field. */
export const RETENTION_DEFAULTS = { defaultDays: 90, minDays: 30, maxDays: 180 } as const;

export const RETENTION_OUT_OF_RANGE = ErrorCode.RetentionOutOfRange;

export function retentionQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['enterprise/retention', enterpriseId],
    queryFn: () => enterpriseCall<Retention>('retention', {}, { hideError: true }),
    enabled: !!enterpriseId,
    retry: false,
  });
}

export function setRetention(days: number) {
  return enterpriseCall<Retention>('retention', { days }, { hideError: true });
}
