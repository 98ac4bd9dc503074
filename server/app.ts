// Builds the Fastify app: security, compression, the API, media, tiles, static build files and the shell.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { registerSecurity } from './security';
import { registerPageShell } from './page-shell';
import { loadPageRenderer } from './ssr/page-renderer';
import { apiPlugin } from './routes';
import type { Store } from './store';
import { prepareStore } from './startup/store';
import { handleError, handleFrameworkError } from './http/errors';
import { timeoutOptions } from './http/limits';
import { ConfigError, type ServerConfig } from './config';
import { mediaPlugin } from './media/plugin';
import { tilesPlugin } from './tiles/plugin';
import { walkPlugin } from './walk/plugin';
import { audioPlugin } from './audio/plugin';
import { videoPlugin } from './video/plugin';
import { createPdfSource } from './media-source';
import { contentPageExists } from './page-exists';
import { registerSeo } from './seo/plugin';
import { registerEventCalendar } from './calendar/plugin';
import { join, dirname } from 'node:path';
import { openLive } from './live/open';
import { strictQueryNumbers } from './http/query-numbers';
import { operatorPlugin } from './operator/plugin';
import { registerOperatorPage } from './operator/page';
import type { LiveState } from './live/state';
import { pushPlugin } from './push/plugin';
import { PushService } from './push/service';
import { DurablePush } from './push/durable';
import { resolveVapid, VapidConfigError } from './push/vapid';
import { createWorkQueues, type WorkQueues } from './work/queues';
import { registerHealth } from './health';
import { loadedReactBuild } from './ssr/react-build';
import { compiledPdfWorkers } from './media/pdf/workers';
import { registerRequestScope, requestId } from './http/request-id';
import { registerMetrics } from './metrics/plugin';
import { createPurger } from './cache/purge';
import { tagSurrogateKeys } from './cache/surrogate-key';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean | { level: string };
  /** Injected clock for tests (event status depends on today). */
  now?: () => Date;
  /** Whether the store's folder can be written (tests inject it; the default tries a real write). */
  canWrite?: (dir: string) => boolean;
  /** Told of every route as it is added (the fuzz run lists the routes this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Make every audio narration and video clip in the background after start (the server does; tests need not). */
  prepareMedia?: boolean;
  /** The expensive-work queues (server/work); tests pass small ones. */
  work?: WorkQueues;
}

/** How long running renders, PDFs and clips get to finish on shutdown before they are stopped. */
const SHUTDOWN_GRACE_MS = 8_000;

