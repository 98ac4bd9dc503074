// The web manifest (written by scripts/icons.ts) carries the brand colours of shared/brand.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '#shared/brand';

describe('public/manifest.webmanifest', () => {
  it('takes its theme and background colours from the brand', () => {
    const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { theme_color: string; background_color: string };
    expect(manifest.theme_color).toBe(BRAND_COLOURS.primary);
    expect(manifest.background_color).toBe(BRAND_COLOURS.canvas);
  });
});
