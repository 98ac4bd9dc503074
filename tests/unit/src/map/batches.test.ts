// Unit tests for POI batching (SPEC §9: the first 5 POIs at once, the rest in later batches).
import { describe, expect, it } from 'vitest';
import { LATER_BATCH, batchPlan, nextBatchCount } from '#/map/batches';

describe('POI batches', () => {
  it('draws the first five at once', () => {
    expect(nextBatchCount(0, 3)).toBe(3);
    expect(nextBatchCount(0, 40)).toBe(5);
  });
  it('adds the rest in later batches until all are shown', () => {
    expect(nextBatchCount(5, 40)).toBe(5 + LATER_BATCH);
    expect(nextBatchCount(30, 40)).toBe(40);
    expect(nextBatchCount(40, 40)).toBe(40);
  });
  it('plans every step', () => {
    expect(batchPlan(0)).toEqual([]);
    expect(batchPlan(5)).toEqual([5]);
    expect(batchPlan(6)).toEqual([5, 1]);
    expect(batchPlan(60)).toEqual([5, 25, 25, 5]);
    expect(batchPlan(60).reduce((a, b) => a + b, 0)).toBe(60);
  });
});
