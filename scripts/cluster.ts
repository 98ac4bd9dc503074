// `npm run cluster`: the deployment an office runs, started here with real processes on loopback ports — a
// throwaway PostgreSQL (the live store every instance shares), two instances of the compiled server, and Varnish in
// front as the CDN's stand-in (deploy/varnish/guide.vcl). It prints the addresses and runs until Ctrl-C, then stops
// everything it started. The cluster journey (tests/cluster) starts the same topology through startCluster().
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, readyTimeoutMs, startChildServer, type ChildServer } from './harness/server-child';
import { startPgCluster, type PgCluster } from './pg-cluster';

export interface ClusterInstance {
  name: string;
  server: ChildServer;
  /** http://127.0.0.1:PORT, the instance itself (not through the cache). */
  url: string;
}

export interface Cluster {
  /** The cache in front: what visitors reach. */
  proxyUrl: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  /** Runs varnishadm against the cache (e.g. `backend.set_health a sick`). */
  varnishadm(...args: string[]): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** More environment for every instance. */
  env?: Record<string, string>;
  logLevel?: string;
}

const root = resolve(new URL('..', import.meta.url).pathname);
const VCL_DIR = join(root, 'deploy', 'varnish');

/** The deployment's backends.vcl: one backend per instance, probed on /readyz, all in the round-robin director. */
export function backendsVcl(instances: readonly { name: string; port: number }[]): string {
  const backends = instances.map(
    (i) => `backend ${i.name} {
  .host = "127.0.0.1";
  .port = "${i.port}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .probe = { .url = "/readyz"; .interval = 1s; .timeout = 2s; .window = 3; .threshold = 2; .initial = 2; }
}
`,
  );
  return `${backends.join('\n')}
sub guide_backends {
${instances.map((i) => `  lb.add_backend(${i.name});`).join('\n')}
}
`;
}

function varnishd(): string {
  for (const p of ['/usr/sbin/varnishd', '/usr/bin/varnishd']) if (existsSync(p)) return p;
  throw new Error('Varnish not found: install Debian\'s "varnish" package (apt-get install varnish); .ci/run does');
}

async function waitFor(url: string, timeoutMs: number, child: ChildProcess, what: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited while starting`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (res.status < 500) return;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('no production build: run `npm run build:app` (or `npm start` once) first');
  const started: { stop: () => Promise<void> | void }[] = [];
  const stopAll = async () => {
    for (const s of started.splice(0).reverse()) await Promise.resolve(s.stop()).catch(() => undefined);
  };
  try {
    const pg: PgCluster = await startPgCluster();
    started.push(pg);
    const databaseUrl = await pg.createDatabase('guide');
    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const names = Array.from({ length: opts.instances ?? 2 }, (_, i) => String.fromCharCode(97 + i));
    const instances: ClusterInstance[] = [];
    // One at a time: the first runs the live store's migrations and makes the VAPID keys the others then read.
    for (const name of names) {
      const server = await startChildServer({
        logLevel: opts.logLevel ?? 'warn',
        env: {
          DATABASE_URL: databaseUrl,
          PUBLIC_ORIGIN: proxyUrl,
          CACHE_PURGE_URLS: `${proxyUrl}/`,
          CONTENT_DIR: join(root, 'content'),
          TILES_DIR: process.env.TILES_DIR ?? join(root, 'tiles', 'build'),
          LIVE_POLL_MS: '1000',
          PREPARE_MEDIA: '0',
          ...opts.env,
        },
      });
      started.push(server);
      instances.push({ name, server, url: `http://127.0.0.1:${server.port}` });
    }

    const work = mkdtempSync(join(tmpdir(), 'macao-varnish-'));
    // Varnish compiles the configuration as its own unprivileged user: it must be able to read the folder.
    chmodSync(work, 0o755);
    started.push({ stop: () => rmSync(work, { recursive: true, force: true }) });
    // A copy beside it too: a checkout under a private folder (mode 700, as mktemp makes) is unreadable to that user.
    copyFileSync(join(VCL_DIR, 'guide.vcl'), join(work, 'guide.vcl'));
    writeFileSync(join(work, 'backends.vcl'), backendsVcl(instances.map((i) => ({ name: i.name, port: i.server.port }))));
    const instanceDir = join(work, 'instance');
    const cache = spawn(
      varnishd(),
      ['-F', '-n', instanceDir, '-a', `127.0.0.1:${proxyPort}`, '-p', `vcl_path=${work}`, '-f', join(work, 'guide.vcl'), '-s', 'malloc,256m'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const cacheLog: string[] = [];
    cache.stdout!.on('data', (d: Buffer) => cacheLog.push(d.toString()));
    cache.stderr!.on('data', (d: Buffer) => cacheLog.push(d.toString()));
    const cacheExited = new Promise<void>((r) => cache.once('exit', () => r()));
    const guard = () => cache.kill('SIGKILL');
    process.once('exit', guard);
    started.push({
      stop: async () => {
        process.removeListener('exit', guard);
        if (cache.exitCode === null && cache.signalCode === null) cache.kill('SIGTERM');
        const force = setTimeout(() => cache.kill('SIGKILL'), 5_000);
        await cacheExited;
        clearTimeout(force);
      },
    });
    try {
      await waitFor(`${proxyUrl}/readyz`, readyTimeoutMs(), cache, 'varnishd');
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${cacheLog.join('')}`);
    }
    return {
      proxyUrl,
      databaseUrl,
      instances,
      varnishadm: (...args) => {
        const r = spawnSync('varnishadm', ['-n', instanceDir, ...args], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`varnishadm ${args.join(' ')}: ${r.stderr || r.stdout}`);
        return r.stdout;
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const cluster = await startCluster({ logLevel: process.env.LOG_LEVEL ?? 'info' });
  console.info(
    [
      'The guide is up as deployed: visitors → Varnish → 2 instances → PostgreSQL.',
      `  visitors (through the cache): ${cluster.proxyUrl}/`,
      ...cluster.instances.map((i) => `  instance ${i.name}: ${i.url}/  (metrics: ${i.url}/metrics)`),
      `  PostgreSQL: ${cluster.databaseUrl}`,
      'Ctrl-C stops everything and deletes its data.',
    ].join('\n'),
  );
  const end = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}
