// In-memory response bodies per (route, normalized request, content version, day) with ETag/304 and Cache-Control.
import crypto from 'node:crypto';
import fresh from 'fresh';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Announcements, warnings and weather: always asked again (a cheap 304 when unchanged), so a publish shows at the next refresh. */
export const LIVE_CACHE_CONTROL = 'no-cache';

interface Entry {
  value: unknown;
  body: string;
  etag: string;
}

export const etagOf = (body: string): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

function normalize(o: unknown): string {
  if (typeof o !== 'object' || o === null) return '';
  return Object.entries(o as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join('&');
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /**
   * Free-text and coordinate queries can make many distinct keys, so memory is bounded by entry count and by
   * body size (UTF-16 length, close enough); the oldest entries go first.
   */
  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  key(req: FastifyRequest, scope: string): string {
    return `${scope}|${req.method} ${req.routeOptions.url ?? req.url}|${normalize(req.params)}|${normalize(req.query)}`;
  }

  get(key: string, build: () => unknown): Entry {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = build();
    const body = JSON.stringify(value);
    const entry = { value, body, etag: etagOf(body) };
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes)) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Sends a JSON body with ETag and Cache-Control, or 304 when the client's copy is current. */
export function sendJson(req: FastifyRequest, reply: FastifyReply, body: string, etag: string, cacheControl = CACHE_CONTROL): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (fresh(req.headers, { etag })) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
