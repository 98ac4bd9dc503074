// Artwork widths snap to a fixed ladder, so one picture asked at every width makes only a handful of files.
import { afterEach, describe, expect, it } from 'vitest';
import { WIDTH_LADDER, snapWidth } from '../../../../server/media/width-ladder';
import { mediaApp, removeTempDirs, tempDir } from './media-app';

afterEach(removeTempDirs);

const pngWidth = (b: Buffer): number => b.readUInt32BE(16);

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
