// The /media routes: generated artwork (SVG/PNG with policies and widths) and generated PDFs (audio and video: server/audio, server/video).

import type { FastifyPluginAsync } from 'fastify';
import { parseArtRequest } from './art-request';
import { ArtService } from './art-service';
import { IMMUTABLE, sendCached, sendError } from './http';
import { registerPdfRoute, type PdfRouteOptions } from './pdf/route';
import { RenderBusyError, type RenderQueueOptions } from './render-queue';
import type { WorkGate } from '../work/gate';

export interface MediaPluginOptions extends PdfRouteOptions {
  /** Directory for rendered PNGs that outlives the process (created on first write). */
  cacheDir?: string;
  /** Memory budget of the rendered-file cache in bytes (default 64 MB). */
  cacheBytes?: number;
  /** Bound of the rendered PNGs kept in `cacheDir`, in bytes (default 256 MB). */
  diskCacheBytes?: number;
  /** Fair turns at the PNG renderer (tests make them small). */
  renderQueue?: RenderQueueOptions;
  /** The process's image queue (server/work). */
  imageGate?: WorkGate;
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
    ...(opts.imageGate ? { gate: opts.imageGate } : {}),
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

  // Generated PDFs in the visitor's language (server/media/pdf/route.ts).
  registerPdfRoute(app, opts);
};

export default mediaPlugin;
