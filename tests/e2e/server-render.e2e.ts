// Journeys: pages come rendered from the server (content, share tags, the router's hydration data, scripts allowed by hash) and hydrate cleanly.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const SIGHT = '/en/sightseeing/world-heritage/a-ma-temple';

describe('a rendered page', () => {
  it("carries the sight's name, description and share image, the same for every visitor, its scripts allowed by hash", async () => {
    const res = await fetch(`${BASE}${SIGHT}`, { headers: { 'Accept-Encoding': 'br', 'User-Agent': PHONE, Cookie: 'fontsize=2; bw=1' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*A-Ma Temple/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    // The router's hydration data (its matches and the query cache), in its own inline scripts.
    expect(html).toContain('$_TSR.router=');
    // Every inline script that runs is allowed by its hash in this response's policy; none carries a nonce.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    for (const m of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=|application\/(?:ld\+)?json/.test(m[1] ?? '')) continue;
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`,
      );
    }
    // A shared cache may keep it: no Vary on the visitor, and another visitor gets the same page and ETag.
    expect(res.headers.get('vary') ?? '').not.toMatch(/user-agent|cookie/i);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=/);
    const other = await fetch(`${BASE}${SIGHT}?utm_source=newsletter`, { headers: { 'Accept-Encoding': 'br' } });
    expect(other.headers.get('etag')).toBe(res.headers.get('etag'));
    expect(await other.text()).toBe(html);
    const again = await fetch(`${BASE}${SIGHT}`, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it("shows the visitor's text size and black-and-white mode from the first paint of the cached page", async () => {
    const warm = await fetch(`${BASE}${SIGHT}`);
    expect(warm.status).toBe(200);
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addCookies([
      { name: 'fontsize', value: '2', url: BASE },
      { name: 'bw', value: '1', url: BASE },
    ]);
    // The app's scripts never run: what shows is what the first paint shows.
    await context.route('**/assets/*.js', (r) => r.abort());
    const page = await context.newPage();
    const res = await page.goto(`${BASE}${SIGHT}`);
    expect(res?.headers().etag).toBe(warm.headers.get('etag'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const root = page.locator('html');
    expect(await root.getAttribute('data-font-size')).toBe('2');
    expect(await root.getAttribute('class')).toContain('is-greyscale');
    const primary = await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--c-primary').trim().toUpperCase());
    expect(primary).not.toBe('#1D4E89');
    expect(primary).toMatch(/^#([0-9A-F]{2})\1\1$/);
    await context.close();
  });

  it('shows its text and main image with scripts off', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false, viewport: { width: 390, height: 844 }, userAgent: PHONE });
    await page.goto(`${BASE}/ar${SIGHT.slice(3)}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("shows the home page's main picture with scripts off, not only its room", async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await page.goto(`${BASE}/en`);
    const hero = page.locator('img[fetchpriority="high"]');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    await page.context().close();
  });

  it('answers 404 with the not-found screen for a sight that does not exist', async () => {
    const res = await fetch(`${BASE}/en/sightseeing/world-heritage/no-such-temple`);
    expect(res.status).toBe(404);
  });
});

describe('hydration', () => {
  const pages = [
    '/en',
    '/en/sightseeing/world-heritage',
    SIGHT,
    '/en/dining/restaurant',
    '/en/blog/a-day-in-coloane',
    '/en/barrier-free-access-guide',
    '/ar',
    `/ar${SIGHT.slice(3)}`,
  ];
  // One page for every viewport (mobile-first markup): a desktop window hydrates it as rendered, then lays it out wide.
  const cases = [...pages.map((p) => [p, 390] as const), ...['/en', SIGHT, '/ar', `/ar${SIGHT.slice(3)}`].map((p) => [p, 1440] as const)];
  it.each(cases)('%s at %i px hydrates the server markup without re-rendering it', async (path, width) => {
    const page = await newPage(browser(), { viewport: { width, height: 844 }, ...(width < 600 ? { userAgent: PHONE } : {}), serviceWorkers: 'block' });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (
        (m.type() === 'error' || m.type() === 'warning') &&
        !/Service Worker registration blocked|Service worker not registered|GL Driver Message/.test(m.text())
      )
        problems.push(m.text());
    });
    await page.goto(`${BASE}${path}`);
    await appReady(page);
    expect(problems).toEqual([]);
    // Hydrated: a button answers (the phone's menu opens; on a desktop, the text size choice).
    if (width < 600) {
      const menu = page.locator('button.site-header__menu-button');
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    } else {
      await page.locator('button.font-size__option--2').click();
      await expect.poll(() => page.locator('html').getAttribute('data-font-size')).toBe('2');
    }
    await page.context().close();
  });
});

describe('partial hydration', () => {
  /** React marks the elements it has hydrated with its own properties; server HTML still waiting has none. */
  const hydrated = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

  it('hydrates the sections below the first screen only as they near it, and they then work', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, userAgent: PHONE, serviceWorkers: 'block' });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (
        (m.type() === 'error' || m.type() === 'warning') &&
        !/Service Worker registration blocked|Service worker not registered|GL Driver Message/.test(m.text())
      )
        problems.push(m.text());
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${BASE}/en`);
    await appReady(page);
    // The header is interactive at once; the plan-your-trip section is still the server's HTML (readable, linked),
    // and its code has not been asked for.
    expect(await hydrated(page, 'header')).toBe(true);
    const plan = 'section[aria-labelledby="home-plan"]';
    expect(await hydrated(page, plan)).toBe(false);
    await expect(page.locator(`${plan} a[href]`).count()).resolves.toBeGreaterThan(3);
    expect(scripts.filter((s) => /\/PlanYourTrip-/.test(s))).toEqual([]);
    // It hydrated with the first part of the catalogue (the rest comes with the first lazy part: on a phone the
    // section under the hero is near enough at once).
    expect(scripts.filter((s) => /\/messages-en-first-/.test(s))).toHaveLength(1);
    // The footer waits too (what follows the page reaches it as props).
    expect(await hydrated(page, 'footer.site-footer')).toBe(false);

    await page.locator(plan).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, plan)).toBe(true);
    expect(scripts.filter((s) => /\/PlanYourTrip-/.test(s))).toHaveLength(1);
    expect(scripts.filter((s) => /\/messages-en-rest-/.test(s))).toHaveLength(1);
    // Popular attractions: scrolled to, it hydrates and its tabs work.
    const popular = 'section[aria-labelledby="home-popular"]';
    const tabs = page.locator(`${popular} [role="tab"]`);
    await page.locator(popular).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, popular)).toBe(true);
    await tabs.nth(1).click();
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    // The footer hydrates when scrolled to, and its banners' controls work.
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, 'footer.site-footer')).toBe(true);
    const pause = page.locator('footer .footer-banners button[aria-pressed]');
    await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('false');
    await pause.click();
    await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // On a phone's window (the layout the page is rendered for); a wider window hydrates every part before it re-lays the page out.
  it('hydrates a card far down when it is focused, and Enter then opens its modal in the page', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, userAgent: PHONE, serviceWorkers: 'block' });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (
        (m.type() === 'error' || m.type() === 'warning') &&
        !/Service Worker registration blocked|Service worker not registered|GL Driver Message/.test(m.text())
      )
        problems.push(m.text());
    });
    await page.goto(`${BASE}/en/barrier-free-access-guide`);
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // The last category's last place, far below the first screen.
    const card = 'li.a11y-card:has([data-place="expos/macau-tower"]) article';
    expect(await hydrated(page, card)).toBe(false);
    const opener = page.locator('a[data-place="expos/macau-tower"]');
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Macau Tower' }).waitFor();
    expect(await hydrated(page, card)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
