/**
 * The package function (`POST /api/base/package/<action>`): the platform's catalogue of screening
 * items and the enterprise's versioned packages. Prices are the server's: the sums shown while
 * a package is built are a preview, the saved price is the reply's.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale, Translate } from '@/i18n';
import { post, type Schemas } from '@/services/api';
import { can } from '@/services/rights';

export type CatalogItem = Schemas['CatalogItem'];
export type PackageRow = Schemas['PackageRow'];
export type PackageDetail = Schemas['PackageDetail'];
export type PackageLine = Schemas['PackageLine'];
export type PackageStatus = Schemas['PackageStatus'];
export type Selection = Schemas['PackageItemSelection'];

/** Owners and administrators build and change packages; every member reads them. */
export function managesPackages(role: string | null | undefined): boolean {
  return can(role, 'managePackages');
}

/** The catalogue rarely changes: kept for the session. */
export const catalogQuery = queryOptions({
  queryKey: ['package/catalog'],
  queryFn: async () => (await post('/package/catalog', {})).list,
  staleTime: 30 * 60_000,
});

export function packagesQuery(enterpriseId: string | undefined, status: PackageStatus, keyword: string) {
  return infiniteQueryOptions({
    queryKey: ['package/list', enterpriseId, status, keyword],
    queryFn: ({ pageParam }) =>
      post('/package/list', { status, keyword: keyword || null, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

export function packageQuery(enterpriseId: string | undefined, packageId: string) {
  return queryOptions({
    queryKey: ['package/detail', enterpriseId, packageId],
    queryFn: () => post('/package/detail', { packageId }, { hideError: true }),
    enabled: !!enterpriseId && !!packageId,
    retry: false,
  });
}

/** Quiet: the form shows a refusal under its field. */
export function savePackage(body: { packageId?: string; version?: number; name: string; description: string; items: Selection[] }) {
  return body.packageId
    ? post('/package/update', { ...body, packageId: body.packageId }, { hideError: true })
    : post('/package/create', body, { hideError: true });
}

export function setPackageStatus(packageId: string, to: PackageStatus) {
  return post(to === 'disabled' ? '/package/disable' : '/package/enable', { packageId });
}

/** An item's name in the current language. */
export function itemName(item: Pick<CatalogItem, 'nameZh' | 'nameEn'>, locale: Locale): string {
  return locale === 'zh-CN' ? item.nameZh : item.nameEn;
}

/** The preview of a selection's price (the server prices it again on saving). */
export function previewPrice(catalog: CatalogItem[], items: Selection[]): number {
  return items.reduce((sum, s) => sum + (catalog.find((c) => c.code === s.code)?.unitPriceFen ?? 0) * s.quantity, 0);
}

/** Working days the slowest item usually takes (items run in parallel). */
export function turnaround(lines: Pick<CatalogItem, 'turnaroundDays'>[]): number {
  return lines.reduce((most, l) => Math.max(most, l.turnaroundDays), 0);
}

/** "1 working day", "5 working days". */
export function workingDays(t: Translate, days: number): string {
  return days === 1 ? t('packages.form.oneDay') : t('packages.form.days', { days });
}
