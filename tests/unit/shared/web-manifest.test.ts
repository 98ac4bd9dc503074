// Each language's web app manifest: its language and direction, the brand's colours, the four shortcuts, screenshots
// of both form factors, and the build writes one per enabled language.
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '#shared/brand';
import { ENABLED_LOCALES, LOCALES } from '#shared/locales';
import { webManifest, webManifestPath } from '#shared/web-manifest';
import { manifestFiles } from '../../../scripts/bundle/web-manifests';

interface Manifest {
  lang: string;
  dir: string;
  name: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  categories: string[];
  shortcuts: { name: string; url: string }[];
  screenshots: { src: string; form_factor: string; label: string; sizes: string }[];
}

describe('web manifests', () => {
  it('speak the page language, right to left in Arabic, with its own start page', () => {
    const ar = webManifest('ar') as unknown as Manifest;
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/ar?source=pwa' });
    expect(ar.name).toMatch(/ماكاو/);
    expect(webManifest('zh-hant')).toMatchObject({ lang: 'zh-Hant', dir: 'ltr' });
  });

  it('give every language its own words, the four shortcuts and both screenshots', () => {
    const names = new Set<string>();
    for (const locale of LOCALES) {
      const m = webManifest(locale) as unknown as Manifest;
      names.add(m.shortcuts[0]!.name);
      expect(m.shortcuts.map((s) => new URL(s.url, 'https://x').pathname)).toEqual([
        `/${locale}`,
        `/${locale}/sightseeing/world-heritage`,
        `/${locale}/offline`,
        `/${locale}/announcement`,
      ]);
      expect(m.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([
        ['wide', '1440x900'],
        ['narrow', '390x844'],
      ]);
      expect(m.screenshots.every((s) => s.label.length > 0)).toBe(true);
      expect(m.categories).toContain('travel');
      expect(m).toMatchObject({ theme_color: BRAND_COLOURS.primary, background_color: BRAND_COLOURS.canvas });
    }
    expect(names.size).toBeGreaterThan(10);
  });

  it('are built one per enabled language, and English at the old address', () => {
    const files = manifestFiles();
    expect([...files.keys()].sort()).toEqual([...ENABLED_LOCALES.map((l) => webManifestPath(l).slice(1)), 'manifest.webmanifest'].sort());
    expect(JSON.parse(files.get('manifest/ar.webmanifest')!)).toMatchObject({ dir: 'rtl' });
    expect(JSON.parse(files.get('manifest.webmanifest')!)).toMatchObject({ lang: 'en' });
  });
});
