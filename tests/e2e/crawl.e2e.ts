// Crawl: every internal link from home, both header dropdowns, the mobile menu and the footer (and one level into
// the pages they reach) opens a real page: not the "Coming soon" placeholder, not the not-found screen, not an error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

/** Site paths (without the locale) of the internal links inside `selector`. */
async function internalPaths(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.$$eval(`${selector} a[href]`, (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const out = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(BASE).origin) continue;
    if (url.pathname.startsWith('/media/')) {
      out.add(`media:${url.pathname}`);
      continue;
    }
    const m = /^\/en(\/.*)?$/.exec(url.pathname.replace(/\/$/, ''));
    if (!m) continue;
    out.add((m[1] ?? '') + (url.search.includes('tab=') ? url.search : ''));
  }
  return [...out];
}

/** How many new links of each first-level page are followed. */
const PER_PAGE = 4;

const isFile = (path: string) => path.startsWith('media:');

interface Visit {
  status: number;
  problem: string | null;
}

/** A calendar entry whose lookup names an outward link sends the visitor there (SPEC §5): not a page of ours. */
async function leadsOutward(page: Page, path: string): Promise<boolean> {
  const m = /^\/events\/calendar\/([^/?]+)$/.exec(path);
  if (!m) return false;
  const res = await page.request.get(`${BASE}/api/enf/calendar/${m[1]}?lang=en`);
  if (!res.ok()) return false;
  const link = ((await res.json()) as { link?: string }).link;
  return typeof link === 'string' && /^https?:\/\//.test(link);
}

async function visit(page: Page, path: string): Promise<Visit> {
  const res = await page.goto(`${BASE}/en${path}`, { waitUntil: 'domcontentloaded' });
  await appReady(page);
  // The screen has rendered when a heading is in main (skeletons and the progress bar come first).
  // The router renders a screen once its data is in, so its heading means the final screen is showing.
  await page.locator('main#main h1').first().waitFor({ timeout: 20_000 });
  // On a loaded machine an answer can take longer than the service worker waits (NETWORK_TIMEOUT_MS): the page then
  // says "too weak, not saved" and loads by itself when the late answer lands. The crawl judges the final screen.
  if (await page.locator('main .offline-screen').count()) await page.locator('main .offline-screen').waitFor({ state: 'detached', timeout: 30_000 });
  const problem = await page.evaluate(() => {
    if (document.querySelector('#coming-soon')) return 'placeholder';
    const err = document.querySelector('main .error-screen');
    if (err) return err.querySelector('#notfound-title') ? 'not found' : `error screen: ${(err.textContent ?? '').trim().slice(0, 160)}`;
    return null;
  });
  return { status: res?.status() ?? 0, problem };
}

describe('crawl from home, menus and footer', () => {
  it('reaches no placeholder, no not-found and no error screen', async () => {
    const page = await newPage(browser());
    // Failed answers are named with the page that asked for them, so a failure says which request broke the screen.
    const failedAnswers: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500 || r.status() === 429) failedAnswers.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.locator('main#main h1, main#main h2').first().waitFor();
    const seeds = new Set<string>(['']);
    for (const p of await internalPaths(page, 'main#main')) seeds.add(p);
    for (const p of await internalPaths(page, 'footer')) seeds.add(p);
    for (const name of ['Plan your trip', 'Experience']) {
      await page.getByRole('button', { name }).click();
      const panel = page.locator(name === 'Plan your trip' ? '#dropdown-plan' : '#dropdown-experience');
      await panel.waitFor();
      for (const p of await internalPaths(page, name === 'Plan your trip' ? '#dropdown-plan' : '#dropdown-experience')) seeds.add(p);
      await page.keyboard.press('Escape');
    }
    const mobile = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await mobile.goto(`${BASE}/en`);
    await appReady(mobile);
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('dialog', { name: 'Menu' }).waitFor();
    for (const p of await internalPaths(mobile, '[role="dialog"]')) seeds.add(p);
    await mobile.context().close();

    const failures: string[] = [];
    const seen = new Set<string>();
    const files = new Set<string>();
    let visited = 0;
    let outward = 0;
    const next: string[] = [];
    const check = async (path: string, depth: number) => {
      if (seen.has(path)) return;
      seen.add(path);
      if (isFile(path)) {
        files.add(path);
        return;
      }
      if (await leadsOutward(page, path)) {
        outward++;
        return;
      }
      // A page that never shows its frame is a failure of that page, named, not a crash of the whole crawl.
      const v = await visit(page, path).catch((e: unknown) => ({ status: 0, problem: `no screen (${String(e).split('\n')[0]})` }));
      visited++;
      if (v.status >= 400 || v.problem) failures.push(`/en${path}: ${v.problem ?? `HTTP ${v.status}`} ${failedAnswers.join(', ')}`);
      failedAnswers.length = 0;
      if (depth === 0 && !v.problem) {
        // One level further, into what list pages and hubs link to (a few per page: one sight stands for its list).
        const fresh = (await internalPaths(page, 'main#main')).filter((p) => !seen.has(p) && !next.includes(p));
        next.push(...fresh.filter(isFile), ...fresh.filter((p) => !isFile(p)).slice(0, PER_PAGE));
      }
    };
    for (const s of seeds) await check(s, 0);
    for (const p of next) await check(p, 1);
    // Files linked from the pages (brochure PDFs, audio) answer too.
    for (const f of files) {
      const res = await page.request.get(`${BASE}${f.slice('media:'.length)}`);
      if (res.status() !== 200) failures.push(`${f}: HTTP ${res.status()}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // The crawl is real: the menus and hubs lead to many pages.
    expect(visited).toBeGreaterThan(60);
    console.log(`crawl: ${visited} pages and ${files.size} files checked, ${outward} calendar entries lead outward`);
    await page.context().close();
  }, 900_000);
});
