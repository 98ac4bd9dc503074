// Operator sign-in, sessions and CSRF as Fastify hooks: the session cookie (HttpOnly, Secure, SameSite=Strict,
// a new value at every sign-in), the CSRF token every write must echo in a header, and the failure throttle.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../live/repo-live';
import type { LiveStore } from '../live/store';
import type { Operator, Role } from '../live/types';
import { checkPassword, dummyHash } from './passwords';
import { IP_POLICY, USER_POLICY, afterFailure, isSessionLive, lockedFor, newToken, sameToken, sessionExpiry, tokenHash } from './rules';

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
  ) {
    super(message);
  }
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

/** Checks a sign-in; on success makes a new session (the old cookie, if any, is dropped: rotation). */
export async function signIn(store: LiveStore, username: string, password: string, ip: string, now: number): Promise<{ token: string; signedIn: SignedIn }> {
  const userKey = `user:${username}`;
  const ipKey = `ip:${ip}`;
  const throttles = await store.throttles([userKey, ipKey]);
  const wait = Math.max(lockedFor(throttles.get(userKey), now), lockedFor(throttles.get(ipKey), now));
  const audit = (action: string, detail: unknown = null) => store.audit({ at: now, actor: username, actorId: null, action, target: username, detail, ip });
  if (wait > 0) {
    await audit('sign-in.locked', { retryAfterS: Math.ceil(wait / 1000) });
    throw new AuthError(429, 'too many failed sign-ins: try again later', Math.ceil(wait / 1000));
  }
  const operator = await store.operatorByUsername(username);
  // An unknown name costs as much as a wrong password, so timing does not tell which names exist.
  const ok = operator ? await checkPassword(operator.passwordHash, password) : (await checkPassword(await dummyHash(), password), false);
  if (!operator || !ok || operator.disabled) {
    const user = await store.updateThrottle(userKey, (t) => afterFailure(t, now, USER_POLICY));
    await store.updateThrottle(ipKey, (t) => afterFailure(t, now, IP_POLICY));
    await audit('sign-in.failure', { reason: !operator ? 'unknown user' : operator.disabled ? 'disabled' : 'wrong password', failures: user?.failures ?? 1 });
    throw new AuthError(401, 'wrong user name or password');
  }
  await store.updateThrottle(userKey, () => null);
  const token = newToken();
  const csrfToken = newToken();
  const idHash = tokenHash(token);
  await store.createSession({ idHash, operatorId: operator.id, csrfToken, createdAt: now, expiresAt: sessionExpiry(now, now), lastSeenAt: now, ip });
  await store.audit({ at: now, actor: operator.username, actorId: operator.id, action: 'sign-in.success', target: operator.username, detail: null, ip });
  return { token, signedIn: { operator, csrfToken, idHash } };
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

/** Refuses a request without a live session (401), a write without the session's CSRF token (403), or a role it lacks. */
export function requireSession(req: FastifyRequest, opts: { write: boolean; role?: Role }): SignedIn {
  const s = req.signedIn;
  if (!s) throw new AuthError(401, 'sign in first');
  if (opts.write && !sameToken(headerOf(req, CSRF_HEADER), s.csrfToken)) throw new AuthError(403, 'missing or wrong CSRF token');
  if (opts.role === 'admin' && s.operator.role !== 'admin') throw new AuthError(403, 'only an admin may do this');
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
