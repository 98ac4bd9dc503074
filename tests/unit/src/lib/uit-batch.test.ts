// Batching of office-managed interface text requests (SPEC §4, §7).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUitQuery, createUitBatcher } from '#/lib/uit-batch';

describe('office-managed text batching (SPEC §4, §7)', () => {
  afterEach(() => vi.useRealTimers());
  it('sends sorted, de-duplicated keys per category', () => {
    expect(
      buildUitQuery([
        { category: 'home', key: 'b' },
        { category: 'footer', key: 'z' },
        { category: 'home', key: 'a' },
        { category: 'home', key: 'b' },
      ]),
    ).toBe('{"footer":["z"],"home":["a","b"]}');
  });
  it('fires once, 50 ms after the last request, and resolves missing keys to empty strings', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => ({ home: { a: 'Alpha' } }));
    const batcher = createUitBatcher(fetcher);
    const p1 = batcher.request('en', 'home', 'a');
    await vi.advanceTimersByTimeAsync(40);
    const p2 = batcher.request('en', 'home', 'missing');
    await vi.advanceTimersByTimeAsync(40);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith({ q: '{"home":["a","missing"]}', lang: 'en' });
    await expect(p1).resolves.toBe('Alpha');
    await expect(p2).resolves.toBe('');
    await expect(batcher.request('en', 'home', 'a')).resolves.toBe('Alpha');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
  it('rejects waiting callers when the request fails', async () => {
    vi.useFakeTimers();
    const batcher = createUitBatcher(async () => {
      throw new Error('offline');
    });
    const p = batcher.request('ja', 'home', 'a');
    const assertion = expect(p).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(60);
    await assertion;
  });
});
