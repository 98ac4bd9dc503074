// Test helpers: a Fastify app with the API plugin over a store imported from the fixture content, the whole server
// over it, and the check that an error body gives nothing away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp as buildServerApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { importContent } from '../../../server/import';
import { openStore, type Store } from '../../../server/store';
import { apiPlugin } from '../../../server/routes';
import { openLive } from '../../../server/live/open';
import type { LiveState } from '../../../server/live/state';
import { operatorPlugin } from '../../../server/operator/plugin';

export const FIXTURE_CONTENT = fileURLToPath(new URL('../../fixtures/content', import.meta.url));
/** The fixed "now" of the tests: 2026-11-22 10:00 in Macao. */
export const NOW = new Date('2026-11-22T02:00:00Z');

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'macao-store-'));
}

export async function buildApp(
  contentDir = FIXTURE_CONTENT,
  now = () => NOW,
  liveOptions: { databaseUrl?: string; pollMs?: number } = {},
  /** More plugins for the app before it is ready (the push API's tests add it with their mock push service). */
  extend?: (app: FastifyInstance, live: LiveState) => Promise<void>,
): Promise<{ app: FastifyInstance; store: Store; live: LiveState }> {
  const dbPath = path.join(tempDir(), 'store.sqlite');
  importContent(contentDir, dbPath);
  const store = openStore(dbPath);
  // The live store in memory: each test app starts with the shipped announcements and no warning in force.
  // With a databaseUrl, the live store is that PostgreSQL database (several apps on one database are instances).
  const live = await openLive({ sqlitePath: ':memory:', seed: store.document('announcements') ?? [], now, ...liveOptions });
  const app = Fastify();
  await app.register(apiPlugin, { prefix: '/api', store, live, now });
  await app.register(operatorPlugin, { prefix: '/operator/api', live, now });
  app.addHook('onClose', async () => {
    store.close();
    await live.stop();
    await live.store.close();
  });
  if (extend) await extend(app, live);
  await app.ready();
  return { app, store, live };
}

/** Copies the fixture content into a temp folder so a test can break one file. */
export function copyFixtures(): string {
  const dir = path.join(tempDir(), 'content');
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return dir;
}

/** The whole server (shell, API, media, tiles) over the fixture content, without a built app; `close` removes its folder. */
export async function buildServer(env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dir = tempDir();
  const config = {
    ...readConfig(env, dir),
    distDir: path.join(dir, 'no-dist'),
    contentDir: path.resolve(FIXTURE_CONTENT),
    dbPath: path.join(dir, 'store.sqlite'),
  };
  const { app } = await buildServerApp({ config });
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An error body must not name an internal error code or carry a stack. */
export function expectCleanError(body: string): void {
  expect(body).not.toMatch(/FST_|ERR_|SQLITE_|"code"/);
  expect(body).not.toMatch(/\n\s+at /);
}

/** One served app for the whole test file (started before its tests, closed after): `server.app.inject(…)`. */
export function useServer(): { readonly app: FastifyInstance } {
  let built: Awaited<ReturnType<typeof buildServer>> | undefined;
  beforeAll(async () => {
    built = await buildServer();
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app(): FastifyInstance {
      if (!built) throw new Error('useServer: the app is started in beforeAll');
      return built.app;
    },
  };
}
