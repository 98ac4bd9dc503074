import { describe, expect, it } from 'vitest';
import type { PackEntry } from '#shared/api/offline';
import { LIVE_FRESH_MS, isCurrent, obsoleteKeys, planPack } from '../../../../src/lib/pack-plan';

const entry = (url: string, bytes: number, extra: Partial<PackEntry> = {}): PackEntry => ({ url, bytes, section: 's', scope: 'locale', ...extra });
const key = (url: string) => `http://x${url}`;
const NOW = 1_000_000_000;

describe('planning a save of the guide', () => {
  it('downloads everything the first time and counts its size before it starts', () => {
    const plan = planPack([entry('/a', 10), entry('/b', 5)], new Map(), key, NOW);
    expect(plan).toMatchObject({ totalBytes: 15, totalItems: 2, doneBytes: 0, doneItems: 0 });
    expect(plan.todo.map((e) => e.url)).toEqual(['/a', '/b']);
  });
  it('resumes: entries stored with the same ETag count as done', () => {
    const stored = new Map([[key('/a'), { etag: '"1"', savedAt: NOW - 1 }]]);
    const plan = planPack([entry('/a', 10, { etag: '"1"' }), entry('/b', 5, { etag: '"2"' })], stored, key, NOW);
    expect(plan.todo.map((e) => e.url)).toEqual(['/b']);
    expect(plan).toMatchObject({ doneBytes: 10, doneItems: 1 });
  });
  it('updates an entry whose content changed', () => {
    expect(isCurrent(entry('/a', 1, { etag: '"2"' }), { etag: '"1"', savedAt: NOW }, NOW)).toBe(false);
  });
  it('needs every alias stored before an entry counts as done', () => {
    const stored = new Map([[key('/a'), { etag: '"1"', savedAt: NOW }]]);
    const plan = planPack([entry('/a', 3, { etag: '"1"', aliases: ['/b'] })], stored, key, NOW);
    expect(plan.todo).toHaveLength(1);
  });
  it('refreshes live answers older than an hour', () => {
    const live = entry('/weather', 1, { live: true });
    expect(isCurrent(live, { savedAt: NOW - LIVE_FRESH_MS - 1 }, NOW)).toBe(false);
    expect(isCurrent(live, { savedAt: NOW - 1000 }, NOW)).toBe(true);
  });
  it('lists stored keys the manifest dropped', () => {
    expect(obsoleteKeys([entry('/a', 1, { aliases: ['/b'] })], [key('/a'), key('/b'), key('/gone')], key)).toEqual([key('/gone')]);
  });
});
