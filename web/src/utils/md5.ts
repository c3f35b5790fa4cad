import { md5 } from 'js-md5';

/** Lower-case hex MD5 digest of a UTF-8 string. */
export function md5Hex(input: string): string {
  return md5(input);
}

/**
 * Passwords leave the browser only as the MD5 hex digest of what the user typed
 * (legacy constraint, spec §3); the server treats the digest as the password.
 */
export function hashPassword(plain: string): string {
  return md5Hex(plain);
}
