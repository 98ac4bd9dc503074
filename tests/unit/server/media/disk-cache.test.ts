// The PNG disk cache stays under its bound: least recently used files go first, an earlier run's files are trimmed,
// half-written ones removed.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache } from '../../../../server/media/disk-cache';
import { mediaApp, removeTempDirs, tempDir } from './media-app';

afterEach(removeTempDirs);

const folderBytes = (dir: string): number => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);

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
    // The cache writes after answering, one file at a time, never past its bound: wait for some to land.
    await expect.poll(() => readdirSync(cacheDir).filter((f) => f.endsWith('.png')).length).toBeGreaterThan(3);
    await app.close();
    const files = readdirSync(cacheDir).filter((f) => !f.endsWith('.tmp'));
    expect(files.length).toBeGreaterThan(3);
    expect(files.length).toBeLessThan(40);
    expect(folderBytes(cacheDir)).toBeLessThanOrEqual(bound);
  });
});
