import { describe, expect, it } from 'vitest';
import { formatFen, parseYuan } from './money';

describe('money', () => {
  it('shows fen as yuan with two decimals in both languages', () => {
    expect(formatFen(123450, 'en-US')).toBe('¥1,234.50');
    expect(formatFen(-1200, 'zh-CN')).toBe('-¥12.00');
    expect(formatFen(0, 'zh-CN')).toBe('¥0.00');
  });

  it('reads typed yuan as exact fen', () => {
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('1,234.5')).toBe(123450);
    expect(parseYuan('100')).toBe(10000);
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('-5')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
    expect(parseYuan('')).toBeNull();
  });
});
