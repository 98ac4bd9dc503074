// Builds the Fastify app: security, compression, the API, media, tiles, static build files and the shell.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { registerSecurity } from './security';
import { registerPageShell } from './page-shell';
import { apiPlugin } from './routes';
import { openStore, type Store } from './store';
import { ensureStore } from './import';
import type { ServerConfig } from './config';
import { mediaPlugin } from './media/plugin';
import { tilesPlugin } from './tiles/plugin';
import { createPdfSource } from './media-source';
import { join, dirname } from 'node:path';
import { openLive } from './live/open';
import { operatorPlugin } from './operator/plugin';
import type { LiveState } from './live/state';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean | { level: string };
  /** Injected clock for tests (event status depends on today). */
  now?: () => Date;
}

export async function buildApp({ config, logger = false, now }: AppOptions): Promise<{ app: FastifyInstance; store: Store; live: LiveState }> {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 300 } });
  ensureStore({ contentDir: config.contentDir, dbPath: config.dbPath, log: (m) => app.log.info(m) });
  const store = openStore(config.dbPath);
  app.addHook('onClose', async () => store.close());
  const live = await openLive({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.liveDbPath,
    seed: store.document('announcements') ?? [],
    ...(now ? { now } : {}),
    pollMs: config.livePollMs,
    log: app.log,
  });
  live.start();
  app.addHook('onClose', async () => {
    await live.stop();
    await live.store.close();
  });

  await registerSecurity(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(apiPlugin, { prefix: '/api', store, live, ...(now ? { now } : {}) });
  await app.register(operatorPlugin, { prefix: '/operator/api', live, ...(now ? { now } : {}) });
  await app.register(tilesPlugin, { prefix: '/tiles', dir: config.tilesDir });
  await app.register(mediaPlugin, { prefix: '/media', cacheDir: join(dirname(config.dbPath), 'media-cache'), pdfSource: createPdfSource(store) });

  if (existsSync(config.distDir)) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      etag: true,
      lastModified: true,
      cacheControl: false,
      // @fastify/static 9 hands setHeaders the Node response (10 hands it the Fastify reply).
      setHeaders(res, path) {
        // Hashed build files never change; the service worker and the manifest must always be revalidated.
        if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (/sw\.js$|\.webmanifest$|index\.html$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=86400');
        if (/sw\.js$/.test(path)) res.setHeader('Service-Worker-Allowed', '/');
      },
    });
  }
  await registerPageShell(app, config.distDir, {
    heroImage: async (locale) => {
      const res = await app.inject({ method: 'GET', url: `/api/banner/home?lang=${locale}` });
      const banners = res.statusCode === 200 ? (res.json() as { image?: string }[]) : [];
      return banners[0]?.image;
    },
  });
  return { app, store, live };
}
