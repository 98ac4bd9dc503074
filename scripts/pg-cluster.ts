// A throwaway PostgreSQL cluster for tests and demonstrations: Debian's `postgresql` binaries, a temporary data
// directory, a free port from 5433 up, trust auth on the loopback only. initdb refuses root, so as root it runs as
// the `postgres` user. `npx tsx scripts/pg-cluster.ts` starts one and prints its URL until Ctrl-C.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  /** A new empty database on the cluster. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

function binDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  throw new Error('PostgreSQL binaries not found: install Debian\'s "postgresql" package (apt-get install postgresql) or set PG_BIN');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function freePort(from: number): Promise<number> {
  // A random start spreads concurrent test runs over the range; each still checks.
  for (let i = 0; i < 200; i++) {
    const port = from + ((i + Math.floor(Math.random() * 50)) % 400);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port from ${from}`);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function runPg(bin: string, args: string[]): void {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed (${r.status}): ${(r.stderr || r.stdout).slice(0, 2000)}`);
}

export async function startPgCluster(opts: { port?: number } = {}): Promise<PgCluster> {
  const bin = binDir();
  // PG_TMP_ROOT puts the data where a shared machine wants it (each engineer their own folder).
  const root = process.env.PG_TMP_ROOT ?? os.tmpdir();
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'macao-pg-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const port = opts.port ?? (await freePort(5433));
  runPg(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  runPg(path.join(bin, 'pg_ctl'), [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    url,
    port,
    dir,
    stop,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const cluster = await startPgCluster(process.env.PG_PORT ? { port: Number(process.env.PG_PORT) } : {});
  const dbUrl = await cluster.createDatabase('macao');
  console.info(`PostgreSQL is up: DATABASE_URL=${dbUrl}\n(data in ${cluster.dir}; Ctrl-C stops it and deletes the data)`);
  const end = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  setInterval(() => undefined, 1 << 30);
}
