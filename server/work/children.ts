// The child processes this server started (ffmpeg for narration and clips): each stops when its job is aborted, and
// all of them stop when the server shuts down, so none outlives it holding a core.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** How long a child gets after SIGTERM before SIGKILL. */
const KILL_AFTER_MS = 2000;

export class ChildProcesses {
  private readonly live = new Set<ChildProcess>();

  get count(): number {
    return this.live.size;
  }

  /** Spawns a child that is tracked until it exits, and stopped when `signal` aborts. */
  spawn(command: string, args: readonly string[], opts: SpawnOptions & { signal?: AbortSignal }): ChildProcess {
    const { signal, ...spawnOpts } = opts;
    const child = spawn(command, args, spawnOpts);
    this.live.add(child);
    const onAbort = () => void stop(child);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.once('exit', () => {
      this.live.delete(child);
      signal?.removeEventListener('abort', onAbort);
    });
    child.once('error', () => this.live.delete(child));
    if (signal?.aborted) onAbort();
    return child;
  }

  /** Stops every child (SIGTERM, then SIGKILL) and resolves once they have all exited. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.live].map(stop));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** This process's children (one server per process). */
export const childProcesses = new ChildProcesses();
