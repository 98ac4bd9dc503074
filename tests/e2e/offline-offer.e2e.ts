// Issue 30: honest about what is saved, and another language offline. After one visit a quiet line says only the
// essentials are saved and offers the whole guide with both sizes; offline search marks the results whose pages are
// not saved; a second saved language shows its warnings and weather with the network cut.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';
import { cutNetwork, firstVisit, packKind, pushSignal8 } from './offline-helpers';

const { browser } = useBrowser();
const SHOTS = 'test-results/screenshots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const RUINS = '/sightseeing/world-heritage/ruins-of-st-pauls';
const SIZE = String.raw`[\d.,]+\s?MB`;

function shot(page: Page, name: string): Promise<Buffer> {
  mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('offline: what is saved, and another language', () => {
  it('after one visit a quiet line offers the whole guide with both sizes, and stays dismissed', async () => {
    const page = await newPage(browser(), { serviceWorkers: 'allow' });
    await firstVisit(page);
    const offer = page.getByRole('complementary', { name: 'Save for offline' });
    await offer.waitFor({ timeout: 90_000 });
    expect(await offer.textContent()).toMatch(new RegExp(`^Only the essentials are saved \\(${SIZE}\\)\\. Save all of Macao for offline: ${SIZE}$`));
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/en/offline');
    await shot(page, 'save-offer-en-1440');
    await offer.getByRole('button', { name: 'Dismiss' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('guide-offer-dismissed'))).toBe('1');
    // Dismissed, the next page does not even ask what the whole guide would cost.
    const asked: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/offline\/manifest\?lang=en$/.test(req.url())) asked.push(req.url());
    });
    await page.reload();
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await page.getByRole('complementary', { name: 'Save for offline' }).count()).toBe(0);
    await page.context().close();
  }, 240_000);

  it('in Arabic on a phone, the sizes are written in Arabic', async () => {
    const page = await newPage(browser(), { ...PHONE, serviceWorkers: 'allow' });
    await firstVisit(page, 'ar');
    const offer = page.getByRole('complementary', { name: 'حفظ للاستخدام دون اتصال' });
    await offer.waitFor({ timeout: 90_000 });
    expect(await offer.textContent()).toContain('لم يُحفظ سوى الأساسيات');
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/ar/offline');
    await shot(page, 'save-offer-ar-390');
    await page.context().close();
  }, 240_000);

  it('offline search marks a result whose page is not saved, and its "Not saved" screen offers the whole guide (390 px)', async () => {
    const page = await newPage(browser(), { ...PHONE, serviceWorkers: 'allow' });
    await firstVisit(page);
    // The whole guide's size is learned online, with the offer.
    await page.getByRole('complementary', { name: 'Save for offline' }).waitFor({ timeout: 90_000 });
    await cutNetwork(page);
    await page.reload();
    await appReady(page);
    await page.locator('button.site-header__menu-button').click();
    await page.locator('#mobile-menu button.search-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('大三巴');
    await dialog.getByRole('searchbox').press('Enter');
    const first = dialog.locator('.search-result').first();
    await first.waitFor();
    expect(await first.locator('.search-result__link').getAttribute('href')).toBe(`/en${RUINS}`);
    await first.getByText('Not saved on this device').waitFor();
    await dialog.getByText(new RegExp(`Save all of Macao for offline: ${SIZE}`)).waitFor();
    await shot(page, 'offline-search-unsaved-en-390');
    await first.locator('.search-result__link').click();
    await page.getByRole('heading', { level: 1, name: 'Not saved on this device' }).waitFor();
    const main = page.locator('main#main');
    await main.getByText(new RegExp(`^Only the essentials are saved \\(${SIZE}\\)\\.`)).waitFor();
    expect(await main.getByRole('link', { name: new RegExp(`^Save all of Macao for offline: ${SIZE}$`) }).getAttribute('href')).toBe('/en/offline');
    await shot(page, 'offline-not-saved-offer-en-390');
    await page.context().close();
  }, 240_000);

  it('ja saved, switched offline, shows its warning bar and a real temperature', async () => {
    const page = await newPage(browser(), { permissions: ['notifications'], serviceWorkers: 'allow' });
    await firstVisit(page);
    await page.goto(`${BASE}/en/offline`);
    await appReady(page);
    await page.getByRole('button', { name: 'Save the guide in 日本語' }).click();
    await expect.poll(() => packKind(page, 'ja'), { timeout: 180_000, interval: 1000 }).toBe('full');
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await cutNetwork(page);
    // Subscribed in English, reading in Japanese: the push reaches every saved language.
    await pushSignal8(page, 'e2e-offline-offer-signal-8');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: '日本語' }).click();
    await page.waitForURL(/\/ja\/?$/);
    await appReady(page);
    await expect.poll(() => page.locator('.weather-chip__temp').textContent(), { timeout: 20_000 }).toMatch(/\d/);
    await expect.poll(() => page.locator('.announcement-bar__text').first().textContent(), { timeout: 20_000 }).toContain('Typhoon Signal No. 8 is in force.');
    await shot(page, 'offline-ja-warning-1440');
    // And after a reload, in the ja guide alone.
    await page.reload();
    await appReady(page);
    await expect.poll(() => page.locator('.weather-chip__temp').textContent(), { timeout: 20_000 }).toMatch(/\d/);
    await expect.poll(() => page.locator('.announcement-bar__text').first().textContent(), { timeout: 20_000 }).toContain('Typhoon Signal No. 8 is in force.');
    await page.context().close();
  }, 400_000);
});
