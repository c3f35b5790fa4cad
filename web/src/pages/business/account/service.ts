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
