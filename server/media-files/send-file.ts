// Sends a media file with HTTP range support (seeking in audio and video players needs 206 answers).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../http/range';

export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string, cacheControl: string): Promise<FastifyReply> {
  const info = await stat(file);
  const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  reply.headers({
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    etag,
    'last-modified': info.mtime.toUTCString(),
  });
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? ({ kind: 'full' } as const) : parseRange(request.headers.range, info.size);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range.kind === 'full' && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: info.size - 1 };
  reply.header('content-length', String(end - start + 1));
  if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(file, { start, end }));
}
