import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages, errorStatus } from './errors.ts';

describe('error catalogue', () => {
  it('has a Vietnamese message and an HTTP status for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorMessages[code], `message for ${code}`).toMatch(/\S/);
      expect(errorStatus[code], `status for ${code}`).toBeGreaterThanOrEqual(400);
    }
  });
  it('keeps the spec codes at their numbers', () => {
    expect(ErrorCode.LoginFailed).toBe(1000);
    expect(ErrorCode.TokenExpired).toBe(1011);
    expect(ErrorCode.ProfileAlreadyApplied).toBe(1052);
    expect(ErrorCode.Forbidden).toBe(1103);
  });
});
