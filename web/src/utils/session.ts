import { clearAll } from './storage';

/** Fired on window whenever stored credentials are dropped (logout, session error). */
export const SESSION_CLEARED_EVENT = 'verity:session-cleared';

export function clearSession(): void {
  clearAll();
  window.dispatchEvent(new Event(SESSION_CLEARED_EVENT));
}
