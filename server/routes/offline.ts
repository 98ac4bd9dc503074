// GET /api/offline/manifest: what "Save Macao for offline" saves for a locale (every URL with its size and ETag);
// `core=1` keeps only what a first visit saves in the background. Built once per locale, content version and day.
import Type from 'typebox';
import type { Api } from '../api/context';
import { etagOf, sendJson } from '../api/cache';
import { LANG, simple } from '../api/schemas';
import { buildManifest, type BuiltPack } from '../offline/manifest';
import { compressPart, partEncoding, rangeOf, type CompressedPart } from '../offline/parts';
import { notFound } from '../api/context';
import type { WarningRule } from '#shared/warnings';
import type { OfflineManifest, PackSize } from '#shared/api/offline';

/** What a save downloads: every part and every live answer. */
const totalBytes = (m: OfflineManifest): number => m.parts.reduce((n, p) => n + p.bytes, 0) + m.entries.filter((e) => !e.part).reduce((n, e) => n + e.bytes, 0);

export interface OfflineRouteOptions {
  /** The basemap build folder; without it the pack holds no basemap. */
  tilesDir?: string;
}

export function registerOffline(api: Api, opts: OfflineRouteOptions = {}): void {
  // Compressed copies by archive hash: a part unchanged since yesterday's manifest is not compressed again.
  const compressed = new Map<string, Promise<CompressedPart>>();
  const compressedOf = (sha256: string, archive: Uint8Array): Promise<CompressedPart> => {
    let hit = compressed.get(sha256);
    if (!hit) {
      hit = compressPart(archive);
      compressed.set(sha256, hit);
      // Bounded: 14 locales' parts and a few of the common ones, then the oldest go.
      if (compressed.size > 400) compressed.delete(compressed.keys().next().value!);
    }
    return hit;
  };

  const built = new Map<string, Promise<BuiltPack>>();
  /** The size of each locale's whole guide, from the manifests built so far (a visitor of that language asked). */
  const sizes = new Map<string, PackSize>();
  const manifestFor = (locale: Parameters<typeof buildManifest>[0]['locale'], day: string): Promise<BuiltPack> => {
    const key = `${locale}|${api.store.contentVersion}|${day}`;
    let hit = built.get(key);
    if (!hit) {
      // Yesterday's and older content versions' manifests are never asked for again.
      for (const k of built.keys()) if (!k.endsWith(`|${api.store.contentVersion}|${day}`)) built.delete(k);
      hit = buildManifest({ app: api.app, store: api.store, locale, tilesDir: opts.tilesDir ?? '' });
      hit.then(
        ({ manifest, archives }) => {
          sizes.set(locale, { locale, version: manifest.version, bytes: totalBytes(manifest), items: manifest.entries.length });
          // Compressed ahead, one part after another, so a save does not wait for it (and a first visit's core
          // save is not slowed by a burst of it).
          void manifest.parts.reduce<Promise<unknown>>(
            (prev, part) => prev.then(() => compressedOf(part.sha256, archives.get(part.id)!)).catch(() => undefined),
            Promise.resolve(),
          );
        },
        () => built.delete(key),
      );
      built.set(key, hit);
    }
    return hit;
  };

  // What each warning means for each kind of place: saved with the core, so the service worker can work out the
  // places' status from the warnings a push brings while the phone is offline.
  api.get('/api/offline/warning-rules', simple(), ({ store }): { rules: WarningRule[] } => ({ rules: store.document('warning-rules') ?? [] }));

  api.app.get(
    '/offline/manifest',
    { schema: { querystring: Type.Partial(Type.Object({ lang: LANG, core: Type.Integer({ minimum: 0, maximum: 1 }) })) } },
    async (req, reply) => {
      const q = req.query as { lang?: string; core?: number };
      const ctx = api.context(q, {}, q.lang);
      const { manifest } = await manifestFor(ctx.locale, ctx.today);
      // The first visit's save is a few hundred small answers of many sections: it stays per entry (no parts).
      const body = JSON.stringify(q.core === 1 ? { ...manifest, entries: manifest.entries.filter((e) => e.core), parts: [] } : manifest);
      return sendJson(req, reply, body, etagOf(body));
    },
  );

  // What each other language would cost to save, for the save page: only the sizes known without building anything.
  api.app.get('/offline/sizes', async (req, reply) => {
    const body = JSON.stringify({ sizes: [...sizes.values()] } satisfies { sizes: PackSize[] });
    // It grows as languages are asked for: always revalidated.
    return sendJson(req, reply, body, etagOf(body), 'no-cache');
  });

  // One part of the pack as an archive (shared/offline-archive.ts), range-resumable against its strong ETag.
  api.app.get(
    '/offline/part/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) }),
        querystring: Type.Partial(Type.Object({ lang: LANG })),
      },
      // Compressed here, once per archive (never a range: its offsets are of the uncompressed archive).
      compress: false,
    },
    async (req, reply) => {
      const q = req.query as { lang?: string };
      const { id } = req.params as { id: string };
      const ctx = api.context(q, {}, q.lang);
      const { manifest, archives } = await manifestFor(ctx.locale, ctx.today);
      const part = manifest.parts.find((p) => p.id === id);
      const archive = archives.get(id);
      if (!part || !archive) throw notFound(`No offline part "${id}"`);
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
      const range = rangeOf(header('range'), header('if-range'), part.etag, archive.length);
      // The manifest changes with the content and the day: a cache must ask again, the ETag makes that cheap.
      reply.header('etag', part.etag).header('accept-ranges', 'bytes').header('cache-control', 'no-cache').type('application/octet-stream');
      if (range.kind === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${archive.length}`).send();
      if (range.kind === 'whole') {
        if (header('if-none-match') === part.etag) return reply.code(304).send();
        const variants = await compressedOf(part.sha256, archive);
        const encoding = partEncoding(header('accept-encoding'), variants);
        reply.header('vary', 'Accept-Encoding');
        if (encoding) return reply.header('content-encoding', encoding).send(variants[encoding]);
        return reply.send(Buffer.from(archive.buffer, archive.byteOffset, archive.length));
      }
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${archive.length}`)
        .send(Buffer.from(archive.buffer, archive.byteOffset + range.start, range.end - range.start + 1));
    },
  );
}
