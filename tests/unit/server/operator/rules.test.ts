// Sign-in rules: the failure throttle and lockout, session lifetimes, token comparison and password policy.
import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  IP_POLICY,
  PAIR_POLICY,
  afterFailure,
  delayAfter,
  isSessionLive,
  lockedFor,
  passwordProblem,
  sameToken,
  sessionExpiry,
  tokenHash,
} from '../../../../server/operator/rules';

describe('failure throttle', () => {
  it('lets the free failures through, then doubles the wait up to its cap', () => {
    let state;
    for (let i = 0; i < PAIR_POLICY.freeFailures; i++) {
      state = afterFailure(state, 1000 + i, PAIR_POLICY);
      expect(lockedFor(state, 1000 + i)).toBe(0);
    }
    const waits = [];
    for (let i = 0; i < 14; i++) {
      state = afterFailure(state, 2000, PAIR_POLICY);
      waits.push(lockedFor(state, 2000));
    }
    expect(waits.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(Math.max(...waits)).toBe(PAIR_POLICY.maxDelayMs);
    expect(delayAfter(10_000, IP_POLICY)).toBe(IP_POLICY.maxDelayMs);
  });

  it('forgets the failures after a quiet spell', () => {
    let state = afterFailure(undefined, 0, PAIR_POLICY);
    for (let i = 0; i < 6; i++) state = afterFailure(state, 1, PAIR_POLICY);
    state = afterFailure(state, 1 + PAIR_POLICY.forgetMs, PAIR_POLICY);
    expect(state).toEqual({ failures: 1, windowStart: 1 + PAIR_POLICY.forgetMs, lockedUntil: 1 + PAIR_POLICY.forgetMs });
    expect(lockedFor(state, 1 + PAIR_POLICY.forgetMs)).toBe(0);
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
    expect(passwordProblem('xx-lartnec.ohcuan-xx', 'nuno.central')).toBeNull();
    expect(passwordProblem('9ilgrebmol-oxx', 'lombergli9')).toMatch(/user name/);
    expect(passwordProblem('correct horse battery', 'ana')).toBeNull();
  });

  it.each(['password1234', 'aaaaaaaaaaaa', '            ', 'Password123!', 'qwertyuiop12', 'iloveyou1234', '123456789012', 'abcdefghijkl'])(
    'refuses the common or guessable password %j',
    (password) => {
      expect(passwordProblem(password, 'ana')).toMatch(/too common|user name/);
    },
  );
});
