import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, md5Hex } from './md5';

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
  ])('md5(%j) = %s (RFC 1321 vectors)', (input, digest) => {
    expect(md5Hex(input)).toBe(digest);
  });

  it('hashes UTF-8 text like the reference implementation', () => {
    for (const s of ['中文密码', 'Verity#2026', 'pässwörd', '😀']) {
      expect(md5Hex(s)).toBe(createHash('md5').update(s, 'utf8').digest('hex'));
    }
  });

  it('hashPassword returns the 32-char lower-case hex digest, never the plain text', () => {
    const digest = hashPassword('Verity#2026');
    expect(digest).toMatch(/^[0-9a-f]{32}$/);
    expect(digest).not.toContain('Verity');
  });
});
