import { useSyncExternalStore } from 'react';
import { ME_TOKEN_EVENT, ME_TOKEN_KEY, meToken } from './service';

function subscribe(listener: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === ME_TOKEN_KEY) listener();
  };
  window.addEventListener(ME_TOKEN_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(ME_TOKEN_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The candidate's token as the pages see it: null once signed out or dropped on a 5001. */
export function useMeToken(): string | null {
  return useSyncExternalStore(subscribe, meToken, () => null);
}
