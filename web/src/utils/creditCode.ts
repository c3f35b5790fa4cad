/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters, digits and
 * capital letters other than I, O, S, V and Z. The browser checks the form; the server also
 * checks the final check character.
 */
export const CREDIT_CODE_LENGTH = 18;
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NP-RTUW-Y]{18}$/;

/** Typed or pasted input as the code: capitals, no spaces or dashes, at most 18 characters. */
export function normalizeCreditCode(raw: string): string {
  return raw.replace(/[\s\-\u3000]/g, '').toUpperCase().slice(0, CREDIT_CODE_LENGTH);
}

export function isCreditCode(value: unknown): boolean {
  return typeof value === 'string' && CREDIT_CODE_PATTERN.test(value);
}
