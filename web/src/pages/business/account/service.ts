import { queryOptions } from '@tanstack/react-query';
import { enterpriseCall, type EnterpriseDetail } from '@/services/enterprise';

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
 * `days` it reads, with it sets (owner/admin; 30–180 else 5101). Typed here by hand from the
 * contract; LEAD: switch to the generated schema once `npm run gen:api` knows the call.
 */
export interface Retention {
  days: number;
  defaultDays: number;
  minDays: number;
  maxDays: number;
  /** Epoch milliseconds of the last change; absent while the default applies. */
  updatedAt?: number | null;
}

/** The contract's bounds, shown before the first answer and used to check the field. */
export const RETENTION_DEFAULTS = { defaultDays: 90, minDays: 30, maxDays: 180 } as const;

/** LEAD: `ErrorCode.RetentionOutOfRange` of services/errorCodes.ts once regenerated. */
export const RETENTION_OUT_OF_RANGE = 5101;

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
