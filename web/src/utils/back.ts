/**
 * The `back` route convention (issue 23): a page opened from inside a form
 * (`/serviceContract?back=/initiateBack`) returns there after its own success. Kept apart from
 * `navigation.ts` (which the entry loads) so only the pages that use it carry it.
 */

/**
 * The `back` route: an in-app path (starts with one `/`, not `//`, no backslash, no control
 * character), else null.
 */
export function safeBack(back: string | null | undefined): string | null {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return null;
  for (let i = 0; i < back.length; i += 1) {
    if (back.charCodeAt(i) < 0x20) return null;
  }
  return back;
}

/** `back` with one more query parameter (`/initiateBack?packageId=p1`). */
export function backWith(back: string, name: string, value: string): string {
  return `${back}${back.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}
