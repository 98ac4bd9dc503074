// Serves the basemap under /tiles: the PMTiles archive (byte ranges, ETag, 304 and 416 by @fastify/static), the style
// and the glyph ranges.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

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

async function fileInfo(path: string): Promise<{ size: number; mtime: Date } | undefined> {
  try {
    const s = await stat(path);
    if (!s.isFile()) return undefined;
    return { size: s.size, mtime: s.mtime };
  } catch {
    return undefined;
  }
}

/** send's validator for the archive, `W/"size-mtime"` (hex), which the routes below expose as a strong one. */
const weakEtag = (info: { size: number; mtime: Date }): string => `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;

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

  // Only sendFile is used (serve: false): the archive is the one file served from this folder this way.
  await app.register(fastifyStatic, { root: resolve(opts.dir), serve: false, acceptRanges: true, etag: true, lastModified: true, cacheControl: false });

  // The pmtiles client ignores weak ETags, and the app keeps offline ranges per archive version by its ETag, so the
  // validator send makes (W/"size-mtime") goes out strong; a strong If-Range naming it is read as send's own.
  app.addHook('onSend', async (request, reply) => {
    const etag = reply.getHeader('etag');
    if (request.routeOptions.url?.endsWith('/macao.pmtiles') && typeof etag === 'string') reply.header('etag', etag.replace(/^W\//, ''));
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/macao.pmtiles',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const info = await fileInfo(archive);
      if (!info) return notFound(reply, BUILD_HINT);
      const ifRange = request.headers['if-range'];
      if (ifRange !== undefined && `W/${ifRange}` === weakEtag(info)) request.headers['if-range'] = weakEtag(info);
      reply.header('cache-control', ONE_DAY).header('content-type', 'application/vnd.pmtiles');
      return reply.sendFile('macao.pmtiles', { contentType: false });
    },
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
