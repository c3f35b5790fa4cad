/**
 * Browser storage wrapper (spec §3 "Local storage", §4 "Storage rule").
 *
 * Every value is stored as JSON `{type, content, session?, timestamp}`:
 * - `type`: the data type of `content` ('string', 'number', 'boolean', 'object', 'array', 'null');
 * - `content`: the value itself;
 * - `session`: present (true) when the value is session-scoped;
 * - `timestamp`: when it was written (ms since epoch).
 *
 * A value is written to sessionStorage when a session flag is given, otherwise to
 * localStorage. Reading checks sessionStorage first, then localStorage.
 */

export const STORAGE_KEYS = {
  magicToken: 'magicToken',
  userInfo: 'userInfo',
  sessionToken: 'sessionToken',
} as const;

/** Keys holding credentials: removed on logout and on a session error. */
export const CREDENTIAL_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/**
 * Session-scoped keys holding what a user typed about a candidate (the order form's draft):
 * never in localStorage, removed with the credentials.
 */
export const SESSION_PII_KEYS: readonly string[] = ['orderDraft'];

export type StoredType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface StoredValue<T = unknown> {
  type: StoredType;
  content: T;
  session?: boolean;
  timestamp: number;
}

export interface SetItemOptions {
  /** Session-scoped value: written to sessionStorage instead of localStorage. */
  session?: boolean;
}

export function dataTypeOf(value: unknown): StoredType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  return 'object';
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames).
    return null;
  }
}

export function setItem<T>(key: string, content: T, options: SetItemOptions = {}): void {
  const wrapped: StoredValue<T> = {
    type: dataTypeOf(content),
    content,
    timestamp: Date.now(),
  };
  if (options.session) wrapped.session = true;
  const target = safeStorage(options.session ? 'session' : 'local');
  const other = safeStorage(options.session ? 'local' : 'session');
  try {
    target?.setItem(key, JSON.stringify(wrapped));
    // A key lives in exactly one place, so a stale copy cannot shadow the new value.
    other?.removeItem(key);
  } catch {
    // Quota exceeded or storage disabled: nothing sensible to do but skip.
  }
}

function isStoredValue(value: unknown): value is StoredValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    'content' in value &&
    'timestamp' in value
  );
}

function readFrom(storage: Storage | null, key: string): { found: boolean; value: unknown } {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    raw = null;
  }
  if (raw === null) return { found: false, value: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    return { found: true, value: isStoredValue(parsed) ? parsed.content : parsed };
  } catch {
    // A raw (unwrapped) string written by something else: hand it back as is.
    return { found: true, value: raw };
  }
}

/** Reads sessionStorage first, then localStorage. Returns null when absent. */
export function getItem<T = unknown>(key: string): T | null {
  const fromSession = readFrom(safeStorage('session'), key);
  if (fromSession.found) return fromSession.value as T;
  const fromLocal = readFrom(safeStorage('local'), key);
  if (fromLocal.found) return fromLocal.value as T;
  return null;
}

/** The full wrapper as stored (for diagnostics and tests). */
export function getRaw(key: string): StoredValue | null {
  for (const storage of [safeStorage('session'), safeStorage('local')]) {
    try {
      const raw = storage?.getItem(key);
      if (raw != null) {
        const parsed: unknown = JSON.parse(raw);
        return isStoredValue(parsed) ? parsed : null;
      }
    } catch {
      return null;
    }
  }
  return null;
}

export function removeItem(key: string): void {
  for (const storage of [safeStorage('session'), safeStorage('local')]) {
    try {
      storage?.removeItem(key);
    } catch {
      // ignore
    }
  }
}

/** Clears all stored credentials (magic token, user info, session token) and the order draft. */
export function clearAll(): void {
  CREDENTIAL_KEYS.forEach(removeItem);
  SESSION_PII_KEYS.forEach(removeItem);
}

export const storage = { setItem, getItem, getRaw, removeItem, clearAll };
