import { get } from '../../../utils/request';

/** Flat key → value map, e.g. {"site.productName": "Verity", "site.supportPhone": "400-820-1234"}. */
export type SphereConfig = Record<string, string>;

export function querySphereConfig(prefix?: string) {
  return get<SphereConfig>('/data/querySphereConfig', prefix ? { prefix } : undefined, { hideError: true });
}
