// GET /media/pdf/{name}.{locale}.pdf (or {name}.pdf?lang=…, or {name}.pdf in English): renders the guide PDF in
// that language, keeps the bytes in a memory cache keyed by the content itself, and answers with ETag/304.

import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOCALES, isEnabledLocale, type Locale } from '#shared/locales';
import { etagOf, isFresh, sendError } from '../http';
import { ByteLru } from '../lru';
import type { PdfDocumentSource } from './model';
import { renderPdf } from './index';
import { ungated, type WorkGate } from '../../work/gate';
import type { WorkBusyError } from '../../work/work-queue';
import { sendBusy } from '../../http/errors';

export interface PdfRouteOptions {
  /** Looks up a generated PDF by its name without `.pdf` (for example `whatson-2026-12`), in one language. */
  pdfSource?: (name: string, locale: Locale) => PdfDocumentSource | undefined;
  /** Memory budget of rendered PDFs in bytes (default 32 MB). */
  pdfCacheBytes?: number;
  /** The process's PDF queue (server/work): a full queue answers 503 with Retry-After. */
  pdfGate?: WorkGate;
  /** Why a new PDF would be refused now (the PDF queue is full), checked before its text is gathered. */
  pdfBusy?: () => WorkBusyError | undefined;
  /** Typesets a PDF (worker threads when the server runs compiled: ./workers.ts); on this thread by default. */
  pdfRender?: (source: PdfDocumentSource) => Promise<Buffer>;
}

export type PdfRequest = { name: string; locale: Locale } | { status: 400 | 404; message: string };

const FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,120})\.pdf$/;

/** Reads the name and language of a PDF request; the language in the file name wins over `lang`. */
export function parsePdfRequest(file: string, lang: unknown): PdfRequest {
  const m = FILE.exec(file);
  if (!m) return { status: 404, message: 'no such PDF' };
  const stem = m[1]!;
  const suffix = LOCALES.find((l) => stem.endsWith(`.${l}`));
  if (suffix) {
    if (!isEnabledLocale(suffix)) return { status: 404, message: `no PDF in "${suffix}"` };
    return { name: stem.slice(0, -suffix.length - 1), locale: suffix };
  }
  if (lang === undefined || lang === '') return { name: stem, locale: 'en' };
  if (!isEnabledLocale(lang)) return { status: 400, message: `lang: "${String(lang).slice(0, 20)}" is not an enabled locale` };
  return { name: stem, locale: lang };
}

/** Rendered PDFs by a hash of what they say, so a re-import with new text renders anew and the same text never twice. */
export class PdfCache {
  private readonly done: ByteLru;
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** The key of each name and language's latest PDF, for its last good copy while the queue is full. */
  private readonly latest = new Map<string, string>();

  constructor(
    maxBytes: number,
    private readonly gate: WorkGate = ungated,
    private readonly render: (source: PdfDocumentSource) => Promise<Buffer> = renderPdf,
  ) {
    this.done = new ByteLru(maxBytes);
  }

  /** The PDF made last for this name and language, if it is still kept. */
  lastGood(name: string, locale: Locale): Buffer | undefined {
    const key = this.latest.get(`${name}.${locale}`);
    return key ? this.done.get(key) : undefined;
  }

  async get(source: PdfDocumentSource, name = source.title): Promise<Buffer> {
    const key = createHash('sha1').update(JSON.stringify(source)).digest('base64url');
    this.latest.set(`${name}.${source.locale}`, key);
    const hit = this.done.get(key);
    if (hit) return hit;
    let job = this.pending.get(key);
    if (!job) {
      job = this.gate(`pdf:${key}`, () => this.render(source)).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    const pdf = await job;
    this.done.set(key, pdf);
    return pdf;
  }
}

export function registerPdfRoute(app: FastifyInstance, opts: PdfRouteOptions): void {
  const cache = new PdfCache(opts.pdfCacheBytes ?? 32 * 1024 * 1024, opts.pdfGate, opts.pdfRender);
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>('/pdf/:file', async (request, reply) => {
    const req = parsePdfRequest(request.params.file, request.query.lang);
    if ('status' in req) return sendError(reply, req.status, req.message);
    // Gathering a PDF's text takes tens of milliseconds of this thread: a flood is refused before it, not after.
    const busy = opts.pdfBusy?.();
    const kept = busy ? cache.lastGood(req.name, req.locale) : undefined;
    if (busy && !kept) return sendBusy(reply, busy);
    let pdf = kept;
    if (!pdf) {
      const source = opts.pdfSource?.(req.name, req.locale);
      if (!source) return sendError(reply, 404, `no PDF named ${req.name}.pdf`);
      pdf = await cache.get(source, req.name);
    }
    const etag = etagOf(pdf);
    reply.headers({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${req.name}.${req.locale}.pdf"`,
      'content-language': req.locale,
      // The content behind a name can change when the store is re-imported, so cache for an hour and revalidate.
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      etag,
    });
    if (isFresh(request, etag)) return reply.code(304).send();
    return reply.send(pdf);
  });
}
