// One id per visitor request, in every log line it causes: the page render's in-process API calls (Fastify's inject,
// run inside the page request's async context) take the id of the request they serve instead of a new one. A proxy's
// X-Request-Id is kept when it looks like an id, so a line in the proxy's log finds ours.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestScope {
  id?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** An id a client may hand us: short, and only characters that cannot break a log line or a header. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Fastify's genReqId: inside a request already under way (an in-process call) its id; otherwise the proxy's id when
 * acceptable, else a new one.
 */
export function requestId(req: IncomingMessage): string {
  const current = scope.getStore();
  if (current?.id) return current.id;
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}

/**
 * Runs the rest of every request (hooks, handler, the calls it makes) in a scope holding its id, so in-process calls
 * and queued work find it. A hook rather than a custom server: Fastify sets its timeouts only on a server it makes.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (scope.getStore()?.id === req.id) return done();
    scope.run({ id: req.id }, done);
  });
}

/** Runs `fn` inside the scope of the request with `id` (work a queue runs later on behalf of that request). */
export function withRequestId<T>(id: string | undefined, fn: () => T): T {
  return id ? scope.run({ id }, fn) : fn();
}

/** The id of the request whose work is running, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.id;
