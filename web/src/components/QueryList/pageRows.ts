/** The rows of a cursor-paged query, page after page (`list` or `items`, as the call names them). */
export function pageRows<T>(data: { pages: readonly { list?: T[]; items?: T[] }[] } | undefined): T[] {
  return data?.pages.flatMap((p) => p.list ?? p.items ?? []) ?? [];
}
