// Builds the product once exactly as a visitor gets it (`npm start --prepare`: production build, compiled server,
// tiles); each journey worker then starts its own server on that build (servers.ts). The data root holds one folder
// per worker; with E2E_DATABASE=postgres (`npm run test:e2e:pg`) the live stores are databases on one throwaway cluster.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPgCluster, type PgCluster } from '../../scripts/pg-cluster';
import { stopWorkerServers } from './servers';

let cluster: PgCluster | undefined;
let dataRoot: string | undefined;

export function setup(): Promise<void> | void {
  // A server started elsewhere: the journeys only visit it (one worker, see vitest.e2e.config.ts).
  if (process.env.E2E_BASE_URL) return;
  const built = spawnSync('npx', ['tsx', 'scripts/start.ts', '--prepare'], {
    stdio: 'inherit',
    // The origin only quiets start.ts's notice: each worker's server gets its own (servers.ts).
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1' },
  });
  if (built.status !== 0) throw new Error(`npm start --prepare failed (${built.status ?? built.signal})`);
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'macao-e2e-'));
  process.env.E2E_DATA_ROOT = dataRoot;
  if (process.env.E2E_DATABASE !== 'postgres') return;
  return startPgCluster().then((c) => {
    cluster = c;
    process.env.E2E_PG_URL = c.url.replace(/\/postgres$/, '');
  });
}

export async function teardown(): Promise<void> {
  if (!dataRoot) return;
  const errors = await stopWorkerServers(dataRoot);
  if (errors.length) console.error(`The journeys' servers logged errors:\n${errors.join('\n')}`);
  cluster?.stop();
  fs.rmSync(dataRoot, { recursive: true, force: true });
}
