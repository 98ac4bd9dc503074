// Sends a made media file (narration, clip) through @fastify/send: byte ranges (players seek with 206 answers),
// If-Range, conditional GETs (If-None-Match compared as HTTP says, weak tags and lists included), 304, 416 and HEAD.
// Our own type and caching policy replace the library's.
import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string, cacheControl: string): Promise<FastifyReply> {
  const { statusCode, headers, stream } = await send(request.raw, encodeURIComponent(basename(file)), {
    root: dirname(file),
    cacheControl: false,
    dotfiles: 'allow',
    index: false,
  });
  reply.code(statusCode).headers(headers);
  // An error answer (a file removed under us) keeps the library's own body and headers.
  if (statusCode >= 400 && statusCode !== 416) return reply.send(stream);
  reply.headers({ 'content-type': type, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' });
  return reply.send(stream);
}
