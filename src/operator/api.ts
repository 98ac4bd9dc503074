// The operator area's one fetch client: JSON to and from /operator/api, the CSRF token on every write, and errors
// the screens can tell apart (signed out, locked out, refused, bad input).
import type { AccountView, AuditEntry, AuditQuery, LiveAnnouncement, OperatorView, SessionAnswer, StoredWeatherView, WarningsView } from './types';
import type { PushProgress } from '#shared/api/push-progress';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds until a slowed-down sign-in may be tried again. */
    readonly retryAfterS?: number,
    /** The answer's other fields (`secondFactor`: the sign-in needs a code). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => undefined;

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called when the server says the session has ended: the app asks to sign in again, keeping what is on screen. */
export function onSessionEnded(callback: () => void): void {
  onSignedOut = callback;
}

async function call<T>(method: string, path: string, body?: unknown, { signingIn = false } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  const res = await fetch(`/operator/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (res.ok) return (await res.json()) as T;
  const problem = (await res.json().catch(() => ({}))) as { message?: string } & Record<string, unknown>;
  const retry = Number(res.headers.get('retry-after'));
  if (res.status === 401 && !signingIn) onSignedOut();
  throw new ApiError(res.status, problem.message ?? res.statusText, Number.isFinite(retry) && retry > 0 ? retry : undefined, problem);
}

export const api = {
  session: () => call<SessionAnswer>('GET', '/session'),
  signIn: (username: string, password: string, code?: string) =>
    call<SessionAnswer>('POST', '/sign-in', { username, password, ...(code ? { code } : {}) }, { signingIn: true }),
  account: () => call<AccountView>('GET', '/account'),
  changePassword: (current: string, next: string) => call<{ changed: true }>('POST', '/account/password', { current, next }, { signingIn: true }),
  startSecondFactor: () => call<{ secret: string; uri: string }>('POST', '/account/second-factor/start'),
  confirmSecondFactor: (code: string) => call<{ recoveryCodes: string[] }>('POST', '/account/second-factor/confirm', { code }),
  removeSecondFactor: (password: string) => call<{ removed: true }>('POST', '/account/second-factor/remove', { password }),
  signOut: () => call<{ signedOut: true }>('POST', '/sign-out'),
  announcements: () => call<LiveAnnouncement[]>('GET', '/announcements'),
  createAnnouncement: (a: AnnouncementBody & { id: string }) => call<LiveAnnouncement>('POST', '/announcements', a),
  updateAnnouncement: (id: string, a: AnnouncementBody) => call<LiveAnnouncement>('PUT', `/announcements/${encodeURIComponent(id)}`, a),
  withdrawAnnouncement: (id: string) => call<LiveAnnouncement>('POST', `/announcements/${encodeURIComponent(id)}/withdraw`),
  /** The push delivery's progress, or null when it was never pushed. */
  delivery: (id: string) =>
    call<PushProgress>('GET', `/announcements/${encodeURIComponent(id)}/delivery`).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }),
  warnings: () => call<{ warnings: WarningsView['warnings'] }>('GET', '/warnings'),
  setWarnings: (warnings: { type: string; level: string }[]) => call<{ warnings: WarningsView['warnings'] }>('PUT', '/warnings', { warnings }),
  weather: () => call<{ weather: StoredWeatherView | null }>('GET', '/weather'),
  setWeather: (w: StoredWeatherView['weather']) => call<{ weather: StoredWeatherView | null }>('PUT', '/weather', w),
  resetWeather: () => call<{ weather: null }>('DELETE', '/weather'),
  operators: () => call<OperatorView[]>('GET', '/operators'),
  addOperator: (o: { username: string; displayName: string; role: 'editor' | 'admin'; password: string }) => call<OperatorView>('POST', '/operators', o),
  updateOperator: (id: string, patch: { disabled?: boolean; role?: 'editor' | 'admin'; resetSecondFactor?: true }) =>
    call<OperatorView>('PATCH', `/operators/${encodeURIComponent(id)}`, patch),
  audit: (q: AuditQuery = {}) => call<AuditEntry[]>('GET', `/audit?${auditSearch(q, 200)}`),
};

/** The audit filter as a query string (also the CSV export's link). */
export function auditSearch(q: AuditQuery, limit?: number): string {
  const p = new URLSearchParams();
  if (limit !== undefined) p.set('limit', String(limit));
  if (q.action) p.set('action', q.action);
  if (q.actor?.trim()) p.set('actor', q.actor.trim());
  return p.toString();
}

export interface AnnouncementBody {
  content: Record<string, string>;
  issuedTime?: number;
  /** Seconds; left out, it runs until withdrawn. */
  endTime?: number;
  active: boolean;
  isWarning: boolean;
  channels: ('web' | 'app')[];
}

/** The public warnings answer (effects worked out by the rules), as visitors get it. */
export async function publicWarnings(): Promise<WarningsView> {
  const res = await fetch('/api/warnings?lang=en', { cache: 'no-store' });
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  return (await res.json()) as WarningsView;
}
