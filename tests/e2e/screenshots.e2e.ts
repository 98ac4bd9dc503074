// Key screens at desktop and phone widths, in a left-to-right, a CJK and a right-to-left language: each shows its
// heading and fits its viewport (nothing sticks out sideways, no sideways scroll). The screenshots stay as artefacts
// in test-results/screenshots for people to look at.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();
const OUT = 'test-results/screenshots';

/**
 * Elements drawn past the viewport's left or right edge that nothing clips: what makes a phone scroll sideways or cuts
 * a word off. Off-screen on purpose and skipped: the skip link and visually hidden labels (1 px boxes), and whatever
 * sits inside a box that clips or scrolls (a slider's other slides).
 */
function outsideViewport(): string[] {
  const width = document.documentElement.clientWidth;
  const clipped = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o !== 'visible') return true;
    }
    return false;
  };
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
  const out: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.position === 'fixed') continue;
    if (r.right <= width + 1 && r.left >= -1) continue;
    if (el.closest('.skip-link, .visually-hidden, [aria-hidden="true"]') || clipped(el)) continue;
    out.push(`${name(el)} (${Math.round(r.left)}…${Math.round(r.right)} of ${width})`);
  }
  return out;
}

describe('key screens', () => {
  const cases: [string, string, number][] = [];
  for (const locale of ['en', 'zh-hant', 'ar']) for (const width of [1440, 390]) cases.push([locale, '', width]);
  cases.push(['en', 'no/such/page', 1440], ['ja', 'weather', 390]);

  it.each(cases)('%s /%s at %i px shows its heading and fits the viewport', async (locale, path, width) => {
    mkdirSync(OUT, { recursive: true });
    const phone = width < 800;
    const page = await newPage(browser(), { viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });
    await page.goto(`${BASE}/${locale}/${path}`);
    await appReady(page);
    await page.waitForLoadState('networkidle');

    const h1 = page.getByRole('heading', { level: 1 }).first();
    await h1.waitFor({ state: 'visible' });
    expect((await h1.innerText()).trim()).not.toBe('');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(await page.evaluate(outsideViewport)).toEqual([]);

    await page.screenshot({ path: `${OUT}/${locale}-${path.replace(/\//g, '_') || 'home'}-${width}.png`, fullPage: true });
    await page.context().close();
  });
});
