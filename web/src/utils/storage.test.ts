import { describe, expect, it } from 'vitest';
import { clearAll, dataTypeOf, getItem, getRaw, removeItem, setItem, STORAGE_KEYS } from './storage';

describe('storage wrapper', () => {
  it('wraps values as {type, content, timestamp} in localStorage by default', () => {
    const before = Date.now();
    setItem('userInfo', { name: 'Ada' });
    const raw = JSON.parse(window.localStorage.getItem('userInfo')!);
    expect(raw.type).toBe('object');
    expect(raw.content).toEqual({ name: 'Ada' });
    expect(raw.session).toBeUndefined();
    expect(raw.timestamp).toBeGreaterThanOrEqual(before);
    expect(window.sessionStorage.getItem('userInfo')).toBeNull();
    expect(getItem('userInfo')).toEqual({ name: 'Ada' });
  });

  it('writes to sessionStorage when the session flag is given, and records it', () => {
    setItem('sessionToken', 'abc', { session: true });
    expect(window.localStorage.getItem('sessionToken')).toBeNull();
    const raw = JSON.parse(window.sessionStorage.getItem('sessionToken')!);
    expect(raw).toMatchObject({ type: 'string', content: 'abc', session: true });
    expect(getRaw('sessionToken')).toMatchObject({ session: true, content: 'abc' });
  });

  it('reads sessionStorage first, then localStorage', () => {
    window.localStorage.setItem('k', JSON.stringify({ type: 'string', content: 'local', timestamp: 1 }));
    expect(getItem('k')).toBe('local');
    window.sessionStorage.setItem('k', JSON.stringify({ type: 'string', content: 'session', session: true, timestamp: 2 }));
    expect(getItem('k')).toBe('session');
  });

  it('records the data type of each value', () => {
    expect(dataTypeOf('a')).toBe('string');
    expect(dataTypeOf(1)).toBe('number');
    expect(dataTypeOf(false)).toBe('boolean');
    expect(dataTypeOf([1])).toBe('array');
    expect(dataTypeOf({})).toBe('object');
    expect(dataTypeOf(null)).toBe('null');
    setItem('n', 42);
    setItem('b', true);
    setItem('a', [1, 2]);
    expect(getRaw('n')?.type).toBe('number');
    expect(getItem('n')).toBe(42);
    expect(getItem('b')).toBe(true);
    expect(getRaw('a')?.type).toBe('array');
    expect(getItem('a')).toEqual([1, 2]);
  });

  it('returns null for a missing key and raw strings for unwrapped values', () => {
    expect(getItem('missing')).toBeNull();
    window.localStorage.setItem('legacy', 'plain-token');
    expect(getItem('legacy')).toBe('plain-token');
  });

  it('keeps one copy per key when switching between storages', () => {
    setItem('magicToken', 'one', { session: true });
    setItem('magicToken', 'two');
    expect(window.sessionStorage.getItem('magicToken')).toBeNull();
    expect(getItem('magicToken')).toBe('two');
  });

  it('removes a key from both storages', () => {
    window.localStorage.setItem('x', '1');
    window.sessionStorage.setItem('x', '2');
    removeItem('x');
    expect(window.localStorage.getItem('x')).toBeNull();
    expect(window.sessionStorage.getItem('x')).toBeNull();
  });

  it('clearAll removes the magic token, user info and session token, and nothing else', () => {
    setItem(STORAGE_KEYS.magicToken, 't');
    setItem(STORAGE_KEYS.userInfo, { a: 1 });
    setItem(STORAGE_KEYS.sessionToken, 's', { session: true });
    setItem('verityLocale', 'zh-CN');
    clearAll();
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(getItem(STORAGE_KEYS.sessionToken)).toBeNull();
    expect(getItem('verityLocale')).toBe('zh-CN');
  });
});
