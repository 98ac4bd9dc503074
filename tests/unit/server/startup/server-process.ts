// Test helper: runs the real server (`node --import tsx server/index.ts`) as a child process on temporary folders,
// waits for it to listen or to exit, and makes a folder read-only the way a read-only disk would (even for root).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerRun {
  child: ChildProcess;
  port: number;
  output: () => { stdout: string; stderr: string };
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  env: Record<string, string>;
  /** Runs the server through this wrapper command (e.g. one that mounts a folder read-only first). */
  wrap?: (command: string, args: string[]) => { command: string; args: string[] };
}

export async function startServer({ env, wrap }: StartOptions): Promise<ServerRun> {
  const port = env.PORT && /^\d+$/.test(env.PORT) ? Number(env.PORT) : await freePort();
  const base = { command: process.execPath, args: ['--import', 'tsx', 'server/index.ts'] };
  const { command, args } = wrap ? wrap(base.command, base.args) : base;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // No background rendering of every video clip and narration (ffmpeg, espeak) while a start-up is under test.
      PREPARE_MEDIA: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port,
    output: () => ({ stdout, stderr }),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until `url` answers (any status) or the process exits; true when it answered. */
export async function waitForAnswer(run: ServerRun, url: string, timeoutMs = 30_000): Promise<boolean> {
  const start = Date.now();
  let gone = false;
  void run.exited.then(() => (gone = true));
  while (Date.now() - start < timeoutMs && !gone) {
    try {
      await fetch(url, { redirect: 'manual' });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return false;
}

/** Lines a person would read (pino's JSON lines give their msg). */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      try {
        return String((JSON.parse(l) as { msg?: unknown }).msg ?? l);
      } catch {
        return l;
      }
    });
}

/**
 * How to make `dir` read-only for the server alone. `mount`: a read-only bind mount in a private mount namespace
 * (`unshare`), which binds root as well and disappears with the process. `chmod`: enough for a user other than root.
 * Undefined when neither works here (root without mount namespaces).
 */
export function readOnlyMode(dir: string): { kind: 'mount'; wrap: NonNullable<StartOptions['wrap']> } | { kind: 'chmod' } | undefined {
  const script = 'mount --bind -o ro "$1" "$1" && shift && exec "$@"';
  const root = process.getuid?.() === 0;
  for (const flags of root ? [['-m'], ['-rm']] : [['-rm']]) {
    const probe = spawnSync('unshare', [
      ...flags,
      '--propagation',
      'private',
      'sh',
      '-c',
      script,
      'sh',
      dir,
      'sh',
      '-c',
      '! touch "$0/.probe" 2>/dev/null',
      dir,
    ]);
    if (probe.status === 0) {
      return {
        kind: 'mount',
        wrap: (command, args) => ({ command: 'unshare', args: [...flags, '--propagation', 'private', 'sh', '-c', script, 'sh', dir, command, ...args] }),
      };
    }
  }
  return root ? undefined : { kind: 'chmod' };
}
