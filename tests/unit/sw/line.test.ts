// What the worker remembers of the line: one slow answer serves saved copies at once, a quick one ends it.
import { describe, expect, it } from 'vitest';
import { FRESH_COPY_MS, LineWatch, SLOW_MEMORY_MS, worthRefresh } from '../../../sw/line';

const SLOW = 3000;

describe('LineWatch', () => {
  it('waits the slow threshold for the network while the line has been quick', () => {
    const line = new LineWatch(SLOW);
    expect(line.waitWithCopy(0)).toBe(SLOW);
    line.answered(200, 1000);
    expect(line.isSlow(1000)).toBe(false);
    expect(line.waitWithCopy(1000)).toBe(SLOW);
  });
  it('serves saved copies at once after a slow answer, for a while', () => {
    const line = new LineWatch(SLOW);
    line.answered(8000, 10_000);
    expect(line.isSlow(10_001)).toBe(true);
    expect(line.waitWithCopy(10_001)).toBe(0);
    expect(line.waitWithCopy(10_000 + SLOW_MEMORY_MS)).toBe(SLOW);
  });
  it('forgets the slow line when an answer comes quickly, or the network fails outright', () => {
    const line = new LineWatch(SLOW);
    line.answered(SLOW, 0);
    expect(line.isSlow(1)).toBe(true);
    line.answered(SLOW - 1, 2);
    expect(line.isSlow(3)).toBe(false);
    line.answered(9000, 4);
    line.failed();
    expect(line.isSlow(5)).toBe(false);
  });
});

describe('worthRefresh', () => {
  it('refreshes the page for a copy older than a minute or of unknown age, not for one the network just gave', () => {
    const now = 1_000_000;
    expect(worthRefresh(0, now)).toBe(true);
    expect(worthRefresh(now - FRESH_COPY_MS - 1, now)).toBe(true);
    expect(worthRefresh(now - 5000, now)).toBe(false);
  });
});
