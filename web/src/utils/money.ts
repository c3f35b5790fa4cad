/** Money as the interface shows it. The API carries integer fen (1 yuan = 100 fen), never floats. */
import type { Locale } from '@/i18n';

/** `¥1,234.50` of an amount in fen; a negative amount keeps its sign (`-¥12.00`). */
export function formatFen(fen: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(fen / 100);
}

/**
 * Fen of a yuan amount typed by a user (`"1,234.5"` → 123450); null when it is not a positive or
 * zero amount with at most two decimals. Parsed from the digits, so 0.29 never becomes 28 fen.
 */
export function parseYuan(text: string): number | null {
  const cleaned = text.trim().replace(/[,，\s]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}
