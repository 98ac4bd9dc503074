// Server settings from the environment, with the defaults `npm start` uses.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  contentDir: string;
  dbPath: string;
  /** The live store (announcements, warnings, weather, operators, …) when no DATABASE_URL is set. */
  liveDbPath: string;
  /** PostgreSQL for the live store: several instances on one database serve the same live state. */
  databaseUrl: string | undefined;
  /** How often an instance looks for live changes made elsewhere (ms); PostgreSQL also pushes them at once. */
  livePollMs: number;
  tilesDir: string;
  /** Where .mp4 and other large media live (SPEC §7 media host); empty = served by us. */
  mediaHost: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root: string = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 8080,
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(root, env.DIST_DIR ?? 'dist'),
    contentDir: resolve(root, env.CONTENT_DIR ?? 'content'),
    dbPath: resolve(root, env.DB_PATH ?? 'data/store.sqlite'),
    liveDbPath: resolve(root, env.LIVE_DB_PATH ?? 'data/live.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    livePollMs: Number(env.LIVE_POLL_MS) > 0 ? Number(env.LIVE_POLL_MS) : 5_000,
    tilesDir: resolve(root, env.TILES_DIR ?? 'tiles/build'),
    mediaHost: env.MEDIA_HOST ?? '',
  };
}
