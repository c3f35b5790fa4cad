import { enterpriseCall } from '@/services/enterprise';

/** `enterprise/create`'s body (typed here until api-types.ts is regenerated). */
export interface CreateEnterpriseRequest {
  name: string;
  /** 18 characters (GB 32100-2015). */
  creditCode: string;
  /** A district (or a city without districts) from `region/list`. */
  regionCode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  /** The key `file/upload` answered for the business licence (purpose `license`). */
  licenseFileKey: string;
}

export interface CreateEnterpriseReply {
  enterpriseId: string;
  /** The caller's new session, as the new enterprise's owner; the old token stops working. */
  sToken: string;
}

/** Quiet: the form shows failures under their fields (1002 data.field, 3001–3003). */
export function createEnterprise(body: CreateEnterpriseRequest) {
  return enterpriseCall<CreateEnterpriseReply>('create', body, { hideError: true });
}
