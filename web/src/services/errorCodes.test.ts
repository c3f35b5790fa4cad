import { describe, expect, it } from 'vitest';
import * as ErrorCode from './errorCodes';

// errorCodes.ts is generated from the server's catalogue (shared/http/src/error.rs); the Rust
// test `catalogue_in_docs_is_current` fails when it is stale. This guards the names the SPA uses.
describe('the generated error catalogue', () => {
  it('names the session codes the request layer reacts to', () => {
    expect(ErrorCode.SessionInvalid).toBe(-5);
    expect(ErrorCode.NoPermission).toBe(-6);
    expect(ErrorCode.PhoneCheckRequired).toBe(-12);
  });

  it('names business codes as the catalogue numbers them', () => {
    expect(ErrorCode.Ok).toBe(0);
    expect(ErrorCode.InvalidField).toBe(1002);
    expect(ErrorCode.NotFound).toBe(1007);
    expect(ErrorCode.BadCredentials).toBe(2001);
    expect(ErrorCode.AccountMissing).toBe(2008);
    expect(ErrorCode.InsufficientBalance).toBe(4101);
  });

  it('gives every name its own code', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
