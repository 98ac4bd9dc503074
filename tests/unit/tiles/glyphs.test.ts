// The Inter faces the glyph build reads and the glyph ranges the labels need.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGlyphs, findArabicFace, findInterFaces, rangesFor } from '../../../tiles/glyphs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

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

describe('rangesFor: Thai and Arabic', () => {
  it('adds the Presentation Forms MapLibre shapes Arabic into, beside the Arabic block', () => {
    expect(rangesFor(['تايبا'])).toEqual([0, 256, 1536, 8192, 65024]);
    expect(rangesFor(['گ'])).toEqual([0, 256, 1536, 8192, 64256]);
  });
  it('leaves Thai out: MapLibre draws it with the style font-faces file', () => {
    expect(rangesFor(['ไทปา'])).toEqual([0, 256, 8192]);
  });
});

describe('Arabic glyphs', () => {
  it('renders the Arabic forms range from Noto Sans Arabic into the Inter stack', async () => {
    expect(findArabicFace(nodeModules)).toMatch(/noto-sans-arabic-arabic-400-normal\.woff$/);
    const out = mkdtempSync(join(tmpdir(), 'glyphs-'));
    try {
      const r = await buildGlyphs({ outDir: out, nodeModules, ranges: [65024] });
      expect(r.sources.some((s) => s.includes('noto-sans-arabic'))).toBe(true);
      const pbf = readFileSync(join(out, 'Inter Regular', '65024-65279.pbf'));
      // A glyph record starts with its id as a varint; the isolated alef (U+FE8D) must be among them.
      expect(pbf.length).toBeGreaterThan(10_000);
      expect(pbf.includes(Buffer.from([0x08, 0x8d, 0xfd, 0x03]))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
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
