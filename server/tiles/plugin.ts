// Serves the basemap under /tiles: the PMTiles archive with byte ranges, the style and the glyph ranges.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './range';

export interface TilesPluginOptions {
  /** The build output folder: macao.pmtiles, style.json and fonts/. */
  dir: string;
}

const ONE_DAY = 'public, max-age=86400';
const BUILD_HINT = 'The basemap is not built yet: run `npm run tiles:build`.';
/** A font name as our glyph build writes it; no separators, no dot-dot. */
const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
const RANGE_FILE = /^(\d{1,7})-(\d{1,7})\.pbf$/;

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found', message });
}

async function fileInfo(path: string): Promise<{ size: number; etag: string; mtime: Date } | undefined> {
  try {
    const s = await stat(path);
    if (!s.isFile()) return undefined;
    return { size: s.size, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`, mtime: s.mtime };
  } catch {
    return undefined;
  }
}

const etagMatches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}` || t.trim() === '*');

async function serveArchive(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
  const info = await fileInfo(path);
  if (!info) return notFound(reply, BUILD_HINT);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('cache-control', ONE_DAY)
    .header('content-type', 'application/vnd.pmtiles');
  if (etagMatches(request.headers['if-none-match'], info.etag)) return reply.code(304).send();
  // A Range made against another version of the archive gets the whole new one (If-Range).
  const ifRange = request.headers['if-range'];
  const range = ifRange !== undefined && ifRange !== info.etag ? { kind: 'full' as const } : parseRange(request.headers.range, info.size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .header('content-type', 'application/json')
      .send({ error: 'range_not_satisfiable', message: `The archive is ${info.size} bytes long.` });
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, info.size - 1];
  if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
  reply.header('content-length', String(end - start + 1));
  if (request.method === 'HEAD' || info.size === 0) return reply.send();
  return reply.send(createReadStream(path, { start, end }));
}

async function serveFile(reply: FastifyReply, path: string, type: string, cacheControl: string, missing: string): Promise<FastifyReply> {
  try {
    const body = await readFile(path);
    return reply.header('content-type', type).header('cache-control', cacheControl).send(body);
  } catch {
    return notFound(reply, missing);
  }
}

export const tilesPlugin: FastifyPluginAsync<TilesPluginOptions> = async (app, opts) => {
  const archive = join(opts.dir, 'macao.pmtiles');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/macao.pmtiles',
    exposeHeadRoute: false,
    handler: (request, reply) => serveArchive(request, reply, archive),
  });

  // The style changes with each build, so it is revalidated sooner than the tiles.
  app.get('/style.json', (_request, reply) =>
    serveFile(reply, join(opts.dir, 'style.json'), 'application/json; charset=utf-8', 'public, max-age=300', BUILD_HINT),
  );

  app.get<{ Params: { fontstack: string; range: string } }>('/fonts/:fontstack/:range', async (request, reply) => {
    const m = RANGE_FILE.exec(request.params.range);
    const start = Number(m?.[1]);
    if (!m || start % 256 !== 0 || Number(m[2]) !== start + 255 || start > 0x10ff00) {
      return reply.code(400).send({ error: 'bad_request', message: 'A glyph range looks like 0-255.pbf.' });
    }
    const names = request.params.fontstack.split(',').map((n) => n.trim());
    if (names.length === 0 || names.length > 8 || !names.every((n) => FONT_NAME.test(n))) {
      return reply.code(400).send({ error: 'bad_request', message: 'Invalid font stack name.' });
    }
    for (const name of names) {
      const path = join(opts.dir, 'fonts', name, request.params.range);
      if (await fileInfo(path)) return serveFile(reply, path, 'application/x-protobuf', ONE_DAY, '');
    }
    // A known font without this range (rare scripts, CJK extension planes): an empty glyph set, so MapLibre
    // draws those characters with the local font instead of reporting a map error.
    for (const name of names) {
      if (await fileInfo(join(opts.dir, 'fonts', name, '0-255.pbf'))) {
        return reply.code(200).header('content-type', 'application/x-protobuf').header('cache-control', ONE_DAY).send(Buffer.alloc(0));
      }
    }
    return notFound(reply, `No glyphs for ${names.join(', ')} in range ${request.params.range}. Run \`npm run tiles:build\` to build the fonts.`);
  });
};
