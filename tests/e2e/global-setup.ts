// Starts the product exactly as a visitor gets it (`npm start`: production build, store, tiles) for the journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPgCluster, type PgCluster } from '../../scripts/pg-cluster';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
let server: ChildProcess | undefined;
let cluster: PgCluster | undefined;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server did not start on ${url} within ${timeoutMs} ms`);
}

export async function setup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  // A fresh live store per run (no warning in force, the shipped announcements); the journeys that set warnings
  // write to it as an operator would, and the server sees their changes within a second.
  // E2E_DATABASE=postgres (`npm run test:e2e:pg`) runs the same journeys on a throwaway PostgreSQL instead.
  if (process.env.E2E_DATABASE === 'postgres') {
    cluster = await startPgCluster();
    process.env.DATABASE_URL = await cluster.createDatabase('macao_e2e');
  } else {
    delete process.env.DATABASE_URL;
    process.env.LIVE_DB_PATH = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'macao-e2e-live-')), 'live.sqlite');
  }
  process.env.LIVE_POLL_MS = '1000';
  server = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // Production refuses to start without it (generated links must not follow the Host header).
      PUBLIC_ORIGIN: `http://127.0.0.1:${E2E_PORT}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
  await waitForServer(`${process.env.E2E_BASE_URL}/en`, 240_000);
  // The journeys run against what production runs: the compiled server with React's production build.
  const ready = (await (await fetch(`${process.env.E2E_BASE_URL}/readyz`)).json()) as { react?: string };
  if (ready.react !== 'production') throw new Error(`The server runs React's ${ready.react ?? 'unknown'} build, not the production one`);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The server closes its pool on SIGTERM; an immediate stop of the cluster does not wait for it anyway.
  await new Promise((r) => setTimeout(r, 500));
  cluster?.stop();
}
