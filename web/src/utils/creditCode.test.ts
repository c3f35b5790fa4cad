import { describe, expect, it } from 'vitest';
import { isCreditCode, normalizeCreditCode } from './creditCode';

describe('unified social credit code', () => {
  it('accepts 18 digits and capitals outside I, O, S, V, Z', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) expect(isCreditCode(`91350100M000100Y4${letter}`)).toBe(false);
    expect(isCreditCode('91350100m000100y43')).toBe(false);
  });

  it('normalises typed input: capitals, no spaces, at most 18 characters', () => {
    expect(normalizeCreditCode(' 9135 0100-m000 100y43 99')).toBe('91350100M000100Y43');
  });
});
