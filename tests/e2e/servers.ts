// One production server per journey worker: its own port (E2E_PORT + worker − 1), its own data directory (content
// store, media cache, SQLite live store) or its own PostgreSQL database, all on the one build global-setup made.
// A worker starts its server before its first file (setup-each.ts) and keeps it for the files after; global-setup's
// teardown stops every server from the pid files they leave in the data root.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { compiledServerArgs, productionEnv } from '../../scripts/compiled-server';
import { SERVER_ENTRY } from '../../scripts/build-server';

export interface Slot {
  /** The worker's number, 1 to maxWorkers (Vitest's VITEST_POOL_ID). */
  id: number;
  port: number;
  base: string;
  dir: string;
  liveDbPath: string;
  /** The worker's own database on the run's PostgreSQL cluster (E2E_DATABASE=postgres). */
  databaseUrl: string | undefined;
  /** Whether the server runs elsewhere (E2E_BASE_URL): nothing to start or stop. */
  external: boolean;
}

const PID_FILE = 'server.pid';
const LOG_FILE = 'server.log';

/** The server, data and live store of the worker this runs in. */
export function slot(env: NodeJS.ProcessEnv = process.env): Slot {
  const id = Number(env.VITEST_POOL_ID ?? 1);
  const port = Number(env.E2E_PORT ?? 4319) + id - 1;
  const dir = path.join(env.E2E_DATA_ROOT ?? '', `worker-${id}`);
  const external = Boolean(env.E2E_BASE_URL);
  return {
    id,
    port,
    base: env.E2E_BASE_URL || `http://127.0.0.1:${port}`,
    dir,
    // A server run elsewhere names its own live store (LIVE_DB_PATH or DATABASE_URL, as before workers existed).
    liveDbPath: external ? (env.LIVE_DB_PATH ?? '') : path.join(dir, 'live.sqlite'),
    databaseUrl: external ? env.DATABASE_URL || undefined : env.E2E_PG_URL ? `${env.E2E_PG_URL}/macao_e2e_${id}` : undefined,
    external,
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readPid(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, PID_FILE), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function logTail(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, LOG_FILE), 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no log)';
  }
}

async function createDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function waitForServer(s: Slot, pid: number, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (!alive(pid)) throw new Error(`The journeys' server ${s.id} (port ${s.port}) exited while starting:\n${logTail(s.dir)}`);
    try {
      const res = await fetch(`${s.base}/en`, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    // Polling a port that is not open yet: there is no event to wait for.
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The journeys' server ${s.id} did not start on ${s.base} within ${timeoutMs} ms:\n${logTail(s.dir)}`);
}

/** Starts this worker's server unless it already runs (a previous file of the same worker started it). */
export async function ensureWorkerServer(): Promise<void> {
  const s = slot();
  if (s.external) return;
  if (!process.env.E2E_DATA_ROOT) throw new Error('E2E_DATA_ROOT is not set: run the journeys through vitest.e2e.config.ts (its global setup sets it)');
  const running = readPid(s.dir);
  if (running && alive(running)) return waitForServer(s, running, 240_000);

  fs.mkdirSync(s.dir, { recursive: true });
  if (s.databaseUrl) await createDatabase(s.databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: String(s.port),
    HOST: '127.0.0.1',
    // Production refuses to start without it (generated links must not follow the Host header).
    PUBLIC_ORIGIN: s.base,
    DB_PATH: path.join(s.dir, 'store.sqlite'),
    LIVE_DB_PATH: s.liveDbPath,
    // The journeys that set warnings write to the store as an operator would; the server sees them within a second.
    LIVE_POLL_MS: '1000',
    // No warm-up of every video clip and narration at start (20 clips of ffmpeg per worker, minutes of CPU the
    // journeys fought for): a journey that plays one has it made on demand, as a visitor's first request does.
    PREPARE_MEDIA: '0',
  };
  if (s.databaseUrl) env.DATABASE_URL = s.databaseUrl;
  else delete env.DATABASE_URL;
  const log = fs.openSync(path.join(s.dir, LOG_FILE), 'a');
  const entry = path.resolve(SERVER_ENTRY);
  const child = spawn(process.execPath, compiledServerArgs(entry, env), { env: productionEnv(env), stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  child.unref();
  if (!child.pid) throw new Error(`could not start ${entry}`);
  fs.writeFileSync(path.join(s.dir, PID_FILE), String(child.pid));
  await waitForServer(s, child.pid, 240_000);
  // The journeys run against what production runs: the compiled server with React's production build.
  const ready = (await (await fetch(`${s.base}/readyz`)).json()) as { react?: string };
  if (ready.react !== 'production') throw new Error(`The server runs React's ${ready.react ?? 'unknown'} build, not the production one`);
}

/** Stops every worker's server under the data root (global-setup's teardown) and returns the errors they logged. */
export async function stopWorkerServers(root: string): Promise<string[]> {
  if (!fs.existsSync(root)) return [];
  const dirs = fs.readdirSync(root).map((d) => path.join(root, d));
  const pids = dirs.map(readPid).filter((p): p is number => p !== undefined);
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The server closes its stores on SIGTERM; give it a few seconds before the data goes.
  const deadline = Date.now() + 5_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) process.kill(-pid, 'SIGKILL');
  // pino level 50 and up: errors the journeys' pages did not show but the server met.
  return dirs.flatMap((d) => {
    try {
      return fs
        .readFileSync(path.join(d, LOG_FILE), 'utf8')
        .split('\n')
        .filter((l) => /"level":(5|6)\d/.test(l))
        .map((l) => `${path.basename(d)}: ${l}`);
    } catch {
      return [];
    }
  });
}
