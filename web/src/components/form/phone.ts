/**
 * A typed or pasted phone number as the 11 digits the rules check: spaces, dashes, dots and
 * brackets go first (`138 0000 0000`, `138-0000-0000`), then a +86 / 0086 country prefix, and
 * only then is it cut to 11 characters.
 */
export function normalizePhone(raw: string): string {
  let digits = raw.replace(/[\s\-.()\u3000]/g, '');
  const prefixed = /^(?:\+86|0086)(1\d*)$/.exec(digits);
  if (prefixed) digits = prefixed[1];
  return digits.slice(0, 11);
}

/** A verification code without spaces, at most 6 characters. */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').slice(0, 6);
}
