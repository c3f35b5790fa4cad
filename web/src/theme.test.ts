import { describe, expect, it } from 'vitest';
import { PALETTE } from './theme';

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colours', () => {
  const surfaces = { surface: PALETTE.surface, page: PALETTE.page, primarySoft: PALETTE.primarySoft };
  it.each(['text', 'textSecondary', 'placeholder', 'primary', 'primaryHover', 'primaryActive', 'error', 'warning', 'success', 'ink'] as const)(
    '%s text keeps 4.5:1 on every surface',
    (key) => {
      for (const [name, bg] of Object.entries(surfaces)) {
        expect(contrast(PALETTE[key], bg), `${key} on ${name}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('white text keeps 4.5:1 on the primary colours it sits on', () => {
    expect(contrast(PALETTE.surface, PALETTE.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PALETTE.surface, PALETTE.primaryDeep)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PALETTE.surface, PALETTE.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PALETTE.surface, PALETTE.primaryActive)).toBeGreaterThanOrEqual(4.5);
  });

  it('reproduces the measures of the issue (antd defaults)', () => {
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrast('#faad14', '#ffffff')).toBeCloseTo(1.9, 1);
  });
});
