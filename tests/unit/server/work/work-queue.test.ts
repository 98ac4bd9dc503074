import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkBusyError, WorkQueue, WorkTimeoutError } from '../../../../server/work/work-queue';

/** A task that runs until released, and records the signal it was given. */
function gate<T>(value: T) {
  let release!: () => void;
  const signals: AbortSignal[] = [];
  const opened = new Promise<void>((r) => (release = r));
  const task = vi.fn(async (signal: AbortSignal) => {
    signals.push(signal);
    await opened;
    return value;
  });
  return { task, release, signals };
}

afterEach(() => vi.useRealTimers());

describe('WorkQueue', () => {
  it('shares one job between identical requests in flight', async () => {
    const q = new WorkQueue({ name: 't', concurrency: 1, maxWaiting: 0, timeoutMs: 10_000 });
    const g = gate('page');
    const a = q.run('/en', g.task);
    const b = q.run('/en', g.task);
    expect(b).toBe(a);
    g.release();
    await expect(Promise.all([a, b])).resolves.toEqual(['page', 'page']);
    expect(g.task).toHaveBeenCalledTimes(1);
    // Once settled, the key runs anew.
    await q.run('/en', async () => 'again');
    expect(g.task).toHaveBeenCalledTimes(1);
  });

  it('refuses at once with a Retry-After when the slots and the waiting line are full, and takes work again after', async () => {
    const q = new WorkQueue({ name: 'pages', concurrency: 1, maxWaiting: 1, timeoutMs: 10_000 });
    const first = gate(1);
    const second = gate(2);
    const running = q.run('a', first.task);
    const waiting = q.run('b', second.task);
    const refused = q.run('c', async () => 3);
    await expect(refused).rejects.toBeInstanceOf(WorkBusyError);
    const err = (await refused.catch((e: unknown) => e)) as WorkBusyError;
    expect(err.statusCode).toBe(503);
    expect(err.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(second.task).not.toHaveBeenCalled();
    first.release();
    await expect(running).resolves.toBe(1);
    second.release();
    await expect(waiting).resolves.toBe(2);
    await expect(q.run('c', async () => 3)).resolves.toBe(3);
  });

  it('answers a job past its time budget with a timeout, aborts it, and frees its slot', async () => {
    vi.useFakeTimers();
    const q = new WorkQueue({ name: 'pdf', concurrency: 1, maxWaiting: 1, timeoutMs: 1000 });
    const stuck = gate('never');
    const late = q.run('stuck', stuck.task);
    const caught = late.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await caught).toBeInstanceOf(WorkTimeoutError);
    expect(stuck.signals[0]?.aborted).toBe(true);
    expect(q.running).toBe(0);
    await expect(q.run('next', async () => 'ok')).resolves.toBe('ok');
  });

  it('on close refuses new and waiting work, lets running jobs finish within the grace, aborts them after it', async () => {
    const q = new WorkQueue({ name: 'media', concurrency: 1, maxWaiting: 2, timeoutMs: 60_000 });
    const running = gate('done');
    const r = q.run('a', running.task);
    const waiting = q.run('b', async () => 'b');
    const closing = q.close(20);
    await expect(waiting).rejects.toBeInstanceOf(WorkBusyError);
    await expect(q.run('c', async () => 'c')).rejects.toBeInstanceOf(WorkBusyError);
    await closing;
    expect(running.signals[0]?.aborted).toBe(true);
    running.release();
    await expect(r).resolves.toBe('done');
  });

  it('on close waits for a running job that finishes within the grace, without aborting it', async () => {
    const q = new WorkQueue({ name: 'pages', concurrency: 1, maxWaiting: 0, timeoutMs: 60_000 });
    const running = gate('page');
    const r = q.run('a', running.task);
    const closing = q.close(5_000);
    running.release();
    await closing;
    await expect(r).resolves.toBe('page');
    expect(running.signals[0]?.aborted).toBe(false);
  });
});
