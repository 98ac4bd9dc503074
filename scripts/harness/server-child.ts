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

export async function startChildServer(
  opts: { env?: Record<string, string>; port?: number; logLevel?: string; readyTimeoutMs?: number } = {},
): Promise<ChildServer> {
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
  // Whatever ends this process (a failed run, an exception, Ctrl-C) ends the server too: a harness never leaves one behind.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.removeListener('exit', orphanGuard);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(force);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, child, log, opts.readyTimeoutMs ?? readyTimeoutMs());
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    child,
    port,
    dir,
    log,
    rssMb: () => rssMbOf(child.pid),
    stop,
  };
}

/** How long a server may take to be ready (READY_TIMEOUT_S): on a busy shared machine a cold start takes minutes. */
export function readyTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const s = Number(env.READY_TIMEOUT_S);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 300_000;
}

/** Waits until `/readyz` answers 200 (stores open, renderer loaded); fails at once if the process exits. */
export async function waitUntilReady(base: string, child: ChildProcess, log: readonly string[], timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${log.join('\n')}`);
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`the server was not ready within ${Math.round(timeoutMs / 1000)} s (READY_TIMEOUT_S):\n${log.slice(-20).join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
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
