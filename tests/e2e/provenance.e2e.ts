// Journeys: a place page says when its facts were checked and where, offers a mistake report to the office, and
// says open now or closed on Macao's clock (moved with Playwright's clock across the opening time).
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();
const MUSEUM = '/en/sightseeing/museums/macao-museum';

describe('place provenance and open now', () => {
  it('shows the check date, the sources and a mistake report on a place page', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}${MUSEUM}`);
    await appReady(page);
    const about = page.getByRole('complementary', { name: 'About this information' });
    await expect.poll(() => about.textContent()).toContain('Information checked on November 28, 2026');
    const source = about.getByRole('link', { name: 'gov.mo' });
    expect(await source.getAttribute('href')).toBe('https://www.gov.mo/en/news/45384/');
    const report = about.getByRole('link', { name: 'Report a mistake' });
    const href = (await report.getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:mgto@macaotourism.gov.mo?subject=')).toBe(true);
    const mail = new URL(href);
    expect(mail.searchParams.get('subject')).toBe('Mistake on the page about Macao Museum');
    expect(mail.searchParams.get('body')).toContain(`${BASE}${MUSEUM}`);
    await page.context().close();
  });

  it('says closed before opening time and open now after it, on Macao time, with the weekly hours', async () => {
    const page = await newPage(browser(), { timezoneId: 'America/New_York' });
    // Tuesday 1 December 2026, 09:58 in Macao: still Monday evening in New York, the device's zone.
    await page.clock.install({ time: new Date('2026-12-01T01:58:00Z') });
    await page.goto(`${BASE}${MUSEUM}`);
    await appReady(page);
    const line = page.getByTestId('open-now');
    await expect.poll(() => line.textContent()).toMatch(/^Closed · opens at 10:00/);
    await page.clock.runFor(3 * 60_000);
    await expect.poll(() => line.textContent()).toMatch(/^Open now · closes at (18:00|6:00\sPM)/);
    const hours = page.locator('.hours-week');
    expect(await hours.textContent()).toMatch(/Monday: Closed/);
    expect(await hours.textContent()).toMatch(/Tuesday–Sunday: 10:00/);
    await page.context().close();
  });
});
