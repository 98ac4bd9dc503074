// Operator sign-in, sessions and CSRF as Fastify hooks: the session cookie (HttpOnly, Secure, SameSite=Strict,
// a new value at every sign-in), the CSRF token every write must echo in a header, and the failure throttle.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../live/repo-live';
import type { LiveStore } from '../live/store';
import type { Operator, Role } from '../live/types';
import { checkPassword, dummyHash } from './passwords';
import { IP_POLICY, PAIR_POLICY, afterFailure, isSessionLive, lockedFor, newToken, sameToken, sessionExpiry, tokenHash } from './rules';
import { checkTotp, normalRecoveryCode } from './second-factor';

export const SESSION_COOKIE = 'mgto_operator';
export const CSRF_HEADER = 'x-csrf-token';
/** The cookie is sent to the operator area only. */
const COOKIE_PATH = '/operator';

export interface SignedIn {
  operator: Operator;
  csrfToken: string;
  idHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    signedIn?: SignedIn;
  }
}

export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterS?: number,
    /** More fields for the answer's body (what the sign-in form needs to ask next). */
    readonly extra?: Record<string, unknown>,
    /** Already in the audit log (sign-in outcomes write their own rows). */
    readonly audited = false,
  ) {
    super(message);
  }
}

/** An admin has no business in the operator area without a second factor: every route but enrolment waits for it. */
export const mustEnrol = (o: Operator) => o.role === 'admin' && !o.totpSecret;

/**
 * How the audit log names what was typed as a user name: a real operator's name as it is; anything else by a short
 * hash, because people type their password into the wrong field and the log must never hold one in clear.
 */
export function typedName(username: string, operator: Operator | undefined): string {
  return operator ? operator.username : `unknown #${createHash('sha256').update(username).digest('hex').slice(0, 12)}`;
}

export const actorOf = (req: FastifyRequest): Actor => ({
  id: req.signedIn?.operator.id ?? null,
  name: req.signedIn?.operator.username ?? 'anonymous',
  ip: req.ip,
});

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeS: number): void {
  reply.setCookie(SESSION_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict', maxAge: maxAgeS });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' });
}

export interface SignInAttempt {
  username: string;
  password: string;
  /** A TOTP code or a recovery code, for an operator with a second factor. */
  code?: string | undefined;
  ip: string;
  now: number;
}

const throttleKeys = (username: string, ip: string) => ({
  // The typed name is hashed here too: the throttle table is no place for a password typed in the wrong field.
  pair: `pair:${createHash('sha256').update(username).digest('hex').slice(0, 24)}|${ip}`,
  ip: `ip:${ip}`,
});

/** Which second factor proves the sign-in, or null for a wrong code. Each code works once. */
async function secondFactor(store: LiveStore, operator: Operator & { totpSecret: string }, code: string, now: number): Promise<'totp' | 'recovery' | null> {
  const step = checkTotp(operator.totpSecret, code, now, operator.totpLastStep);
  if (step !== null) return (await store.useTotpStep(operator.id, step)) ? 'totp' : null;
  const recovery = normalRecoveryCode(code);
  if (!recovery) return null;
  for (const hash of await store.unusedRecoveryCodes(operator.id))
    if ((await checkPassword(hash, recovery)) && (await store.useRecoveryCode(operator.id, hash, now))) return 'recovery';
  return null;
}

/**
 * Checks a sign-in; on success makes a new session (the old cookie, if any, is dropped: rotation). Failures slow down
 * the (user name, address) pair and the address, never the account: see PAIR_POLICY.
 */
