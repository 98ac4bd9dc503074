// Walking directions offline (issue 33): save the guide, clear the HTTP cache and abort every request, stand at
// Senado Square, open A-Ma Temple, "Walk here": the route is drawn on the map with its distance and minutes,
// at 390 px in English and Arabic (screenshots in test-results/screenshots). And with no position shared: "Walk here"
// on a list card opens the place page's panel, which starts from a My-trip saved place or a place found by name.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPageWithWorker, useBrowser, waitForServiceWorker } from './harness';

const { browser } = useBrowser();
const SHOTS = 'test-results/screenshots';
const SENADO = { latitude: 22.19361, longitude: 113.53972 };
const A_MA = '/sightseeing/world-heritage/a-ma-temple';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, geolocation: SENADO, permissions: ['geolocation'] };
const TEXT = {
  en: { heading: 'Save Macao for offline', save: 'Save', walk: 'Walk here', position: 'Use my position', summary: /^[\d.]+ k?m · \d+ minutes? on foot$/ },
  ar: { heading: 'احفظ ماكاو للاستخدام دون اتصال', save: 'حفظ', walk: 'امشِ إلى هنا', position: 'استخدم موقعي', summary: /كم · .+ دقيقة سيرًا على الأقدام$/ },
} as const;

async function saveGuide(page: Page, locale: 'en' | 'ar'): Promise<void> {
  await page.goto(`${BASE}/${locale}/offline`);
  await appReady(page);
  await waitForServiceWorker(page);
  await page.getByRole('heading', { level: 1, name: TEXT[locale].heading }).waitFor();
  await page.getByRole('button', { name: TEXT[locale].save, exact: true }).click();
  // "Saved on …" in the page's language: the pack's meta says it is complete.
  await expect
    .poll(
      () =>
        page.evaluate(async (l) => {
          const meta = await (await caches.open(`guide-pack:${l}`)).match(`${location.origin}/__guide-pack/meta`);
          return meta ? ((await meta.json()) as { kind: string }).kind : null;
        }, locale),
      { timeout: 120_000 },
    )
    .toBe('full');
}

async function cutNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.context().route('**', (route) => route.abort('internetdisconnected'));
}

describe('walking directions offline', () => {
  it.each(['en', 'ar'] as const)(
    'routes Senado Square to A-Ma Temple with no network at 390 px (%s)',
    async (locale) => {
      const page = await newPageWithWorker(browser(), PHONE);
      try {
        await saveGuide(page, locale);
        await cutNetwork(page);
        await page.goto(`${BASE}/${locale}${A_MA}`);
        await appReady(page);
        await page.getByRole('button', { name: TEXT[locale].walk }).click();
        await page.getByRole('button', { name: TEXT[locale].position }).click();
        const summary = page.getByTestId('walk-summary');
        await summary.waitFor({ timeout: 60_000 });
        expect((await summary.textContent())?.trim()).toMatch(TEXT[locale].summary);
        // The turn list names streets as on the signs, and the route is on the map with its credit.
        await expect(page.locator('.walk-here__turns li').count()).resolves.toBeGreaterThan(2);
        await expect(page.locator('.walk-here__credit a[href="https://www.openstreetmap.org/copyright"]').count()).resolves.toBe(1);
        await page.locator('.sight-map__toggle').first().click();
        await page.locator('.map-view[data-walk-route="drawn"]').waitFor({ state: 'attached', timeout: 30_000 });
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/walk-offline-${locale}-390.png` });
      } finally {
        await page.context().close();
      }
      // Saving the whole guide on a busy machine takes most of this.
    },
    300_000,
  );
});

describe('walking from a card, starting from a saved place', () => {
  it('opens the route from a list card and starts it at a My-trip place, then at a place found by name, offline', async () => {
    // No position shared: the start must come from the trip or the guide.
    const page = await newPageWithWorker(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await saveGuide(page, 'en');
      await page.goto(`${BASE}/en/sightseeing/world-heritage`);
      await appReady(page);
      await page.getByRole('button', { name: 'Add to my trip: Senado Square' }).click();
      await page.getByRole('button', { name: 'In my trip: Senado Square' }).waitFor();

      await cutNetwork(page);
      await page.goto(`${BASE}/en/sightseeing/world-heritage`);
      await appReady(page);
      await page.getByRole('link', { name: 'Walk here: A-Ma Temple' }).click();
      await page.waitForURL(/\/en\/sightseeing\/world-heritage\/a-ma-temple#walk$/);
      const from = page.getByLabel('Start from');
      await from.waitFor();
      await expect(from.locator('option', { hasText: 'Senado Square' }).count()).resolves.toBe(1);
      await from.selectOption({ label: 'Senado Square' });
      const summary = page.getByTestId('walk-summary');
      await summary.waitFor({ timeout: 60_000 });
      expect((await summary.textContent())?.trim()).toMatch(TEXT.en.summary);
      await expect(page.locator('.walk-here__turns li').first().textContent()).resolves.toBe('Start at Senado Square');

      await from.selectOption({ label: 'Another place in the guide…' });
      await page.getByLabel('Name of the place to start from').fill('Ruins of St');
      await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Ruins of St. Paul’s' }).click();
      await expect.poll(() => page.locator('.walk-here__turns li').first().textContent(), { timeout: 60_000 }).toBe('Start at Ruins of St. Paul’s');
      expect((await summary.textContent())?.trim()).toMatch(TEXT.en.summary);
    } finally {
      await page.context().close();
    }
  }, 300_000);
});
