import { describe, expect, it } from 'vitest';
import { normalizeCode, normalizePhone } from './phone';

describe('phone normalisation', () => {
  it.each([
    ['138 0000 0000', '13800000000'],
    ['138-0000-0000', '13800000000'],
    ['(138) 0000.0000', '13800000000'],
    ['+86 138 0000 0000', '13800000000'],
    ['0086 13800000000', '13800000000'],
    ['13800000000', '13800000000'],
    ['1380000000012', '13800000000'],
    ['138', '138'],
    ['', ''],
  ])('%j → %j (spaces go before the 11-digit cut)', (raw, phone) => {
    expect(normalizePhone(raw)).toBe(phone);
  });

  it('codes lose spaces and keep 6 characters', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('1234567')).toBe('123456');
  });
});
