import { describe, expect, it } from 'vitest';
import { currentHashLocation, hashForBarePath, hashNavigate, queryParamFromAddress, safeRedirect } from './navigation';

describe('navigation helpers', () => {
  it('navigates by setting window.location.hash', () => {
    hashNavigate('/login');
    expect(window.location.hash).toBe('#/login');
    hashNavigate('checkPhone?s=1');
    expect(window.location.hash).toBe('#/checkPhone?s=1');
    expect(currentHashLocation()).toEqual({ pathname: '/checkPhone', search: '?s=1' });
  });

  it('reads query parameters from the hash first, then the query string', () => {
    window.history.replaceState(null, '', '/?s=outer#/sr?s=inner');
    expect(queryParamFromAddress('s')).toBe('inner');
    window.history.replaceState(null, '', '/?s=outer#/sr');
    expect(queryParamFromAddress('s')).toBe('outer');
    window.history.replaceState(null, '', '/#/sr');
    expect(queryParamFromAddress('s')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/backRecord', '/backRecord'],
    ['/backRecord/detail?id=1', '/backRecord/detail?id=1'],
    ['/qrConfirm?ticket=abc', '/qrConfirm?ticket=abc'],
    [null, '/homePage'],
    ['', '/homePage'],
    ['//evil.example.com', '/homePage'],
    ['/\\evil.example.com', '/homePage'],
    ['https://evil.example.com', '/homePage'],
    ['javascript:alert(1)', '/homePage'],
    ['homePage', '/homePage'],
    ['/\tfoo', '/homePage'],
  ])('safeRedirect(%j) → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('the hash address of a bare path', () => {
  it('opens the candidate portal from its short texted link, and nothing else', () => {
    expect(hashForBarePath('/me', '')).toBe('#/me');
    expect(hashForBarePath('/me/', '#')).toBe('#/me');
    expect(hashForBarePath('/me', '#/me/check?id=o1')).toBeNull();
    expect(hashForBarePath('/', '')).toBeNull();
    expect(hashForBarePath('/mean', '')).toBeNull();
  });
});