export async function buildApp({
  config,
  logger = false,
  now,
  canWrite,
  onRoute,
  prepareMedia = false,
  work = createWorkQueues(),
}: AppOptions): Promise<{ app: FastifyInstance; store: Store; live: LiveState }> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 300 },
    ...timeoutOptions(config.timeouts),
    frameworkErrors: handleFrameworkError,
    genReqId: requestId,
  });
  registerRequestScope(app);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', strictQueryNumbers);
  if (onRoute) app.addHook('onRoute', (r) => onRoute({ method: r.method, url: r.url }));
  const store = prepareStore({ contentDir: config.contentDir, dbPath: config.dbPath, log: (m) => app.log.info(m), ...(canWrite ? { canWrite } : {}) });
  app.addHook('onClose', async () => store.close());
  const live = await openLive({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.liveDbPath,
    seed: store.document('announcements') ?? [],
    ...(now ? { now } : {}),
    pollMs: config.livePollMs,
    log: app.log,
  });
  const vapid = await resolveVapid(live.store, config.push.vapid).catch(async (err: unknown) => {
    await live.store.close();
    throw err instanceof VapidConfigError ? new ConfigError(err.message) : err;
  });
  const pushOutcomes = registerMetrics(app, {
    token: config.metricsToken,
    sources: {
      queues: () => Object.fromEntries([work.pages, work.pdf, work.images, work.media].map((q) => [q.name, { running: q.running, waiting: q.queued }])),
      pushQueue: async () => (push.durable ? push.durable.depth() : { deliveries: push.deliveries, pending: 0 }),
      liveLagSeconds: () => live.lagSeconds(),
    },
  });
  const push = new PushService(live.store, vapid, {
    concurrency: config.push.concurrency,
    hostConcurrency: config.push.hostConcurrency,
    log: app.log,
    onReport: (report, warning) => pushOutcomes.record(report, warning),
  });
  if (config.databaseUrl) {
    // Several instances on one PostgreSQL share the sending through durable jobs; SQLite keeps it in this process.
    push.durable = new DurablePush({
      databaseUrl: config.databaseUrl,
      store: live.store,
      sendOptions: (a) => push.sendOptions(a),
      expireInSeconds: config.push.jobExpireSeconds,
      maintenanceIntervalSeconds: config.push.maintenanceSeconds,
      onReport: (report, warning) => pushOutcomes.record(report, warning),
      log: app.log,
    });
    await push.durable.start();
  }
  // The push carries the warnings in force, so a phone offline marks the places they close (issue 30).
  live.onPublish(async (a) => {
    // A signal hoisted with its bulletin is in the store already; the state may not have polled it yet.
    await live.refresh();
    push.published(a, { asOf: live.current.changedAt, warnings: live.current.warnings });
  });
  const purger = createPurger({ urls: config.cachePurgeUrls, log: app.log });
  live.onChange(() => purger.purge('live change'));
  live.onPublish((a) => purger.purge(`published ${a.id}`));
  tagSurrogateKeys(app);
  live.start();
  app.addHook('onClose', async () => {
    await live.stop();
    // Deliveries under way finish before the live store closes; durable jobs not started stay for the other instances.
    await push.durable?.stop();
    await push.idle();
    await purger.idle();
    await live.store.close();
  });
  // Hooks close in reverse order: the work in flight finishes (or is stopped) before the stores above close.
  app.addHook('onClose', async () => work.close(SHUTDOWN_GRACE_MS));
  // PDFs are typeset off the main thread when the server runs compiled, one worker per PDF the queue runs at once.
  const pdfWorkers = compiledPdfWorkers(work.pdf.concurrency);
  app.addHook('onClose', async () => pdfWorkers?.close());

  await registerSecurity(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(apiPlugin, { prefix: '/api', store, live, tilesDir: config.tilesDir, ...(now ? { now } : {}) });
  await app.register(pushPlugin, {
    prefix: '/api/push',
    push,
    allowedHosts: config.push.allowedHosts,
    subscribesPerHour: config.push.subscribesPerHour,
    ...(now ? { now } : {}),
  });
  await app.register(operatorPlugin, { prefix: '/operator/api', live, ...(now ? { now } : {}) });
  await app.register(tilesPlugin, { prefix: '/tiles', dir: config.tilesDir });
  await app.register(walkPlugin, { prefix: '/walk', dir: config.walkDir });
  await app.register(mediaPlugin, {
    prefix: '/media',
    cacheDir: join(dirname(config.dbPath), 'media-cache'),
    diskCacheBytes: config.mediaCacheBytes,
    pdfSource: createPdfSource(store),
    pdfGate: work.pdf.gate,
    pdfBusy: () => work.pdf.busy(),
    imageGate: work.images.gate,
    ...(pdfWorkers ? { pdfRender: (source) => pdfWorkers.render(source) } : {}),
  });
  const generated = join(dirname(config.dbPath), 'generated');
  await app.register(audioPlugin, { prefix: '/media/audio', store, dir: join(generated, 'audio'), prepare: prepareMedia, gate: work.media.gate });
  await app.register(videoPlugin, {
    prefix: '/media/video',
    store,
    dir: join(generated, 'video'),
    mediaHost: config.mediaHost,
    prepare: prepareMedia,
    gate: work.media.gate,
  });

  if (existsSync(config.distDir)) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: false,
      // robots.txt is made by server/seo (it names the sitemap); one left in an older build must not shadow it. The
      // operator page goes out through server/operator/page.ts only (no-store, noindex), never as a cacheable file.
      globIgnore: ['robots.txt', 'operator.html'],
      index: false,
      // Scripts and styles are compressed once at build time (scripts/precompress.ts), not on every request.
      preCompressed: true,
      etag: true,
      lastModified: true,
      cacheControl: false,
      // @fastify/static 9 hands setHeaders the Node response (10 hands it the Fastify reply).
      setHeaders(res, sent) {
        // `sent` is the file that goes out: judge by the one asked for, so sw.js sent as sw.js.br keeps its headers.
        const path = sent.replace(/\.(br|gz)$/, '');
        // Hashed build files never change; the service worker and the manifest must always be revalidated.
        if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (/sw\.js$|\.webmanifest$|index\.html$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=86400');
        if (/sw\.js$/.test(path)) res.setHeader('Service-Worker-Allowed', '/');
        // Which file goes out (.br, .gz or plain) depends on Accept-Encoding; version 9 does not say so itself (lower case,
        // as @fastify/compress writes it, so a file it compresses on the fly does not get the name twice).
        res.setHeader('Vary', 'accept-encoding');
      },
    });
  }
  await registerOperatorPage(app, config.distDir);
  const renderer = await loadPageRenderer(app, config.ssrDir, () => `${store.contentVersion}|${live.versionKey()}`, work.pages);
  registerHealth(app, {
    store: () => storeAnswers(store),
    renderer: () => (renderer ? 'loaded' : 'absent'),
    react: loadedReactBuild,
    queues: () => Object.fromEntries([work.pages, work.pdf, work.images, work.media].map((q) => [q.name, { running: q.running, waiting: q.queued }])),
  });
  await registerPageShell(app, config.distDir, {
    renderer,
    encodeGate: work.pages.gate,
    heroImage: async (locale) => {
      const res = await app.inject({ method: 'GET', url: `/api/banner/home?lang=${locale}` });
      const banners = res.statusCode === 200 ? (res.json() as { image?: string }[]) : [];
      return banners[0]?.image;
    },
    pageExists: (segments) => contentPageExists(store, segments),
    seo: {
      store,
      publicOrigin: config.publicOrigin,
      // The home page's first banner stands for the site in previews of pages without artwork of their own.
      defaultImage: () => {
        const b = store.document('banners')?.home[0];
        return b ? { motif: b.motif, palette: b.palette, seed: b.id } : undefined;
      },
    },
  });
  await registerSeo(app, { store, publicOrigin: config.publicOrigin });
  await registerEventCalendar(app, { store, publicOrigin: config.publicOrigin, ...(now ? { now } : {}) });
  return { app, store, live };
}

function storeAnswers(store: Store): boolean {
  try {
    store.document('site');
    return true;
  } catch {
    return false;
  }
}
