// Screenshots of a walk (issue 33) for a look by eye: Senado Square to A-Ma Temple, en, ar and step-free, 390 and
// 1440 px. `tsx scripts/walk/shots.ts <base-url> <out-dir>` against a running server.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/walk-shots';
mkdirSync(out, { recursive: true });
const SENADO = { latitude: 22.19361, longitude: 113.53972 };
const WALK = { en: 'Walk here', ar: 'امشِ إلى هنا' } as const;
const MY_POSITION = { en: 'Use my position', ar: 'استخدم موقعي' } as const;
const STEP_FREE = { en: 'Step-free route (avoids steps)', ar: 'مسار خالٍ من الدرج (يتجنب السلالم)' } as const;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [locale, width, stepFree] of [
  ['en', 390, false],
  ['ar', 390, false],
  ['en', 1440, false],
  ['ar', 1440, false],
  ['en', 1440, true],
  ['en', 390, true],
] as const) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, geolocation: SENADO, permissions: ['geolocation'] });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  await page.goto(`${base}/${locale}/sightseeing/world-heritage/a-ma-temple`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 240_000 });
  await page.getByRole('button', { name: WALK[locale] }).click();
  if (stepFree) await page.getByLabel(STEP_FREE[locale]).check();
  await page.getByRole('button', { name: MY_POSITION[locale] }).click();
  await page.getByTestId('walk-summary').waitFor({ timeout: 180_000 });
  console.log(locale, width, stepFree, await page.getByTestId('walk-summary').textContent());
  await page.locator('.walk-here').screenshot({ path: `${out}/walk-panel-${locale}-${width}${stepFree ? '-stepfree' : ''}.png` });
  const show = page.locator('.sight-map__toggle').first();
  if (width < 1088 && (await show.isVisible().catch(() => false))) await show.click();
  await page
    .locator('.map-view__canvas[data-state="idle"]')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => console.log('map not idle'));
  await page.locator('.map-view').screenshot({ path: `${out}/walk-map-${locale}-${width}${stepFree ? '-stepfree' : ''}.png` });
  // On a wide screen the map stays beside the panel: the whole view, as the visitor sees both.
  if (width >= 1088) await page.screenshot({ path: `${out}/walk-page-${locale}-${width}${stepFree ? '-stepfree' : ''}.png` });
  await context.close();
}
// "Walk here" on the list's cards, at 390 px.
for (const locale of ['en', 'ar'] as const) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${base}/${locale}/sightseeing/world-heritage`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 240_000 });
  await page.locator('.entity-card').nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/walk-cards-${locale}-390.png` });
  await context.close();
}
await browser.close();
