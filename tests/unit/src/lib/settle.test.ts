// Work that waits for a quiet page: the delay first, then an idle moment (or at once where there is no idle callback).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSettling } from '#/lib/settle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterSettling', () => {
  it('waits the delay, then for an idle moment', async () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, opts: { timeout: number }) => {
      expect(opts.timeout).toBe(2000);
      idle.push(cb);
      return 1;
    });
    let done = false;
    void afterSettling(4000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3999);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(done).toBe(false);
    idle[0]!();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('resolves after the delay where the browser has no idle callback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let done = false;
    void afterSettling(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});
