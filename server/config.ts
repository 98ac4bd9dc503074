// Server settings from the environment, with the defaults `npm start` uses.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  contentDir: string;
  dbPath: string;
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
    tilesDir: resolve(root, env.TILES_DIR ?? 'tiles/build'),
    mediaHost: env.MEDIA_HOST ?? '',
  };
}
