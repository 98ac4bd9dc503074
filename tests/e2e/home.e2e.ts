// Journeys: the home hero slider, announcements, site search, sharing, the weather page and an accessibility scan of home.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeScan, violations } from './axe';
import { BASE, appReady, asAppShell, newPage, useBrowser } from './harness';
import { hoistSignal8, lowerSignal8 } from './live';

const { browser } = useBrowser();

async function activeDot(page: Page): Promise<number> {
  return page.locator('.hero .slider__dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
}

async function idle(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 890);
}

/**
 * Stops the page's clock (installed before it loaded) a moment from now, so the test moves time itself with
 * `page.clock.runFor`. The page's time keeps flowing until then; on a busy machine the moment may already have
 * passed, and a later one is tried.
 */
async function pauseClock(page: Page): Promise<void> {
  for (let margin = 100; ; margin *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + margin);
      return;
    } catch (err) {
      if (margin > 1600) throw err;
    }
  }
}

describe('home hero slider', () => {
  it('advances by itself, and the active dot pauses and resumes it', async () => {
    const page = await newPage(browser(), { reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto(`${BASE}/en`);
    await appReady(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await hero.waitFor();
    await idle(page);
    await pauseClock(page);
    expect(await activeDot(page)).toBe(0);
    await page.clock.runFor(3400);
    const moved = await activeDot(page);
    expect(moved).toBe(1);

    await page.getByRole('button', { name: /pause the slideshow/ }).click();
    expect(await hero.getAttribute('data-state')).toBe('paused');
    await idle(page);
    await page.clock.runFor(3600);
    expect(await activeDot(page)).toBe(moved);

    await page.getByRole('button', { name: /play the slideshow/ }).click();
    expect(await hero.getAttribute('data-state')).not.toBe('paused');
    await idle(page);
    await page.clock.runFor(3400);
    expect(await activeDot(page)).toBe(moved + 1);

    // Next goes on to the following slide, round to the first after the last (the hero holds what is current: 3 today).
    const slides = await page.locator('.hero .slider__dot').count();
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeDot(page)).toBe((moved + 2) % slides);
    await page.context().close();
  });

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    const page = await newPage(browser(), { reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.getByRole('region', { name: 'Highlights' }).waitFor();
    await idle(page);
    await pauseClock(page);
    await page.clock.runFor(3500);
    expect(await activeDot(page)).toBe(0);
    await page.context().close();
  });
});

describe('home blocks', () => {
  it('shows four event placeholders while the upcoming events load', async () => {
    const page = await newPage(browser(), { serviceWorkers: 'block' });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/enf?*', async (route) => {
      await held;
      await route.continue();
    });
    await asAppShell(page, '/en');
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.locator('.event-card--skeleton').first().waitFor();
    expect(await page.locator('.event-card--skeleton').count()).toBe(4);
    release();
    await page.locator('a.event-card').first().waitFor();
    expect(await page.locator('.event-card--skeleton').count()).toBe(0);
    await page.context().close();
  });

  it('skips a failed feed and a post whose image does not load', async () => {
    const page = await newPage(browser(), { serviceWorkers: 'block' });
    await page.route('**/api/curator/v1/feeds/macaotourism-x-weibo/posts*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/media/art/*/*/visitmacao-facebook-2.svg*', (route) => route.fulfill({ status: 404, body: '' }));
    await asAppShell(page, '/en');
    await page.goto(`${BASE}/en`);
    await appReady(page);
    const social = page.getByRole('region', { name: 'Macao, as it happens' });
    await social.locator('.feed-post').first().scrollIntoViewIfNeeded();
    await expect.poll(() => social.locator('.info-feed').count()).toBe(1);
    await expect.poll(() => social.locator('a[href$="/posts/7260002"]').count()).toBe(0);
    expect(await social.locator('.info-feed .feed-post').count()).toBe(3);
    expect(await social.locator('.image-feed__tile').count()).toBe(6);
    await page.context().close();
  });
});

