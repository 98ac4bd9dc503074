// Pure rules of operator sign-in: the failure throttle (rate limit, then a temporary lockout), session lifetimes,
// and token comparison. No I/O here, so each rule has unit tests.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ThrottleState } from '../live/types';

export interface ThrottlePolicy {
  /** Failures allowed within the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Per user name: five wrong passwords in 15 minutes lock the account for 15 minutes. */
export const USER_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per client address: twenty failures (any user names) in 15 minutes lock the address out for 30 minutes. */
export const IP_POLICY: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 30 * 60_000 };

/** Milliseconds until the key may try again; 0 when it is not locked. */
export function lockedFor(state: ThrottleState | undefined, now: number): number {
  return state && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

/** The throttle after one more failure: counted in its window, locked once the window holds too many. */
export function afterFailure(state: ThrottleState | undefined, now: number, policy: ThrottlePolicy): ThrottleState {
  const fresh = !state || now - state.windowStart >= policy.windowMs;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStart = fresh ? now : state.windowStart;
  return { failures, windowStart, lockedUntil: failures >= policy.maxFailures ? now + policy.lockMs : (state?.lockedUntil ?? 0) };
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

/** Why a new password is refused, or null when it will do. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > 256) return 'the password must have at most 256 characters';
  if (password.toLowerCase().includes(username.toLowerCase())) return 'the password must not contain the user name';
  return null;
}
