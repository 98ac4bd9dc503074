// Runs the real server as production does (the compiled dist-server/index.js under NODE_ENV=production) as a child process for the fuzz and load runs, on its own
// store and media cache in a temporary folder, and reads its resident memory from /proc.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureServerBuild } from '../build-server';
import { spawnCompiledServer } from '../compiled-server';

export interface ChildServer {
  child: ChildProcess;
  port: number;
  dir: string;
  /** Lines the server wrote (pino JSON at the chosen level). */
  log: string[];
  /** Resident memory of the server in MB, read from /proc (undefined where /proc is missing). */
  rssMb: () => number | undefined;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = net.createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => done(port));
    });
  });
}

export function rssMbOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function startChildServer(opts: { env?: Record<string, string>; port?: number; logLevel?: string } = {}): Promise<ChildServer> {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'macao-child-'));
  const port = opts.port ?? (await freePort());
  const dist = resolve(root, 'dist');
  const child = spawnCompiledServer(await ensureServerBuild(root), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: opts.logLevel ?? 'error',
      DB_PATH: join(dir, 'store.sqlite'),
      DIST_DIR: existsSync(join(dist, 'index.html')) ? dist : join(dir, 'no-dist'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const collect = (d: Buffer) => log.push(...d.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${log.join('\n')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/site?lang=en`);
      break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error('the server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    child,
    port,
    dir,
    log,
    rssMb: () => rssMbOf(child.pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Samples `read` every `everyMs` and keeps the highest value seen. */
export function peakSampler(read: () => number | undefined, everyMs = 200): { peak: () => number | undefined; stop: () => void } {
  let peak: number | undefined;
  const sample = () => {
    const v = read();
    if (v !== undefined && (peak === undefined || v > peak)) peak = v;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    peak: () => {
      sample();
      return peak;
    },
    stop: () => clearInterval(timer),
  };
}
