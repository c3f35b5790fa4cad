import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from '@/services/api';

export type Region = Schemas['Region'];

/** The divisions directly under `parentCode` (provinces without one). They never change in a session. */
export function regionChildrenQuery(parentCode?: string) {
  return queryOptions({
    queryKey: ['region/list', parentCode ?? ''],
    queryFn: async () => (await post('/region/list', parentCode ? { parentCode } : {})).list ?? [],
    staleTime: Infinity,
  });
}

/**
 * The codes from the province down to `code`: division codes are prefixes of their children's
 * (`44` → `4401` → `440106`).
 */
export function regionPathOf(code: string | null | undefined): string[] {
  if (!code) return [];
  const path: string[] = [];
  for (let len = 2; len <= code.length; len += 2) path.push(code.slice(0, len));
  return path;
}
