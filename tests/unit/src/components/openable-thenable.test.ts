import { describe, expect, it } from 'vitest';
import { openableThenable } from '#/components/HydrateWhenVisible';

describe('openableThenable (the gate a waiting part suspends on)', () => {
  it('calls back in the same turn it opens, so React finds it fulfilled in the render that opened it', () => {
    const { thenable, open } = openableThenable();
    const seen: string[] = [];
    void thenable.then(() => seen.push('first'));
    void thenable.then(() => seen.push('second'));
    expect(seen).toEqual([]);
    open();
    expect(seen).toEqual(['first', 'second']);
  });

  it('calls back at once once open, and only once per callback however often it opens', () => {
    const { thenable, open } = openableThenable();
    let calls = 0;
    void thenable.then(() => (calls += 1));
    open();
    open();
    void thenable.then(() => (calls += 1));
    expect(calls).toBe(2);
  });

  it('resolves what it returns with the callback’s value, as a promise chain would', async () => {
    const { thenable, open } = openableThenable();
    const chained = thenable.then(() => 42);
    open();
    expect(await chained).toBe(42);
  });
});
