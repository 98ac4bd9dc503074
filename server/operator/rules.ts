// Pure rules of operator sign-in: the failure throttle (rate limit, then a temporary lockout), session lifetimes,
// and token comparison. No I/O here, so each rule has unit tests.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { ThrottleState } from '../live/types';

export interface ThrottlePolicy {
  /** Failures that cost nothing (typing slips). */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetMs: number;
}

/**
 * Per (user name, address) pair: three slips are free, then 1 s, 2 s, 4 s … up to 15 minutes between tries. There is
 * no lock on the account itself (ASVS v5 V6.3.1): failures from other addresses never stop the right password and
 * code from a clean one.
 */
export const PAIR_POLICY: ThrottlePolicy = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetMs: 60 * 60_000 };
/**
 * Per address (any user names: password spraying): twenty failures are free, then 1 s doubling up to 5 minutes. The
 * cap is low on purpose: behind a proxy whose X-Forwarded-For is not trusted every operator shares one address.
 */
export const IP_POLICY: ThrottlePolicy = { freeFailures: 20, baseDelayMs: 1_000, maxDelayMs: 5 * 60_000, forgetMs: 60 * 60_000 };

/** Milliseconds until the key may try again; 0 when it may now. */
export function lockedFor(state: ThrottleState | undefined, now: number): number {
  return state && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

/** The wait imposed after `failures` failures: none for the free ones, then doubling up to the cap. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  const over = failures - policy.freeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.baseDelayMs * 2 ** Math.min(over - 1, 40), policy.maxDelayMs);
}

/** The throttle after one more failure (windowStart is the last failure: a quiet hour forgets the count). */
export function afterFailure(state: ThrottleState | undefined, now: number, policy: ThrottlePolicy): ThrottleState {
  const failures = !state || now - state.windowStart >= policy.forgetMs ? 1 : state.failures + 1;
  return { failures, windowStart: now, lockedUntil: now + delayAfter(failures, policy) };
}

/** A session lives 8 hours from its last use, and never more than 24 hours from sign-in. */
export const SESSION_IDLE_MS = 8 * 3_600_000;
export const SESSION_MAX_MS = 24 * 3_600_000;

export function sessionExpiry(createdAt: number, now: number): number {
  return Math.min(now + SESSION_IDLE_MS, createdAt + SESSION_MAX_MS);
}

export function isSessionLive(s: { expiresAt: number; createdAt: number }, now: number): boolean {
  return now < s.expiresAt && now < s.createdAt + SESSION_MAX_MS;
}

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by the hash of their cookie value only. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time equality of two tokens (a wrong CSRF token takes as long as a right one). */
export function sameToken(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A user name: lowercase letters, digits, dot, dash, underscore; 3–40 characters. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const MIN_PASSWORD_LENGTH = 12;

/** zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" for an online attack (over 10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3;

// zxcvbn-ts with its common-language package: about 30,000 of the commonest passwords from breach corpora, plus
// keyboard walks, repeats, sequences, dates and l33t forms of them. Built once, on first use (it is large).
let strength: ZxcvbnFactory | undefined;
const estimator = () => (strength ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }));

/** Why a new password is refused, or null when it will do: length, then the user name, then how guessable it is. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > 256) return 'the password must have at most 256 characters';
  const name = username.toLowerCase();
  const folded = password.toLowerCase();
  if (folded.includes(name) || (name.length >= 4 && folded.includes([...name].reverse().join('')))) return 'the password must not contain the user name';
  const result = estimator().check(password, [name, ...name.split(/[._-]/).filter((p) => p.length >= 3), 'macao', 'macau', 'mgto', 'operator']);
  if (result.score < MIN_PASSWORD_SCORE) return 'the password is too common or too easy to guess: use a few unrelated words, or a password manager';
  return null;
}
