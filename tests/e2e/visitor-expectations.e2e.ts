// Journeys: what visitors, their phones and search engines expect (issue 31): the device's own share sheet, a
// manifest in the page's language (right to left in Arabic), captions on videos, transcripts of audio guides, a bare
// month in the URL, anchors 50 px under the sticky header, and directions in Apple Maps or the phone's maps app.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

describe('sharing and installing', () => {
  it('shares through navigator.share where the device has it, without our modal', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // A phone's share sheet: records what it was handed.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', { value: (data: unknown) => (shared.push(data), Promise.resolve()), configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    });
    await page.goto(`${BASE}/en/weather`);
    await appReady(page);
    await page.getByRole('button', { name: 'Share' }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: { url: string; title: string }[] }).__shared))
      .toEqual([{ url: `${BASE}/en/weather`, title: expect.any(String) }]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('opens our share modal where there is no native sheet', async () => {
    const page = await newPage(browser());
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto(`${BASE}/en/weather`);
    await appReady(page);
    await page.getByRole('button', { name: 'Share' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });

  it('links a right-to-left Arabic manifest from /ar/, and an English one from /en/', async () => {
    for (const [locale, dir, lang] of [
      ['ar', 'rtl', 'ar'],
      ['en', 'ltr', 'en'],
    ] as const) {
      const html = await (await fetch(`${BASE}/${locale}/`)).text();
      const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
      expect(href).toBe(`/manifest/${locale}.webmanifest`);
      const res = await fetch(`${BASE}${href}`);
      expect(res.headers.get('content-type')).toMatch(/manifest\+json|json/);
      const manifest = (await res.json()) as { dir: string; lang: string; shortcuts: unknown[]; screenshots: { src: string }[] };
      expect(manifest).toMatchObject({ dir, lang });
      expect(manifest.shortcuts).toHaveLength(4);
      for (const shot of manifest.screenshots) {
        const png = await fetch(`${BASE}${shot.src}`);
        expect(png.headers.get('content-type'), shot.src).toBe('image/png');
      }
    }
  });
});

describe('text alternatives', () => {
  it("gives a video a captions track in the page's language, with cues", async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/pt/video-playlists/experience-macao`);
    await appReady(page);
    const track = page.locator('video track[kind="captions"]');
    await track.first().waitFor({ state: 'attached' });
    expect(await track.first().getAttribute('srclang')).toBe('pt');
    const src = (await track.first().getAttribute('src')) ?? '';
    expect(src).toMatch(/\.pt\.vtt$/);
    const vtt = await (await fetch(`${BASE}${src}`)).text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('passeio');
    await page.context().close();
  });

  it('shows the transcript of an audio guide', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/sightseeing/world-heritage/a-ma-temple`);
    await appReady(page);
    const transcript = page.locator('.audio-guide__transcript');
    // The player sits below the first screen (laid out only when near it): go there, as a visitor scrolls.
    const summary = transcript.locator('summary');
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect.poll(() => transcript.locator('p').isVisible()).toBe(true);
    expect(((await transcript.locator('p').textContent()) ?? '').length).toBeGreaterThan(40);
    await page.context().close();
  });
});

describe('small but visible', () => {
  it('writes the month filter as six bare digits, and an old quoted link still filters', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/events/whatson`);
    await appReady(page);
    const month = page.getByLabel('Month');
    const value = await month.locator('option').nth(1).getAttribute('value');
    expect(value).toMatch(/^\d{6}$/);
    await month.selectOption(value!);
    await page.waitForURL((url) => url.searchParams.get('m') === value);
    expect(page.url()).toContain(`m=${value}`);
    await page.goto(`${BASE}/en/events/whatson?m=%22${value}%22`);
    await appReady(page);
    await expect.poll(() => page.getByLabel('Month').inputValue()).toBe(value);
    await page.context().close();
  });

  it('lands a hash link 50 px under the sticky header', async () => {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      const page = await newPage(browser(), { viewport: { width, height } });
      await page.goto(`${BASE}/en/travelessential`);
      await appReady(page);
      await page.locator('a[href="#useful-info"]').click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#useful-info');
      const gap = () =>
        page.evaluate(() => {
          const header = document.querySelector('header.site-header')!.getBoundingClientRect();
          return Math.round(document.getElementById('useful-info')!.getBoundingClientRect().top - header.bottom);
        });
      await expect.poll(gap).toBeGreaterThanOrEqual(45);
      expect(await gap()).toBeLessThanOrEqual(55);
      await page.context().close();
    }
  });

  it('offers Apple Maps and the phone’s maps app beside Google for directions', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/sightseeing/world-heritage/a-ma-temple`);
    await appReady(page);
    const apple = page.locator('a[data-provider="apple"]');
    expect(new URL((await apple.getAttribute('href')) ?? '').hostname).toBe('maps.apple.com');
    expect(await page.locator('a[data-provider="geo"]').getAttribute('href')).toMatch(/^geo:22\.\d+,113\.\d+\?q=/);
    expect(await page.locator('a[data-provider="google"]').count()).toBe(1);
    await page.context().close();
  });
});
