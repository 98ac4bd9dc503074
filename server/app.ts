// Builds the Fastify app: security, compression, the API, media, tiles, static build files and the shell.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { registerSecurity } from './security';
import { registerShell } from './shell';
import { apiPlugin } from './routes/api';
import { openStore, type Store } from './store';
import { ensureStore } from './import';
import type { ServerConfig } from './config';
import { mediaPlugin } from './media/plugin';
import { tilesPlugin } from './tiles/plugin';
import { audioPlugin } from './audio/plugin';
import { videoPlugin } from './video/plugin';
import { createPdfSource } from './media-source';
import { contentPageExists } from './page-exists';
import { join, dirname } from 'node:path';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean | { level: string };
  /** Injected clock for tests (event status depends on today). */
  now?: () => Date;
  /** Make every audio narration and video clip in the background after start (the server does; tests need not). */
  prepareMedia?: boolean;
}

export async function buildApp({ config, logger = false, now, prepareMedia = false }: AppOptions): Promise<{ app: FastifyInstance; store: Store }> {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 300 } });
  ensureStore({ contentDir: config.contentDir, dbPath: config.dbPath, log: (m) => app.log.info(m) });
  const store = openStore(config.dbPath);
  app.addHook('onClose', async () => store.close());

  await registerSecurity(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(apiPlugin, { prefix: '/api', store, ...(now ? { now } : {}) });
  await app.register(tilesPlugin, { prefix: '/tiles', dir: config.tilesDir });
  await app.register(mediaPlugin, { prefix: '/media', cacheDir: join(dirname(config.dbPath), 'media-cache'), pdfSource: createPdfSource(store) });
  const generated = join(dirname(config.dbPath), 'generated');
  await app.register(audioPlugin, { prefix: '/media/audio', store, dir: join(generated, 'audio'), prepare: prepareMedia });
  await app.register(videoPlugin, { prefix: '/media/video', store, dir: join(generated, 'video'), mediaHost: config.mediaHost, prepare: prepareMedia });

  if (existsSync(config.distDir)) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      etag: true,
      lastModified: true,
      cacheControl: false,
      setHeaders(res: { header: (k: string, v: string) => unknown }, path: string) {
        // Hashed build files never change; the service worker and the manifest must always be revalidated.
        if (/[\\/]assets[\\/]/.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (/sw\.js$|\.webmanifest$|index\.html$/.test(path)) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=86400');
        if (/sw\.js$/.test(path)) res.header('Service-Worker-Allowed', '/');
      },
    });
  }
  await registerShell(app, config.distDir, {
    heroImage: async (locale) => {
      const res = await app.inject({ method: 'GET', url: `/api/banner/home?lang=${locale}` });
      const banners = res.statusCode === 200 ? (res.json() as { image?: string }[]) : [];
      return banners[0]?.image;
    },
    pageExists: (segments) => contentPageExists(store, segments),
  });
  return { app, store };
}
