import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n';
import { enterpriseCall, type AcceptedContract, type ContractText } from '@/services/enterprise';

export { contractAccepted, enterpriseDetailQuery, managesEnterprise, type EnterpriseDetail } from '@/services/enterprise';

/** The contract in force, in the interface's language (the request's Accept-Language). */
export function contractQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['enterprise/contract', locale],
    queryFn: () => enterpriseCall<ContractText>('contract'),
  });
}

/** Quiet: the page tells an outdated version (3004) apart from other failures. */
export function acceptContract(version: string) {
  return enterpriseCall<AcceptedContract>('acceptContract', { version }, { hideError: true });
}

/** The contract's body as paragraphs (separated by blank lines). */
export function paragraphsOf(body: string | null | undefined): string[] {
  return (body ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
