// Server settings from the environment, with the defaults `npm start` uses; a bad setting is refused, never guessed.
import { resolve } from 'node:path';
import { DEFAULT_TIMEOUTS, type Timeouts } from './http/limits';

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  /** The page renderer's build (`vite build --ssr`); without it pages go out as the app shell. */
  ssrDir: string;
  contentDir: string;
  dbPath: string;
  /** The live store (announcements, warnings, weather, operators, …) when no DATABASE_URL is set. */
  liveDbPath: string;
  /** PostgreSQL for the live store: several instances on one database serve the same live state. */
  databaseUrl: string | undefined;
  /** How often an instance looks for live changes made elsewhere (ms); PostgreSQL also pushes them at once. */
  livePollMs: number;
  tilesDir: string;
  /** The walking graph's build folder (WALK_DIR, walk/build). */
  walkDir: string;
  /** Where .mp4 and other large media live (SPEC §7 media host); empty = served by us. */
  mediaHost: string;
  /** Bound of the rendered-image cache on disk, in bytes. */
  mediaCacheBytes: number;
  timeouts: Timeouts;
  /** Which peers may set X-Forwarded-For (Fastify's trustProxy): by default only a proxy on this machine. */
  trustProxy: boolean | string;
  /**
   * The site's public origin (`https://www.example.org`) for canonical URLs, share previews and sitemaps. Required in
   * production (a forged Host header must never reach a generated link); unset in development, the request's host.
   */
  publicOrigin: string | undefined;
  push: PushConfig;
  /** METRICS_TOKEN: /metrics wants it as a bearer token; unset, /metrics answers only direct calls from this machine. */
  metricsToken: string | undefined;
  /** CACHE_PURGE_URLS (comma-separated): shared caches in front that take a PURGE when the live state changes. */
  cachePurgeUrls: string[];
}

export interface PushConfig {
  /** VAPID key pair and subject; without keys, a pair is generated once and kept in the live store. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  /** Push endpoint hosts accepted besides the known push services (PUSH_ALLOWED_HOSTS, comma-separated). */
  allowedHosts: string[];
  /** Pushes in flight at once (PUSH_CONCURRENCY). */
  concurrency: number;
  /** Pushes in flight at once to one push service host (PUSH_HOST_CONCURRENCY): a slow one cannot take every slot. */
  hostConcurrency: number;
  /** New subscriptions one address may make in an hour (PUSH_SUBSCRIBES_PER_HOUR). */
  subscribesPerHour: number;
  /** On PostgreSQL: a delivery batch not finished within this many seconds is taken over by another instance (PUSH_JOB_EXPIRE_S). */
  jobExpireSeconds: number;
  /** On PostgreSQL: how often instances look for batches to take over (PUSH_MAINTENANCE_S). */
  maintenanceSeconds: number;
}

/** A setting that cannot be used; its message is one line naming the variable and what it must be. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw.slice(0, 40)}")`);
  return n;
}

/** An origin (scheme, host and port, nothing after): what absolute links to the site start with. */
function origin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an origin such as https://www.example.org (got "${raw.slice(0, 40)}")`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== raw.replace(/\/$/, ''))
    throw new ConfigError(`${name} must be an origin such as https://www.example.org, with no path (got "${raw.slice(0, 40)}")`);
  return url.origin;
}

/** `true`/`false`, or the proxies' addresses and ranges (`10.0.0.0/8, loopback`); anyone else's X-Forwarded-For is ignored. */
function trustProxy(raw: string | undefined): boolean | string {
  const v = raw?.trim() ?? '';
  if (v === '') return 'loopback';
  if (v === 'true' || v === 'false') return v === 'true';
  return v;
}

/** The caches to purge: http(s) URLs, comma-separated. */
function purgeUrls(raw: string | undefined): string[] {
  const urls = (raw ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  for (const u of urls) {
    let ok = false;
    try {
      ok = new URL(u).protocol === 'http:';
    } catch {
      ok = false;
    }
    if (!ok) throw new ConfigError(`CACHE_PURGE_URLS must be http:// URLs of the caches in front, comma-separated (got "${u.slice(0, 40)}")`);
  }
  return urls;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): ServerConfig {
  const publicOrigin = origin(env, 'PUBLIC_ORIGIN');
  if (env.NODE_ENV === 'production' && !publicOrigin)
    throw new ConfigError(
      'PUBLIC_ORIGIN must be set in production (e.g. https://www.macaotourism.gov.mo): links in pages and sitemaps must not follow a request’s Host header',
    );
  return {
    port: wholeNumber(env, 'PORT', 8080, 1, 65535),
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(root, env.DIST_DIR ?? 'dist'),
    // The renderer belongs to the build beside it (dist → dist-ssr), so another DIST_DIR never meets a stale renderer.
    ssrDir: resolve(root, env.SSR_DIR ?? `${env.DIST_DIR ?? 'dist'}-ssr`),
    contentDir: resolve(root, env.CONTENT_DIR ?? 'content'),
    dbPath: resolve(root, env.DB_PATH ?? 'data/store.sqlite'),
    liveDbPath: resolve(root, env.LIVE_DB_PATH ?? 'data/live.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    livePollMs: Number(env.LIVE_POLL_MS) > 0 ? Number(env.LIVE_POLL_MS) : 5_000,
    tilesDir: resolve(root, env.TILES_DIR ?? 'tiles/build'),
    walkDir: resolve(root, env.WALK_DIR ?? 'walk/build'),
    mediaHost: env.MEDIA_HOST ?? '',
    mediaCacheBytes: wholeNumber(env, 'MEDIA_CACHE_MB', 256, 1, 1_000_000) * 1024 * 1024,
    timeouts: DEFAULT_TIMEOUTS,
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicOrigin,
    push: {
      vapid: { publicKey: env.VAPID_PUBLIC_KEY || undefined, privateKey: env.VAPID_PRIVATE_KEY || undefined, subject: env.VAPID_SUBJECT || undefined },
      allowedHosts: (env.PUSH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      concurrency: wholeNumber(env, 'PUSH_CONCURRENCY', 50, 1, 1000),
      hostConcurrency: wholeNumber(env, 'PUSH_HOST_CONCURRENCY', 40, 1, 1000),
      subscribesPerHour: wholeNumber(env, 'PUSH_SUBSCRIBES_PER_HOUR', 30, 1, 100_000),
      jobExpireSeconds: wholeNumber(env, 'PUSH_JOB_EXPIRE_S', 60, 5, 3600),
      maintenanceSeconds: wholeNumber(env, 'PUSH_MAINTENANCE_S', 15, 1, 3600),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    cachePurgeUrls: purgeUrls(env.CACHE_PURGE_URLS),
  };
}
