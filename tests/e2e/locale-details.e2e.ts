// Journeys of locale-correct details: opening hours worded per locale from their data, phone numbers kept left to
// right in Arabic, and the map drawing Arabic (our glyph range) and Thai (our font file) labels.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();
const MUSEUM = '/sightseeing/museums/macao-museum-of-art';

async function mapIdle(page: Page): Promise<void> {
  await page.locator('.map-view__canvas[data-state="idle"]').waitFor({ state: 'attached', timeout: 20_000 });
}

describe('locale-correct details', () => {
  it('words opening hours in German from their data, with the weekdays', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/de${MUSEUM}`);
    await appReady(page);
    const hours = page.locator('.fact', { has: page.getByText('Öffnungszeiten') }).locator('dd');
    await hours.waitFor();
    // Worded from the record's structured hours ("Tu-Su 10:00-19:00"), with the open-now line on Macao time above them.
    const text = (await hours.textContent()) ?? '';
    expect(text).toContain('Montag: Geschlossen');
    expect(text).toContain('Dienstag–Sonntag: 10:00–19:00');
    await page.context().close();
  });

  it('keeps the phone number left to right in Arabic', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/ar${MUSEUM}`);
    await appReady(page);
    const tel = page.locator('.detail__facts a[href^="tel:"]');
    await tel.waitFor();
    expect(await tel.getAttribute('dir')).toBe('ltr');
    await page.context().close();
  });

  it('draws Arabic place labels from our Arabic glyph range', async () => {
    const page = await newPage(browser());
    const glyphs: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/tiles/fonts/') && r.url().endsWith('/65024-65279.pbf')) glyphs.push(r.status());
    });
    await page.goto(`${BASE}/ar/sightseeing/museums`);
    await appReady(page);
    await mapIdle(page);
    expect(glyphs).toContain(200);
    await page.context().close();
  });

  it('serves Thai from our own font file', async () => {
    const page = await newPage(browser());
    const fonts: number[] = [];
    page.on('response', (r) => {
      if (/noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/.test(r.url())) fonts.push(r.status());
    });
    await page.goto(`${BASE}/th/sightseeing/museums`);
    await appReady(page);
    await mapIdle(page);
    await page.waitForLoadState('networkidle');
    expect(fonts).toContain(200);
    await page.context().close();
  });
});
