// ensureTiles builds the basemap only when something the map needs is missing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureTiles, tilesPresent } from '../../../tiles/ensure';

const root = mkdtempSync(join(tmpdir(), 'tiles-ensure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('ensureTiles', () => {
  it('leaves a complete build folder alone', async () => {
    const dir = join(root, 'complete');
    mkdirSync(join(dir, 'fonts', 'Inter Regular'), { recursive: true });
    for (const f of ['macao.pmtiles', 'style.json', join('fonts', 'Inter Regular', '0-255.pbf'), join('fonts', 'Inter Regular', '65024-65279.pbf')]) {
      writeFileSync(join(dir, f), 'x');
    }
    const logs: string[] = [];
    expect(tilesPresent(dir)).toBe(true);
    expect(await ensureTiles({ dir, log: (m) => logs.push(m) })).toBeUndefined();
    expect(logs).toEqual([]);
  });

  it('counts a build without the Arabic glyph forms as incomplete', () => {
    const dir = join(root, 'latin-only');
    mkdirSync(join(dir, 'fonts', 'Inter Regular'), { recursive: true });
    for (const f of ['macao.pmtiles', 'style.json', join('fonts', 'Inter Regular', '0-255.pbf')]) writeFileSync(join(dir, f), 'x');
    expect(tilesPresent(dir)).toBe(false);
  });

  it('builds what is missing (coarse here, as the data folder is empty)', async () => {
    const dir = join(root, 'missing');
    const dataDir = join(root, 'no-data');
    mkdirSync(dataDir);
    const logs: string[] = [];
    const report = await ensureTiles({ dir, log: (m) => logs.push(m), dataDir });
    expect(report?.detail).toBe('coarse');
    expect(tilesPresent(dir)).toBe(true);
    expect(logs[0]).toContain('building');
  }, 60_000);
});
