// Journeys: pages do not move while they load on a phone (CLS ≤ 0.02), however late the announcements, the site
// settings, the weather and the web font arrive, and each page's main picture is an <img> fetched first.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, newPage, useBrowser } from './harness';
import { measureShifts, shiftTotal, type Shift } from '../../scripts/layout-shift-observer';

const { browser } = useBrowser();

/** What arrives late on a weak signal: the data that fills the bar and the header, and Inter itself. */
const LATE = [/\/api\/announcement\b/, /\/api\/site\b/, /\/api\/weather\b/, /\/assets\/inter-latin-wght-normal-[^/]*\.woff2$/];

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

async function phonePage(): Promise<Page> {
  // A phone's User-Agent, as phones send: the server renders for the kind of screen it names (shared/ssr.ts).
  const page = await newPage(browser(), {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    userAgent: PHONE_UA,
  });
  // Held until the page has painted: they come in over what the visitor already sees, however fast the machine is.
  await page.route(
    (url) => LATE.some((re) => re.test(url.pathname)),
    async (route) => {
      await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
      await route.continue();
    },
  );
  return page;
}

const describeShifts = (shifts: Shift[]): string => shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(' | ')}`).join('\n');

async function expectStill(page: Page, path: string): Promise<void> {
  const shifts = await measureShifts(page, `${BASE}${path}`);
  // The late answers did arrive: the bar and the web font are in place, so a shift they caused was recorded.
  await page.locator('.announcement-bar:not(.is-pending)').first().waitFor({ state: 'visible' });
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  const total = shiftTotal(shifts);
  expect(total, `${path} moved:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.02);
}

/** The page's main picture: in the markup as an <img>, eager, first in line, and sized for the viewport. */
async function expectPriorityImage(page: Page, selector: string): Promise<void> {
  const img = page.locator(selector).first();
  await img.waitFor({ state: 'attached' });
  const attrs = await img.evaluate((el: HTMLImageElement) => ({
    fetchpriority: el.getAttribute('fetchpriority'),
    loading: el.getAttribute('loading'),
    decoding: el.getAttribute('decoding'),
    src: el.getAttribute('src') ?? '',
    srcset: el.getAttribute('srcset'),
    complete: el.complete && el.naturalWidth > 0,
  }));
  expect(attrs.fetchpriority).toBe('high');
  expect(attrs.loading).toBe('eager');
  expect(attrs.decoding).toBeNull();
  // Our artwork is vector (one small SVG, sharp at any width); a raster picture must offer the width ladder.
  if (new URL(attrs.src, BASE).pathname.endsWith('.svg')) expect(attrs.srcset).toBeNull();
  else expect(attrs.srcset).toMatch(/ 480w, .* 800w/);
  expect(attrs.complete).toBe(true);
}

describe('layout shift at 390 px', () => {
  it('home: the announcement bar, header and hero stay where they first paint', async () => {
    const page = await phonePage();
    await expectStill(page, '/en/');
    await expectPriorityImage(page, '.hero .slider__slide[aria-hidden="false"] .hero__image img, .hero .hero__image img');
    // Only the page's main picture jumps the queue.
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1);
    await page.context().close();
  });

  it('a sight: the banner has its room before it arrives', async () => {
    const page = await phonePage();
    await expectStill(page, '/en/sightseeing/world-heritage/a-ma-temple');
    await expectPriorityImage(page, '.detail__banner img');
    await page.context().close();
  });

  it('the restaurant search: chips and list stay put while the font and data arrive', async () => {
    const page = await phonePage();
    await expectStill(page, '/en/dining/restaurant');
    // No banner here (its title is the largest paint): no picture jumps the queue.
    await page.locator('.entity-card').first().waitFor({ state: 'attached' });
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(0);
    await page.context().close();
  });

  it('Arabic home: right-to-left text keeps its lines when Inter arrives', async () => {
    const page = await phonePage();
    await expectStill(page, '/ar/');
    await page.context().close();
  });
});
