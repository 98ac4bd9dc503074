// Keeps screenshots of key screens as test artefacts (test-results/screenshots), for people to look at.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();
const OUT = 'test-results/screenshots';

describe('screenshots of key screens', () => {
  const cases: [string, string, number][] = [];
  for (const locale of ['en', 'zh-hant', 'ar']) for (const width of [1440, 390]) cases.push([locale, '', width]);
  cases.push(['en', 'no/such/page', 1440], ['ja', 'weather', 390]);

  it.each(cases)('%s /%s at %i px', async (locale, path, width) => {
    mkdirSync(OUT, { recursive: true });
    const page = await newPage(browser(), { viewport: { width, height: width < 800 ? 844 : 900 }, isMobile: width < 800, hasTouch: width < 800 });
    await page.goto(`${BASE}/${locale}/${path}`);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const file = `${OUT}/${locale}-${path.replace(/\//g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    // A page with a visible header and main content: not blank.
    expect(await page.locator('main#main').innerText()).not.toBe('');
    await page.context().close();
  });
});