describe('announcements', () => {
  it('opens the detail, freezes the page, dismisses into the collapsed bar and remembers larts', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    const api = (await (await page.request.get(`${BASE}/api/announcement?lang=en`)).json()) as { messages: { issuedTime: number }[] };
    const newest = Math.max(...api.messages.map((m) => m.issuedTime));
    await page.getByRole('button', { name: 'Read more' }).first().click();
    const detail = page.getByRole('dialog', { name: /Warning|Announcement/ });
    await detail.waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-frozen'))).toBe(true);
    await detail.getByRole('button', { name: 'Dismiss' }).click();
    await detail.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-frozen'))).toBe(false);
    await expect(page.getByRole('button', { name: /new announcement/ }).getAttribute('aria-expanded')).resolves.toBe('false');
    const larts = (await page.context().cookies()).find((c) => c.name === 'larts');
    expect(larts?.value).toBe(String(newest));
    expect(larts!.expires - Date.now() / 1000).toBeGreaterThan(89 * 86400);

    // After the reload the bar has the answer it would show, and stays away. The answer comes in the server's render
    // (the frame's loader), or from the API when the server sent the app shell instead (a busy server does).
    const fetched = page
      .waitForResponse((r) => r.url().includes('/api/announcement?'))
      .then(
        () => true,
        () => false,
      );
    const doc = await page.reload();
    await appReady(page);
    const rendered = new RegExp(`issuedTime["']?:${newest}\\b`).test((await doc?.text()) ?? '');
    expect(rendered || (await fetched)).toBe(true);
    await page
      .getByRole('link', { name: /^Weather\b/ })
      .first()
      .waitFor();
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    await page.context().close();
  });

  it('collapses on scrolling down and closes the detail on a route change', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.getByRole('button', { name: 'Read more' }).first().waitFor();
    await page.mouse.wheel(0, 600);
    await page.locator('.announcement-bar.is-collapsed').waitFor();
    expect(await page.getByRole('button', { name: /new announcement/ }).getAttribute('aria-expanded')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 0));
    // One or more: how many are current depends on the day (announcements past their end time are not counted).
    await page.getByRole('button', { name: /new announcements?\b/ }).click();
    await page
      .getByRole('link', { name: /^Weather\b/ })
      .first()
      .click();
    await page.waitForURL(`${BASE}/en/weather`);
    await page.getByRole('button', { name: 'Read more' }).first().click();
    await page.getByRole('dialog', { name: /Warning|Announcement/ }).waitFor();
    await page.goBack();
    await page.waitForURL(`${BASE}/en`);
    await page.getByRole('dialog', { name: /Warning|Announcement/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog', { name: /Warning|Announcement/ }).count()).toBe(0);
    await page.context().close();
  });

  it('lists every active announcement on the board, where the bar is hidden', async () => {
    await hoistSignal8();
    try {
      const page = await newPage(browser());
      // The server picks the change up within its poll interval (1 s in the journeys).
      await expect
        .poll(async () => (await (await page.request.get(`${BASE}/api/announcement?lang=en`)).json()).messages.length, { timeout: 10_000 })
        .toBeGreaterThan(2);
      await page.goto(`${BASE}/en/announcement`);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
      await page.locator('.announcement-card').first().waitFor();
      expect(await page.locator('.announcement-card.is-warning').count()).toBeGreaterThan(0);
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      await page.context().close();
    } finally {
      await lowerSignal8();
    }
  });
});

