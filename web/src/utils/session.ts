import { clearAll, setItem, STORAGE_KEYS } from './storage';

/** Fired on window whenever stored credentials are dropped (logout, session error). */
export const SESSION_CLEARED_EVENT = 'verity:session-cleared';

export function clearSession(): void {
  clearAll();
  window.dispatchEvent(new Event(SESSION_CLEARED_EVENT));
}

/**
 * Stores a session token the server handed over outside a sign-in (a new enterprise's owner
 * session, which replaces the old token) as the one every call sends from now on, where
 * LoginProvider's loginInfo keeps it.
 */
export function storeSessionToken(token: string): void {
  setItem(STORAGE_KEYS.magicToken, token);
  setItem(STORAGE_KEYS.sessionToken, token, { session: true });
}
