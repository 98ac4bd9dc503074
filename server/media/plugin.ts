// The /media routes: generated artwork (SVG/PNG with policies and widths) and generated PDFs (audio and video: server/audio, server/video).

import type { FastifyPluginAsync } from 'fastify';
import { parseArtRequest } from './art-request';
import { ArtService } from './art-service';
import { IMMUTABLE, etagOf, isFresh, sendCached, sendError } from './http';
import { renderPdf, type PdfDocumentSource } from './pdf';

export interface MediaPluginOptions {
  /** Directory for rendered PNGs that outlives the process (created on first write). */
  cacheDir?: string;
  /** Memory budget of the rendered-file cache in bytes (default 64 MB). */
  cacheBytes?: number;
  /** Looks up a generated PDF by its name without `.pdf` (for example `whatson-2026-12`). */
  pdfSource?: (name: string) => PdfDocumentSource | undefined;
}

// Served standalone, an SVG is a document: it must not be able to run script or load anything.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, opts) => {
  const art = new ArtService({
    cacheDir: opts.cacheDir,
    cacheBytes: opts.cacheBytes,
    onDiskError: (err) => app.log.warn({ err }, 'media: could not write the PNG cache'),
  });

  app.get<{ Params: { motif: string; palette: string; file: string }; Querystring: Record<string, unknown> }>(
    '/art/:motif/:palette/:file',
    async (request, reply) => {
      const parsed = parseArtRequest(request.params, request.query);
      if ('error' in parsed) return sendError(reply, 400, parsed.error);
      const { job } = parsed;
      const body = await art.bytes(job);
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
};

export default mediaPlugin;
