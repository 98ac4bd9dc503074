// Serves the walking graph (issue 33) under /walk: one static file the browser routes on offline, sent in the
// brotli or gzip copy the build made (never compressed per request), with a strong ETag of its bytes.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

export interface WalkPluginOptions {
  /** The build output folder (walk/build): macao-walk.bin, .br and .gz. */
  dir: string;
}

export const WALK_GRAPH_FILE = 'macao-walk.bin';
// The route below is WALK_GRAPH_URL (#shared/walk/format) under the /walk prefix.
/** An hour fresh, then revalidated by ETag: a rebuilt graph reaches visitors the same day. */
const CACHE_CONTROL = 'public, max-age=3600';
const BUILD_HINT = 'The walking graph is not built yet: run `npm run walk:build`.';

interface Loaded {
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  br: Buffer | undefined;
  gz: Buffer | undefined;
}

/** The encodings the client accepts, from Accept-Encoding (q=0 refuses one). */
function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export const walkPlugin: FastifyPluginAsync<WalkPluginOptions> = async (app, opts) => {
  const path = join(opts.dir, WALK_GRAPH_FILE);
  let loaded: Loaded | undefined;

  /** The file and its compressed copies, read again only when the build replaced it. */
  async function load(): Promise<Loaded | undefined> {
    const s = await stat(path).catch(() => undefined);
    if (!s?.isFile()) return undefined;
    if (loaded?.mtimeMs === s.mtimeMs) return loaded;
    const raw = await readFile(path);
    const [br, gz] = await Promise.all([readFile(`${path}.br`).catch(() => undefined), readFile(`${path}.gz`).catch(() => undefined)]);
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`;
    loaded = { mtimeMs: s.mtimeMs, etag, raw, br, gz };
    return loaded;
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: `/${WALK_GRAPH_FILE}`,
    exposeHeadRoute: false,
    // Already compressed by the build: @fastify/compress must not do it again.
    compress: false,
    handler: async (request, reply) => {
      const file = await load();
      if (!file) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', message: BUILD_HINT });
      reply.header('etag', file.etag).header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Encoding');
      const inm = request.headers['if-none-match'];
      if (typeof inm === 'string' && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === file.etag)) return reply.code(304).send();
      let body = file.raw;
      if (file.br && accepts(request, 'br')) {
        body = file.br;
        reply.header('content-encoding', 'br');
      } else if (file.gz && accepts(request, 'gzip')) {
        body = file.gz;
        reply.header('content-encoding', 'gzip');
      }
      reply.header('content-type', 'application/octet-stream').header('content-length', body.byteLength);
      return request.method === 'HEAD' ? reply.send() : reply.send(body);
    },
  });
};
