// Clean markup gate: every page type, served by the server in en and ar, passes html-validate (the recommended and
// a11y presets, tuned in html-validate.config.ts with the reasons) and an axe-core scan with every rule on.
import { describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { axeScan, violations } from './axe';
import { BASE, appReady, newPage, useBrowser } from './harness';
import { HTML_VALIDATE_CONFIG } from './html-validate.config';

const { browser } = useBrowser();
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** One page of each type (paths without the locale), with the status the server answers. */
const PAGES: [type: string, path: string, status?: number][] = [
  ['home', ''],
  ['category overview', '/sightseeing'],
  ['sight group', '/sightseeing/world-heritage'],
  ['sight', '/sightseeing/world-heritage/a-ma-temple'],
  ['place with audio guide', '/sightseeing/museums/macao-museum'],
  ['village', '/sightseeing/islands-and-villages/coloane-village'],
  ['tag', '/tags/world-heritage'],
  ['dining', '/dining'],
  ['restaurant search', '/dining/restaurant'],
  ['restaurant', '/dining/restaurant/a-lorcha'],
  ['award restaurants', '/dining/qtsas-restaurant'],
  ['specialty foods', '/dining/specialty-foods'],
  ['accommodation', '/accommodation'],
  ['hotel search', '/accommodation/search'],
  ['hotel', '/accommodation/wynn-macau'],
  ['events', '/events'],
  ["what's on search", '/events/whatson'],
  ['event', '/events/whatson/christmas-2026'],
  ['calendar', '/events/calendar'],
  ['calendar entry', '/events/calendar/parade-latin-city-2025'],
  ["what's on guide", '/whatson'],
  ['suggested tours', '/suggested-tours'],
  ['blog', '/blog'],
  ['blog article', '/blog/a-day-in-coloane'],
  ['travel essentials', '/travelessential'],
  ['essentials article', '/travelessential/before-you-travel/visa-and-entry'],
  ['ports of entry', '/travelessential/before-you-travel/ports-of-entry'],
  ['travel agencies', '/travelessential/before-you-travel/travel-agencies'],
  ['travel agency check', '/travelagencies/search'],
  ['brochures', '/travelessential/useful-info/brochures'],
  ['tourist information', '/travelessential/useful-info/tourist-information'],
  ['representatives', '/travelessential/useful-info/mgto-representatives'],
  ['delegations', '/travelessential/useful-info/msar-delegations'],
  ['barrier-free guide', '/barrier-free-access-guide'],
  ['barrier-free place', '/barrier-free-access-guide/sights/macao-museum-of-art'],
  ['video playlists', '/video-playlists'],
  ['video playlist', '/video-playlists/experience-macao'],
  ['weather', '/weather'],
  ['announcements', '/announcement'],
  ['contact', '/contact-us'],
  ['footer page', '/privacy-statement'],
  ['offline', '/offline'],
  ['not found', '/no/such/page', 404],
];

const LOCALES = ['en', 'ar'] as const;

async function htmlErrors(url: string, status: number): Promise<string[]> {
  const res = await fetch(url);
  expect(res.status, url).toBe(status);
  const report = await validator.validateString(await res.text(), url);
  return report.results.flatMap((r) => r.messages.map((m) => `${url} ${m.ruleId}: ${m.message} (${m.selector ?? `${m.line}:${m.column}`})`));
}

describe('clean markup', () => {
  it.each(PAGES)('html-validate finds no error on the %s page, en and ar', async (_type, path, status = 200) => {
    const found: string[] = [];
    for (const locale of LOCALES) found.push(...(await htmlErrors(`${BASE}/${locale}${path}`, status)));
    expect(found).toEqual([]);
  });

  it('html-validate catches the faults it is trusted with', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><button type="button"><div>x</div></button><span aria-label="y">z</span><a href="#missing" aria-controls="nowhere">n</a></body></html>',
    );
    const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toEqual(expect.arrayContaining(['element-permitted-content', 'aria-label-misuse', 'no-missing-references']));
  });

  // One context and page per page type, both locales in it: a context per scan cost 43 more browser contexts (and their
  // first loads) for no more coverage. The worker stays blocked (harness.ts): the scan judges the page's markup,
  // rendered and hydrated, and the offline journeys test the worker.
  it.each(PAGES)('axe finds no violation on the %s page, en and ar', { timeout: 120_000 }, async (_type, path) => {
    const page = await newPage(browser());
    const found: string[] = [];
    for (const locale of LOCALES) {
      await page.goto(`${BASE}/${locale}${path}`);
      await appReady(page);
      await page.locator('main#main h1').first().waitFor();
      found.push(...(await violations(axeScan(page), `/${locale}${path}`)));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
