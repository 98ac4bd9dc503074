// Sign-in rules: the failure throttle and lockout, session lifetimes, token comparison and password policy.
import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  USER_POLICY,
  afterFailure,
  isSessionLive,
  lockedFor,
  passwordProblem,
  sameToken,
  sessionExpiry,
  tokenHash,
} from '../../../../server/operator/rules';

describe('failure throttle', () => {
  it('locks a key at the fifth failure within the window, for the lock time', () => {
    let state;
    for (let i = 0; i < 4; i++) {
      state = afterFailure(state, 1000 + i, USER_POLICY);
      expect(lockedFor(state, 1000 + i)).toBe(0);
    }
    state = afterFailure(state, 2000, USER_POLICY);
    expect(state.failures).toBe(5);
    expect(lockedFor(state, 2000)).toBe(USER_POLICY.lockMs);
    expect(lockedFor(state, 2000 + USER_POLICY.lockMs)).toBe(0);
  });

  it('starts counting again once the window has passed', () => {
    let state = afterFailure(undefined, 0, USER_POLICY);
    for (let i = 0; i < 3; i++) state = afterFailure(state, 1, USER_POLICY);
    state = afterFailure(state, USER_POLICY.windowMs + 1, USER_POLICY);
    expect(state).toEqual({ failures: 1, windowStart: USER_POLICY.windowMs + 1, lockedUntil: 0 });
  });
});

describe('sessions and tokens', () => {
  it('slides a session on use, up to its maximum age', () => {
    expect(sessionExpiry(0, 1000)).toBe(1000 + SESSION_IDLE_MS);
    expect(sessionExpiry(0, SESSION_MAX_MS - 10)).toBe(SESSION_MAX_MS);
    expect(isSessionLive({ createdAt: 0, expiresAt: 500 }, 499)).toBe(true);
    expect(isSessionLive({ createdAt: 0, expiresAt: 500 }, 500)).toBe(false);
    expect(isSessionLive({ createdAt: 0, expiresAt: SESSION_MAX_MS * 2 }, SESSION_MAX_MS)).toBe(false);
  });

  it('compares tokens exactly and stores only their hash', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abd', 'abc')).toBe(false);
    expect(sameToken('ab', 'abc')).toBe(false);
    expect(sameToken(undefined, 'abc')).toBe(false);
    expect(tokenHash('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash('abc')).not.toContain('abc');
  });

  it('refuses short passwords and ones holding the user name', () => {
    expect(passwordProblem('short', 'ana')).toMatch(/12 characters/);
    expect(passwordProblem('my-name-is-ana-lee', 'ana')).toMatch(/user name/);
    expect(passwordProblem('correct horse battery', 'ana')).toBeNull();
  });
});
