/** Helpers for hash-based navigation outside React (the request layer, session rules). */

/** Navigates to an in-app path such as `/login` by setting `window.location.hash`. */
export function hashNavigate(path: string): void {
  const target = path.startsWith('/') ? path : `/${path}`;
  window.location.hash = `#${target}`;
}

/** The in-app location encoded in the hash: `#/sr?s=1` → `{ pathname: '/sr', search: '?s=1' }`. */
export function currentHashLocation(): { pathname: string; search: string } {
  const hash = window.location.hash.replace(/^#/, '') || '/';
  const q = hash.indexOf('?');
  const pathname = q === -1 ? hash : hash.slice(0, q);
  const search = q === -1 ? '' : hash.slice(q);
  return { pathname: pathname || '/', search };
}

/** Reads a query parameter from the current address: the hash query first, then the real query string. */
export function queryParamFromAddress(name: string): string | null {
  const fromHash = new URLSearchParams(currentHashLocation().search).get(name);
  if (fromHash !== null) return fromHash;
  return new URLSearchParams(window.location.search).get(name);
}

export const DEFAULT_SIGNED_IN_PATH = '/homePage';

/**
 * Only in-app paths are accepted as redirect targets: they must start with a single `/`
 * (no `//host`, no `/\host`, no scheme). Anything else falls back.
 */
export function safeRedirect(
  redirect: string | null | undefined,
  fallback: string = DEFAULT_SIGNED_IN_PATH,
): string {
  if (!redirect) return fallback;
  if (!redirect.startsWith('/')) return fallback;
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  // Control characters can be used to smuggle a different host past naive checks.
  for (let i = 0; i < redirect.length; i += 1) {
    if (redirect.charCodeAt(i) < 0x20) return fallback;
  }
  return redirect;
}

/**
 * The hash address a bare path opens at, for the short links texted to candidates: the portal's
 * `<origin>/me` (an SMS keeps it short; the server answers index.html for any path) is `/#/me`.
 * Null for any other address: the SPA's own addresses are in the hash.
 */
export function hashForBarePath(pathname: string, hash: string): string | null {
  if (hash && hash !== '#') return null;
  return pathname.replace(/\/+$/, '') === '/me' ? '#/me' : null;
}
