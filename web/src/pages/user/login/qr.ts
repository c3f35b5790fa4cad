export const QR_POLL_INTERVAL_MS = 2000;

export type ViewStatus = 'loading' | 'active' | 'scanned' | 'confirmed' | 'expired' | 'cancelled' | 'failed';

/** expiresAt as epoch ms: numbers below 1e12 are seconds; strings are parsed as dates. */
export function parseExpiresAt(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value) {
    const n = Number(value);
    if (Number.isFinite(n)) return parseExpiresAt(n);
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}