describe('site search', () => {
  it('refuses an empty keyword without a request, then finds results with 240 px thumbnails', async () => {
    const page = await newPage(browser());
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/api/gcse') && searches.push(r.url()));
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.waitFor();
    const input = dialog.getByRole('searchbox', { name: 'Keyword' });
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await expect(dialog.getByText('Please enter a keyword to search.').isVisible()).resolves.toBe(true);
    expect(searches).toEqual([]);

    await input.fill('food');
    await input.press('Enter');
    await dialog.locator('.search-result').first().waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    expect(await dialog.locator('.search-result').count()).toBe(10);
    expect(await dialog.locator('img.search-result__thumb').first().getAttribute('width')).toBe('240');
    expect(searches[0]).toContain('q=food');
    expect(searches[0]).not.toContain('lang=');
    // Each "see more" adds a page; the button goes once a page comes back with fewer than 10.
    const more = dialog.getByRole('button', { name: 'See more results' });
    let shown = 10;
    for (let i = 0; i < 5 && (await more.count()) > 0; i += 1) {
      await more.click();
      await expect.poll(() => dialog.locator('.search-result').count()).toBeGreaterThan(shown);
      shown = await dialog.locator('.search-result').count();
    }
    expect(shown).toBeGreaterThan(10);
    expect(shown % 10).not.toBe(0);
    expect(await more.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('offers the spelling suggestion as a link that searches it', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox', { name: 'Keyword' }).fill('templ');
    await dialog.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
    const suggestion = dialog.getByRole('link', { name: 'temple' });
    await suggestion.waitFor();
    await expect(dialog.locator('.not-found-graphic').isVisible()).resolves.toBe(true);
    await suggestion.click();
    await dialog.locator('.search-result').first().waitFor();
    expect(await dialog.getByRole('searchbox', { name: 'Keyword' }).inputValue()).toBe('temple');
    await page.context().close();
  });

  it('opens pre-filled and runs the search from ?opener=chatbot&keyword=', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/weather?opener=chatbot&keyword=egg%20tart`);
    await appReady(page);
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.waitFor();
    expect(await dialog.getByRole('searchbox', { name: 'Keyword' }).inputValue()).toBe('egg tart');
    await dialog.locator('.search-result').first().waitFor();
    await page.context().close();
  });
});

describe('share modal', () => {
  it('copies the link with feedback and shows a QR code and the networks', async () => {
    const page = await newPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${BASE}/en/announcement`);
    await appReady(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: 'QR code of the link to this page' }).waitFor();
    expect(await dialog.getByRole('list', { name: 'Share on' }).getByRole('link').count()).toBe(10);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByText('The link has been copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE}/en/announcement`);
    await page.context().close();
  });

  it('adds the messenger on mobile', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${BASE}/en/weather`);
    await appReady(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    // The share modal's code loads when it is first opened.
    await dialog.waitFor();
    expect(await dialog.getByRole('list', { name: 'Share on' }).getByRole('link').count()).toBe(11);
    await page.context().close();
  });
});

describe('weather page', () => {
  it('shows the UV index on the scale with its link, and no band notice when mild', async () => {
    const page = await newPage(browser(), { serviceWorkers: 'block' });
    await page.route('**/api/weather?*detail=1*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, uvIndex: 9, band: 0 } });
    });
    await asAppShell(page, '/en/weather');
    await page.goto(`${BASE}/en/weather`);
    await appReady(page);
    const uv = page.getByRole('region', { name: 'UV index' });
    await uv.waitFor();
    await expect(uv.getByText('Very high').isVisible()).resolves.toBe(true);
    expect(await uv.locator('.uv__step').count()).toBe(12);
    expect(await uv.locator('.uv__step[aria-current="true"]').textContent()).toBe('9');
    expect(await uv.getByRole('link', { name: /UV index details/ }).getAttribute('href')).toContain('/en/');
    expect(await page.getByRole('note').count()).toBe(0);
    await page.context().close();
  });

  it('shows the temperature-band notice, and no UV link where the bureau has no page', async () => {
    const page = await newPage(browser(), { serviceWorkers: 'block' });
    await page.route('**/api/weather?*detail=1*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, band: 2, uvIndex: 2 } });
    });
    await asAppShell(page, '/ko/weather');
    await page.goto(`${BASE}/ko/weather`);
    await appReady(page);
    await page.getByRole('note').waitFor();
    expect(await page.locator('.band-notice--veryHot').count()).toBe(1);
    expect(await page.locator('.uv__link').count()).toBe(0);
    await page.context().close();
  });
});

describe('page views and accessibility', () => {
  it('pushes a page view to dataLayer after each navigation', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en`);
    await appReady(page);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length), { timeout: 3000 }).toBe(1);
    await page
      .getByRole('link', { name: /^Weather\b/ })
      .first()
      .click();
    await page.waitForURL(`${BASE}/en/weather`);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length), { timeout: 3000 }).toBe(2);
    const last = await page.evaluate(() => (window.dataLayer ?? []).at(-1));
    expect(last).toMatchObject({ event: 'page_view', page_path: '/en/weather' });
    await page.context().close();
  });

  it('has no axe violations on the weather page, the announcement board and the open search', async () => {
    const page = await newPage(browser());
    for (const path of ['/en/weather', '/ar/announcement']) {
      await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
      await appReady(page);
      expect(await violations(axeScan(page), path)).toEqual([]);
    }
    await page.goto(`${BASE}/en?opener=chatbot&keyword=temple`);
    await page.locator('.search-result').first().waitFor();
    expect(await violations(axeScan(page), 'search')).toEqual([]);
    await page.context().close();
  });

  // Three contexts, each loaded to network idle and scanned: twice the default time, as the map's three scans get.
  it('has no axe violations on the home page (experimental rules and label-in-name on)', { timeout: 120_000 }, async () => {
    const cases: [string, number][] = [
      ['en', 1440],
      ['ar', 1440],
      ['zh-hant', 390],
    ];
    for (const [locale, width] of cases) {
      const page = await newPage(browser(), width < 800 ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true } : {});
      await page.goto(`${BASE}/${locale}`, { waitUntil: 'networkidle' });
      await appReady(page);
      await page.locator('.event-card:not(.event-card--skeleton)').first().waitFor();
      expect(await violations(axeScan(page), `/${locale} at ${width} px`)).toEqual([]);
      await page.context().close();
    }
  });
});
