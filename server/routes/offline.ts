// GET /api/offline/manifest: what "Save Macao for offline" saves for a locale (every URL with its size and ETag);
// `core=1` keeps only what a first visit saves in the background. Built once per locale, content version and day.
import Type from 'typebox';
import type { Api } from '../api/context';
import { etagOf, sendJson } from '../api/cache';
import { LANG, simple } from '../api/schemas';
import { buildManifest } from '../offline/manifest';
import type { OfflineManifest } from '#shared/api/offline';
import type { WarningRule } from '#shared/warnings';

export interface OfflineRouteOptions {
  /** The basemap build folder; without it the pack holds no basemap. */
  tilesDir?: string;
}

export function registerOffline(api: Api, opts: OfflineRouteOptions = {}): void {
  const built = new Map<string, Promise<OfflineManifest>>();
  const manifestFor = (locale: Parameters<typeof buildManifest>[0]['locale'], day: string): Promise<OfflineManifest> => {
    const key = `${locale}|${api.store.contentVersion}|${day}`;
    let hit = built.get(key);
    if (!hit) {
      // Yesterday's and older content versions' manifests are never asked for again.
      for (const k of built.keys()) if (!k.endsWith(`|${api.store.contentVersion}|${day}`)) built.delete(k);
      hit = buildManifest({ app: api.app, store: api.store, locale, tilesDir: opts.tilesDir ?? '' });
      hit.catch(() => built.delete(key));
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
      const manifest = await manifestFor(ctx.locale, ctx.today);
      const body = JSON.stringify(q.core === 1 ? { ...manifest, entries: manifest.entries.filter((e) => e.core) } : manifest);
      return sendJson(req, reply, body, etagOf(body));
    },
  );
}
