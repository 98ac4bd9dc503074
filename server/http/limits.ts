// Time limits of every connection: a client that sends its request slowly, or goes quiet, loses its socket.
import type { ServerOptions } from 'node:http';

export interface Timeouts {
  /** The whole request (headers and body) must arrive within this time. */
  requestMs: number;
  /** The headers must arrive within this time. */
  headersMs: number;
  /** A socket with no traffic either way is closed after this time. */
  idleMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveMs: number;
  /** How often Node looks for requests over their time (its default, 30 s, would let a slow body live that long). */
  checkEveryMs: number;
}

/** A body of at most 64 KB needs far less than 30 s even on a poor mobile link. */
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 15_000, idleMs: 60_000, keepAliveMs: 10_000, checkEveryMs: 2_000 };

/** The Fastify constructor options that apply `t`. */
export function timeoutOptions(t: Timeouts): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node requires headersTimeout <= requestTimeout.
    http: { headersTimeout: Math.min(t.headersMs, t.requestMs), connectionsCheckingInterval: t.checkEveryMs },
  };
}
