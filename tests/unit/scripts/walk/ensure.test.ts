// The walking graph is rebuilt on start only when it is missing or older than its data or build code.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureWalk, isStale } from '../../../../scripts/walk/ensure';

const root = mkdtempSync(join(tmpdir(), 'walk-ensure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('walking graph freshness', () => {
  it('is stale when missing or older than an input, fresh otherwise', () => {
    const out = join(root, 'out.bin');
    const input = join(root, 'in.geojson');
    writeFileSync(input, '{}');
    expect(isStale(out, [input])).toBe(true);
    writeFileSync(out, 'x');
    utimesSync(input, new Date(1000), new Date(1000));
    expect(isStale(out, [input, join(root, 'absent')])).toBe(false);
    utimesSync(input, new Date(), new Date(Date.now() + 60_000));
    expect(isStale(out, [input])).toBe(true);
  });

  it('says so and builds nothing without map data', () => {
    const logs: string[] = [];
    expect(ensureWalk({ dir: join(root, 'build'), dataDir: join(root, 'no-data'), log: (m) => logs.push(m) })).toBeUndefined();
    expect(logs.join()).toMatch(/no map data/);
  });
});
