import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './api';
import { useI18n } from '@/i18n';

/** Flat key → value map, e.g. {"site.productName": "Verity", "site.supportPhone": "400-820-1234"}. */
export function sphereConfigQuery(prefix: string) {
  return queryOptions({
    queryKey: ['data/querySphereConfig', prefix],
    // Quiet: the pages that show it degrade gracefully without it.
    queryFn: () => get('/data/querySphereConfig', { prefix }, { hideError: true }),
    staleTime: 10 * 60_000,
  });
}

/** The public site configuration (`site.*`), in the current language where it has two. */
export function useSiteConfig() {
  const { locale } = useI18n();
  const query = useQuery(sphereConfigQuery('site.'));
  const config: Record<string, string> = query.data ?? {};
  const localised = (key: string) => (locale === 'zh-CN' ? config[`${key}Zh`] || config[key] : config[key]) || undefined;
  return {
    isPending: query.isPending,
    isError: query.isError,
    productName: config['site.productName'] || undefined,
    /** The operator's legal name (`site.legalName`, `site.legalNameZh`). */
    legalName: localised('site.legalName'),
    /** The ICP record number shown in the footer (`site.icpRecord`). */
    icpRecord: config['site.icpRecord'] || undefined,
    supportPhone: config['site.supportPhone'] || undefined,
    supportEmail: config['site.supportEmail'] || undefined,
    supportHours: localised('site.supportHours'),
  };
}
