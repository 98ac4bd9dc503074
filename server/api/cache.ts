// In-memory response bodies per (route, normalized request, content version, day) with ETag/304 and Cache-Control.
import crypto from 'node:crypto';
import fresh from 'fresh';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BoundedLru, type LruLimits } from '../cache/bounded-lru';
import { queryKey } from '../cache/query-key';
import { cacheStats } from '../cache/stats';

export const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** Announcements, warnings and weather: always asked again (a cheap 304 when unchanged), so a publish shows at the next refresh. */
export const LIVE_CACHE_CONTROL = 'no-cache';

interface Entry {
  body: string;
  etag: string;
}

export const etagOf = (body: string): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** What an entry holds in memory: its key, body and ETag as UTF-16 strings, plus the map's own share. */
const weigh = (key: string, e: Entry): number => 2 * (key.length + e.body.length + e.etag.length) + 96;

export class ResponseCache {
  private readonly fixed: BoundedLru<Entry>;
  private readonly varying: BoundedLru<Entry>;

  /**
   * Entries hold only the serialized body, weighed as they sit in memory. Answers to free-text, paging and
   * coordinate queries live in their own, smaller part, so a flood of them cannot push out the site's fixed answers.
   */
  constructor(fixed: LruLimits = { maxEntries: 5000, maxBytes: 48 * 1024 * 1024 }, varying: LruLimits = { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 }) {
    this.fixed = new BoundedLru(fixed, weigh, cacheStats('api'));
    this.varying = new BoundedLru(varying, weigh, cacheStats('api'));
  }

  /** Only the query parameters the route declares take part (see query-key.ts). */
  key(req: FastifyRequest, scope: string): string {
    const { key, varies } = queryKey(req, scope);
    return `${varies ? 'v' : 'f'}|${key}`;
  }

  get(key: string, build: () => unknown): Entry {
    const part = key.startsWith('v|') ? this.varying : this.fixed;
    const hit = part.get(key);
    if (hit) return hit;
    const body = JSON.stringify(build());
    const entry = { body, etag: etagOf(body) };
    part.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.fixed.size + this.varying.size;
  }

  /** Bytes held, as weighed. */
  get bytes(): number {
    return this.fixed.bytes + this.varying.bytes;
  }
}

/** Sends a JSON body with ETag and Cache-Control, or 304 when the client's copy is current. */
export function sendJson(req: FastifyRequest, reply: FastifyReply, body: string, etag: string, cacheControl: string = CACHE_CONTROL): FastifyReply {
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (fresh(req.headers, { etag })) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