export async function signIn(store: LiveStore, a: SignInAttempt): Promise<{ token: string; signedIn: SignedIn; via: 'password' | 'totp' | 'recovery' }> {
  const { username, ip, now } = a;
  const keys = throttleKeys(username, ip);
  const operator = await store.operatorByUsername(username);
  const name = typedName(username, operator);
  const coalesced = (action: string, detail: Record<string, unknown>) =>
    store.auditCoalesced({ at: now, actor: name, actorId: null, action, target: name, detail, ip }, `${action}|${ip}|${name}|${String(detail.reason ?? '')}`);

  const throttles = await store.throttles([keys.pair, keys.ip]);
  const wait = Math.max(lockedFor(throttles.get(keys.pair), now), lockedFor(throttles.get(keys.ip), now));
  if (wait > 0) {
    const retryAfterS = Math.ceil(wait / 1000);
    await coalesced('sign-in.throttled', { retryAfterS });
    throw new AuthError(429, 'too many failed sign-ins from this address: try again later', retryAfterS, undefined, true);
  }
  const fail = async (reason: string): Promise<never> => {
    const pair = await store.updateThrottle(keys.pair, (t) => afterFailure(t, now, PAIR_POLICY));
    await store.updateThrottle(keys.ip, (t) => afterFailure(t, now, IP_POLICY));
    await coalesced('sign-in.failure', { reason, failures: pair?.failures ?? 1 });
    throw new AuthError(401, reason === 'wrong code' ? 'wrong code' : 'wrong user name or password', undefined, undefined, true);
  };

  // An unknown name costs as much as a wrong password, so timing does not tell which names exist.
  const ok = operator ? await checkPassword(operator.passwordHash, a.password) : (await checkPassword(await dummyHash(), a.password), false);
  if (!operator || !ok || operator.disabled) return fail(!operator ? 'unknown user' : operator.disabled ? 'disabled' : 'wrong password');
  let via: 'password' | 'totp' | 'recovery' = 'password';
  if (operator.totpSecret) {
    if (!a.code) throw new AuthError(401, 'enter the code from your authenticator app, or a recovery code', undefined, { secondFactor: true }, true);
    const proved = await secondFactor(store, { ...operator, totpSecret: operator.totpSecret }, a.code, now);
    if (!proved) return fail('wrong code');
    via = proved;
  }
  await store.updateThrottle(keys.pair, () => null);
  const token = newToken();
  const csrfToken = newToken();
  const idHash = tokenHash(token);
  await store.createSession({ idHash, operatorId: operator.id, csrfToken, createdAt: now, expiresAt: sessionExpiry(now, now), lastSeenAt: now, ip });
  await store.audit({ at: now, actor: operator.username, actorId: operator.id, action: 'sign-in.success', target: operator.username, detail: { via }, ip });
  return { token, signedIn: { operator, csrfToken, idHash }, via };
}

/** The session of the request's cookie, refreshed (sliding expiry); undefined when there is none or it ended. */
export async function sessionOf(store: LiveStore, req: FastifyRequest, now: number): Promise<SignedIn | undefined> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return undefined;
  const idHash = tokenHash(token);
  const session = await store.session(idHash);
  if (!session) return undefined;
  if (!isSessionLive(session, now)) {
    await store.deleteSession(idHash);
    return undefined;
  }
  const operator = await store.operator(session.operatorId);
  if (!operator || operator.disabled) return undefined;
  // Touch at most once a minute: reads stay cheap.
  if (now - session.lastSeenAt > 60_000) await store.touchSession(idHash, now, sessionExpiry(session.createdAt, now));
  return { operator, csrfToken: session.csrfToken, idHash };
}

/**
 * Refuses a request without a live session (401), a write without the session's CSRF token (403), a role it lacks, or
 * an admin without a second factor anywhere but their own account (403, `enrolSecondFactor`).
 */
export function requireSession(req: FastifyRequest, opts: { write: boolean; role?: Role; beforeEnrolment?: boolean }): SignedIn {
  const s = req.signedIn;
  if (!s) throw new AuthError(401, 'sign in first');
  if (opts.write && !sameToken(headerOf(req, CSRF_HEADER), s.csrfToken)) throw new AuthError(403, 'missing or wrong CSRF token');
  if (opts.role === 'admin' && s.operator.role !== 'admin') throw new AuthError(403, 'only an admin may do this');
  if (!opts.beforeEnrolment && mustEnrol(s.operator))
    throw new AuthError(403, 'an admin needs a second factor: set it up first', undefined, { enrolSecondFactor: true });
  return s;
}

function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Writes must come from our own pages: a cross-site Origin is refused even before the session is looked at. */
export function sameOrigin(req: FastifyRequest): boolean {
  const origin = headerOf(req, 'origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
