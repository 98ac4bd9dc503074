// The Inter faces the glyph build reads and the glyph ranges the labels need.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findInterFaces, rangesFor } from '../../../tiles/glyphs';

const nodeModules = join(process.cwd(), 'node_modules');
const fontnik = createRequire(import.meta.url)('fontnik') as {
  load(font: Buffer, cb: (err: Error | null, faces?: { family_name: string; style_name: string; points: number[] }[]) => void): void;
};

describe('rangesFor', () => {
  it('always includes Latin-1, Latin Extended-A and punctuation, and skips CJK drawn locally', () => {
    expect(rangesFor(['大堂區', 'Sé', '石排灣馬路／擎天匯'])).toEqual([0, 256, 8192]);
  });

  it('adds the ranges of other scripts', () => {
    expect(rangesFor(['Ελλάδα', 'Nossa Senhora'])).toEqual([0, 256, 768, 8192]);
  });
});

describe('findInterFaces', () => {
  it('finds Inter as WOFF, which FreeType (fontnik) opens with its Latin glyphs', async () => {
    const [latin] = findInterFaces(nodeModules);
    expect(latin).toMatch(/inter-latin-400-normal\.woff$/);
    const woff = readFileSync(latin ?? '');
    expect(woff.subarray(0, 4).toString('latin1')).toBe('wOFF');
    const faces = await new Promise<{ family_name: string; style_name: string; points: number[] }[]>((resolve, reject) =>
      fontnik.load(woff, (err, f) => (err || !f ? reject(err ?? new Error('no faces')) : resolve(f))),
    );
    expect(faces[0]?.family_name).toBe('Inter');
    for (const ch of 'AaÇçãõéSão’') expect(faces[0]?.points).toContain(ch.codePointAt(0));
  });
});
