// The /media routes: generated artwork (SVG/PNG with policies and widths), generated PDFs, and video hand-off.

import type { FastifyPluginAsync } from 'fastify';
import { parseArtRequest } from './art-request';
import { ArtService } from './art-service';
import { IMMUTABLE, etagOf, isFresh, sendCached, sendError } from './http';
import { renderPdf, type PdfDocumentSource } from './pdf';
import { RenderBusyError, type RenderQueueOptions } from './render-queue';

export interface MediaPluginOptions {
  /** Directory for rendered PNGs that outlives the process (created on first write). */
  cacheDir?: string;
  /** Memory budget of the rendered-file cache in bytes (default 64 MB). */
  cacheBytes?: number;
  /** Bound of the rendered PNGs kept in `cacheDir`, in bytes (default 256 MB). */
  diskCacheBytes?: number;
  /** Fair turns at the PNG renderer (tests make them small). */
  renderQueue?: RenderQueueOptions;
  /** Looks up a generated PDF by its name without `.pdf` (for example `whatson-2026-12`). */
  pdfSource?: (name: string) => PdfDocumentSource | undefined;
}

// Served standalone, an SVG is a document: it must not be able to run script or load anything.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, opts) => {
  const art = new ArtService({
    cacheDir: opts.cacheDir,
    cacheBytes: opts.cacheBytes,
    diskCacheBytes: opts.diskCacheBytes,
    onDiskError: (err) => app.log.warn(`media: ${opts.cacheDir} cannot be written (${(err as Error).message}); PNGs are drawn without a disk cache`),
    queue: opts.renderQueue,
  });

  app.get<{ Params: { motif: string; palette: string; file: string }; Querystring: Record<string, unknown> }>(
    '/art/:motif/:palette/:file',
    async (request, reply) => {
      const parsed = parseArtRequest(request.params, request.query);
      if ('error' in parsed) return sendError(reply, 400, parsed.error);
      const { job } = parsed;
      let body: Buffer;
      try {
        body = await art.bytes(job, request.ip);
      } catch (err) {
        if (!(err instanceof RenderBusyError)) throw err;
        reply.header('retry-after', String(err.retryAfterSeconds)).header('cache-control', 'no-store');
        return sendError(reply, 429, err.message);
      }
      const headers: Record<string, string> = {
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        'content-type': job.format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png',
      };
      if (job.format === 'svg') headers['content-security-policy'] = SVG_CSP;
      return sendCached(request, reply, body, headers);
    },
  );

  app.get<{ Params: { file: string } }>('/pdf/:file', async (request, reply) => {
    const m = /^([A-Za-z0-9][A-Za-z0-9._-]{0,120})\.pdf$/.exec(request.params.file);
    if (!m) return sendError(reply, 404, 'no such PDF');
    const source = opts.pdfSource?.(m[1]!);
    if (!source) return sendError(reply, 404, `no PDF named ${m[1]!}.pdf`);
    const pdf = renderPdf(source);
    const etag = etagOf(pdf);
    reply.headers({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${m[1]!}.pdf"`,
      // The content behind a name can change when the store is re-imported, so cache for an hour and revalidate.
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      etag,
    });
    if (isFresh(request, etag)) return reply.code(304).send();
    return reply.send(pdf);
  });

  // We ship no videos; pages show the poster artwork. A deployment with a media host gets the requests forwarded.
  app.get<{ Params: { '*': string } }>('/video/*', async (request, reply) => {
    const rest = request.params['*'];
    const host = process.env.MEDIA_HOST?.replace(/\/+$/, '');
    if (!/\.mp4$/i.test(rest) || !host || rest.split('/').includes('..')) return sendError(reply, 404, 'video not available');
    const path = rest.split('/').map(encodeURIComponent).join('/');
    return reply.redirect(`${host}/video/${path}`, 302);
  });
};

export default mediaPlugin;
