/**
 * The enterprise calls several screens share (onboarding's "what next", the service contract,
 * the enterprise's account page): the current enterprise and its contract.
 *
 * The enterprise function (`/enterprise/...`) is not in api-types.ts yet (it is regenerated
 * from the backend's OpenAPI document later), so its replies are typed here and the calls go
 * through the request layer directly with {@link enterpriseCall}; once regenerated, these can
 * become `post()` calls of services/api.ts without changing a screen.
 */
import { queryOptions } from '@tanstack/react-query';
import { request, type RequestOptions } from '@/utils/request';
import { can } from './rights';

/** Where the platform's review of an enterprise stands. */
export type CertStatus = 'pending_review' | 'certified' | 'rejected';
export const CERT_STATUSES: readonly CertStatus[] = ['pending_review', 'certified', 'rejected'];

/** `enterprise/detail` (and `enterprise/update`'s reply): the session's current enterprise. */
export interface EnterpriseDetail {
  enterpriseId: string;
  name: string;
  creditCode: string;
  regionCode: string;
  /** Province, city, district names. */
  regionPath: string[];
  address: string;
  contactName: string;
  contactPhoneMasked: string;
  licenseFileKey: string;
  /** Short-lived signed URL of the licence (an image or a PDF). */
  licenseUrl: string | null;
  logoFileKey: string | null;
  logoUrl: string | null;
  certStatus: CertStatus;
  rejectReason: string | null;
  /** Epoch milliseconds. */
  submittedAt: number;
  reviewedAt: number | null;
  /** The current contract version. */
  contractVersion: string;
  contractVersionAccepted: string | null;
  contractAcceptedAt: number | null;
  /** Certified and the current contract accepted: ordering is open. */
  canOrder: boolean;
}

/** `enterprise/contract`: the current service contract in the request's language. */
export interface ContractText {
  version: string;
  title: string;
  /** Plain text; paragraphs are separated by blank lines. */
  body: string;
}

export interface AcceptedContract {
  version: string;
  acceptedAt: number;
}

/** Lengths of the enterprise's text fields (the server's CompanyName, Address, RealName). */
export const ENTERPRISE_LIMITS = { name: 100, address: 200, contactName: 50 } as const;

type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params' | 'responseType'>;

/** POST `/enterprise/<path>` with a JSON body; resolves with the envelope's data. */
export async function enterpriseCall<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  const res = await request<T>(`/enterprise/${path}`, { ...options, method: 'POST', data: body });
  return res.data;
}

/** The current enterprise, keyed by its id (a switch of enterprise asks again). */
export function enterpriseDetailQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['enterprise/detail', enterpriseId],
    queryFn: () => enterpriseCall<EnterpriseDetail>('detail'),
    enabled: !!enterpriseId,
  });
}

/** Whether the enterprise accepted the contract version now in force. */
export function contractAccepted(detail: Pick<EnterpriseDetail, 'contractVersion' | 'contractVersionAccepted'>): boolean {
  return !!detail.contractVersionAccepted && detail.contractVersionAccepted === detail.contractVersion;
}

/** Members who run the account (profile, contract, members): owners and administrators. */
export function managesEnterprise(role: string | null | undefined): boolean {
  return can(role, 'manageEnterprise');
}
