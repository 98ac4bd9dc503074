// HTTP helpers for the media routes: JSON errors in Fastify's shape, strong ETags and conditional responses.

import { createHash } from 'node:crypto';
import fresh from 'fresh';
import type { FastifyReply, FastifyRequest } from 'fastify';

const REASONS: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found', 429: 'Too Many Requests' };

export function sendError(reply: FastifyReply, statusCode: 400 | 404 | 429, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ statusCode, error: REASONS[statusCode], message });
}

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's copy (If-None-Match: this ETag, weak or strong, or `*`) is current. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  return fresh(request.headers, { etag });
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends bytes with validators; answers 304 without a body when the client's copy is current. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: Buffer, headers: Record<string, string>): FastifyReply {
  const etag = etagOf(body);
  reply.headers({ ...headers, etag });
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.send(body);
}
