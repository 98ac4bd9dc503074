import { describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { ChildProcesses } from '../../../../server/work/children';
import { WorkQueue } from '../../../../server/work/work-queue';

const LONG = [process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']] as const;

function alive(pid: number | undefined): boolean {
  try {
    process.kill(pid!, 0);
    return true;
  } catch {
    return false;
  }
}

describe('ChildProcesses', () => {
  it('stops every child on shutdown and forgets them', async () => {
    const children = new ChildProcesses();
    const a = children.spawn(...LONG, { stdio: 'ignore' });
    const b = children.spawn(...LONG, { stdio: 'ignore' });
    await Promise.all([once(a, 'spawn'), once(b, 'spawn')]);
    expect(children.count).toBe(2);
    await children.stopAll();
    expect(children.count).toBe(0);
    expect([a.signalCode, b.signalCode]).toEqual(['SIGTERM', 'SIGTERM']);
    expect(alive(a.pid) || alive(b.pid)).toBe(false);
  });

  it('stops the child of a queued job the queue aborts when it closes', async () => {
    const children = new ChildProcesses();
    const q = new WorkQueue({ name: 'media', concurrency: 1, maxWaiting: 0, timeoutMs: 60_000 });
    let pid: number | undefined;
    const job = q.run(
      'clip',
      (signal) =>
        new Promise<number | null>((resolve) => {
          const child = children.spawn(...LONG, { stdio: 'ignore', signal });
          pid = child.pid;
          child.once('exit', resolve);
        }),
    );
    await q.close(50);
    await expect(job).resolves.toBeNull();
    expect(alive(pid)).toBe(false);
    expect(children.count).toBe(0);
  });
});
