// What one client can cost the media server: widths snap to a fixed ladder, the PNG folder stays under its bound,
// and renders take turns between clients within a time budget (429 beyond it).
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache } from '../../../../server/media/disk-cache';
import { mediaPlugin, type MediaPluginOptions } from '../../../../server/media/plugin';
import { RenderBusyError, RenderQueue } from '../../../../server/media/render-queue';
import { WIDTH_LADDER, snapWidth } from '../../../../server/media/width-ladder';

const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'media-bounds-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const folderBytes = (dir: string): number => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
const pngWidth = (b: Buffer): number => b.readUInt32BE(16);

async function mediaApp(opts: MediaPluginOptions): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mediaPlugin, { prefix: '/media', ...opts });
  await app.ready();
  return app;
}

describe('width ladder', { timeout: 60_000 }, () => {
  it('snaps a width to the nearest step, the larger on a tie', () => {
    expect(snapWidth(16)).toBe(16);
    expect(snapWidth(17)).toBe(16);
    expect(snapWidth(1000)).toBe(960);
    expect(snapWidth(2385)).toBe(2400);
    expect(snapWidth(200)).toBe(240);
    expect(snapWidth(1400)).toBe(1600);
  });

  it('turns every accepted width of one picture into a handful of files', async () => {
    const cacheDir = tempDir();
    const app = await mediaApp({ cacheDir });
    const widths = new Set<number>();
    for (let w = 16; w <= 2400; w += 97) {
      const res = await app.inject(`/media/art/bridge/sea/one-seed.png?w=${w}&aspect=square`);
      expect(res.statusCode).toBe(200);
      widths.add(pngWidth(res.rawPayload));
    }
    await app.close();
    expect([...widths].every((w) => WIDTH_LADDER.includes(w))).toBe(true);
    expect(widths.size).toBeLessThanOrEqual(WIDTH_LADDER.length);
  });
});

describe('disk cache', { timeout: 60_000 }, () => {
  it('keeps the folder under its bound, evicting the least recently used file', async () => {
    const dir = tempDir();
    const cache = new DiskCache({ dir, maxBytes: 2500 });
    const names = ['aa', 'bb', 'cc', 'dd'].map((n) => `${n.repeat(10)}.png`);
    await cache.put(names[0]!, Buffer.alloc(1000, 1));
    await cache.put(names[1]!, Buffer.alloc(1000, 2));
    expect(await cache.get(names[0]!)).toBeDefined(); // now the most recently used
    await cache.put(names[2]!, Buffer.alloc(1000, 3));
    expect(folderBytes(dir)).toBeLessThanOrEqual(2500);
    expect(readdirSync(dir).sort()).toEqual([names[0], names[2]].sort());
    expect(await cache.get(names[1]!)).toBeUndefined();
    await cache.put(names[3]!, Buffer.alloc(5000, 4)); // larger than the bound: not kept
    expect(folderBytes(dir)).toBeLessThanOrEqual(2500);
    expect(cache.bytes).toBe(folderBytes(dir));
  });

  it('picks up an earlier run’s files, trims them to a lower bound and removes half-written ones', async () => {
    const dir = tempDir();
    for (let i = 0; i < 5; i += 1) writeFileSync(join(dir, `${String(i).repeat(8)}.png`), Buffer.alloc(1000));
    writeFileSync(join(dir, '12345678.png.99.1.tmp'), Buffer.alloc(1000));
    const cache = new DiskCache({ dir, maxBytes: 3000 });
    await cache.whenReady();
    expect(cache.count).toBe(3);
    expect(folderBytes(dir)).toBeLessThanOrEqual(3000);
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('stays under its bound through the media route, whatever seeds are asked for', async () => {
    const cacheDir = tempDir();
    const bound = 60 * 1024;
    const app = await mediaApp({ cacheDir, diskCacheBytes: bound, cacheBytes: 1024 });
    for (let i = 0; i < 40; i += 1) {
      const res = await app.inject(`/media/art/temple/auto/seed-${i}.png?w=240`);
      expect(res.statusCode).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 200));
    await app.close();
    const files = readdirSync(cacheDir);
    expect(files.length).toBeGreaterThan(3);
    expect(files.length).toBeLessThan(40);
    expect(folderBytes(cacheDir)).toBeLessThanOrEqual(bound);
  });
});

describe('render queue', { timeout: 60_000 }, () => {
  it('gives each waiting client a turn before a client gets a second one', async () => {
    const queue = new RenderQueue({ concurrency: 1, perClient: 10 });
    const order: string[] = [];
    const task = (name: string) => () => {
      order.push(name);
      return new Promise<void>((r) => setTimeout(r, 5));
    };
    await Promise.all([
      queue.run('flood', task('f1')),
      queue.run('flood', task('f2')),
      queue.run('flood', task('f3')),
      queue.run('visitor', task('v1')),
      queue.run('visitor', task('v2')),
    ]);
    expect(order).toEqual(['f1', 'v1', 'f2', 'v2', 'f3']);
  });

  it('refuses a client with too many renders waiting, and one over its time budget until it earns time back', async () => {
    let now = 0;
    const queue = new RenderQueue({ concurrency: 1, perClient: 2, burstMs: 100, refillMsPerSecond: 50, now: () => now });
    const slow = () => new Promise<void>((r) => setTimeout(r, 10));
    const first = queue.run('a', slow);
    const second = queue.run('a', slow);
    await expect(queue.run('a', slow)).rejects.toBeInstanceOf(RenderBusyError);
    await Promise.all([first, second]);
    await queue.run('a', async () => {
      now += 250; // a render that took 250 ms: 150 ms over the budget
    });
    const busy = await queue.run('a', slow).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(RenderBusyError);
    expect((busy as RenderBusyError).retryAfterSeconds).toBe(4);
    await expect(queue.run('b', slow)).resolves.toBeUndefined();
    now += 4000;
    await expect(queue.run('a', slow)).resolves.toBeUndefined();
  });

  it('answers 429 with Retry-After to a client flooding the PNG renderer, and serves another client meanwhile', async () => {
    const app = await mediaApp({ renderQueue: { concurrency: 1, perClient: 2 } });
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, i) => app.inject({ url: `/media/art/church/azulejo/flood-${i}.png?w=480`, remoteAddress: '10.0.0.1' })),
    );
    const other = await app.inject({ url: '/media/art/church/azulejo/visitor.png?w=480', remoteAddress: '10.0.0.2' });
    await app.close();
    const codes = flood.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    const refused = flood.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ statusCode: 429 });
    expect(other.statusCode).toBe(200);
  });
});
