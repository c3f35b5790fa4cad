import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../services/api';

/** Flat key → value map, e.g. {"site.productName": "Verity", "site.supportPhone": "400-820-1234"}. */
export function sphereConfigQuery(prefix: string) {
  return queryOptions({
    queryKey: ['data/querySphereConfig', prefix],
    // Quiet: the cover page degrades gracefully without it.
    queryFn: () => get('/data/querySphereConfig', { prefix }, { hideError: true }),
  });
}
