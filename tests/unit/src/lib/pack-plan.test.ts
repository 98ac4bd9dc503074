import { describe, expect, it } from 'vitest';
import type { PackEntry, PackPart } from '#shared/api/offline';
import { LIVE_FRESH_MS, isCurrent, obsoleteKeys, planPack, planParts, resumePlan } from '../../../../src/lib/pack-plan';

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

const part = (id: string, bytes: number, items: number): PackPart => ({ id, scope: 'locale', url: `/p/${id}`, bytes, sha256: id, etag: `"${id}"`, items });

describe('planning a save by parts', () => {
  const entries = [
    entry('/a', 10, { etag: '"a"', part: 'sights' }),
    entry('/b', 5, { etag: '"b"', part: 'sights' }),
    entry('/c', 7, { etag: '"c"', part: 'hotels' }),
    entry('/weather', 2, { live: true }),
  ];
  const parts = [part('sights', 16, 2), part('hotels', 8, 1)];

  it("downloads every part and the live answers the first time, counting the archives' bytes", () => {
    const plan = planParts(entries, parts, new Map(), key, NOW);
    expect(plan.parts.map((p) => p.id)).toEqual(['sights', 'hotels']);
    expect(plan.live.map((e) => e.url)).toEqual(['/weather']);
    expect(plan).toMatchObject({ totalBytes: 26, totalItems: 4, doneBytes: 0, doneItems: 0 });
  });

  it('skips a part whose entries are all stored and current, and downloads one with a single changed entry', () => {
    const stored = new Map([
      [key('/a'), { etag: '"a"', savedAt: NOW }],
      [key('/b'), { etag: '"old"', savedAt: NOW }],
      [key('/c'), { etag: '"c"', savedAt: NOW }],
      [key('/weather'), { savedAt: NOW }],
    ]);
    const plan = planParts(entries, parts, stored, key, NOW);
    expect(plan.parts.map((p) => p.id)).toEqual(['sights']);
    expect(plan.live).toEqual([]);
    expect(plan).toMatchObject({ doneBytes: 10, doneItems: 2 });
  });
});

describe('resuming a cut part', () => {
  const c = (offset: number, length: number, etag = '"v1"') => ({ offset, length, etag });

  it('resumes after the chunks that run on from byte 0', () => {
    const plan = resumePlan([c(100, 50), c(0, 100)], '"v1"', 1000);
    expect(plan.offset).toBe(150);
    expect(plan.keep).toEqual([c(0, 100), c(100, 50)]);
    expect(plan.drop).toEqual([]);
  });

  it('starts again from 0 when the chunks belong to another version of the part', () => {
    const plan = resumePlan([c(0, 100, '"v0"'), c(100, 50, '"v0"')], '"v1"', 1000);
    expect(plan.offset).toBe(0);
    expect(plan.drop).toHaveLength(2);
  });

  it('drops a chunk after a gap and one running past the end', () => {
    expect(resumePlan([c(0, 100), c(200, 50)], '"v1"', 1000)).toMatchObject({ offset: 100, drop: [c(200, 50)] });
    expect(resumePlan([c(0, 100), c(100, 950)], '"v1"', 1000)).toMatchObject({ offset: 100, drop: [c(100, 950)] });
  });

  it('starts from 0 with nothing kept', () => {
    expect(resumePlan([], '"v1"', 1000)).toEqual({ offset: 0, keep: [], drop: [] });
  });
});
