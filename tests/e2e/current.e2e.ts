// Journeys: what the guide shows is current on Macao's date (shared/current.ts). On 28 November 2026 the home page
// promotes no ended festival, "This month" lists November's events (ended ones too) and the calendar opens at
// November; at midnight into 1 December in Macao (UTC still 30 November) the browser moves both on to December.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE, appReady, asAppShell, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

/** A page whose clock starts at `at` and runs on from there. */
async function pageAt(at: string): Promise<Page> {
  const page = await newPage(browser());
  await page.clock.install({ time: new Date(at) });
  return page;
}

/** The names of the events in the events page's "This month" section, once they have come. */
async function thisMonth(page: Page): Promise<{ title: string; names: string[] }> {
  const section = page.locator('section[aria-labelledby="events-month"]');
  await section.locator('.event-grid li a').first().waitFor();
  return {
    title: (await section.locator('#events-month').innerText()).trim(),
    names: await section.locator('.event-grid li').allInnerTexts(),
  };
}

/** The month headings of the calendar a visitor sees without opening anything. */
async function visibleMonths(page: Page): Promise<string[]> {
  await page.locator('.calendar-month__title').first().waitFor({ state: 'attached' });
  const titles = page.locator('.calendar-month__title');
  const out: string[] = [];
  for (let i = 0; i < (await titles.count()); i += 1) if (await titles.nth(i).isVisible()) out.push((await titles.nth(i).innerText()).trim());
  return out;
}

describe('on 28 November 2026 in Macao', () => {
  const NOW = '2026-11-28T10:00:00+08:00';

  it('the home page promotes no festival that has ended', async () => {
    const page = await pageAt(NOW);
    await page.goto(`${BASE}/en`);
    await appReady(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await hero.waitFor();
    const season = page.locator('section[aria-labelledby="home-happening"]');
    await season.waitFor();
    const promoted = `${await hero.innerText()}\n${await season.innerText()}`;
    // What comes next is promoted (the Light Festival and the Marathon lost their unsourced 2026 dates and are not).
    expect(promoted).toContain('Christmas and New Year countdown in Macao');
    expect(promoted).not.toMatch(/Food Festival/);
    expect(promoted).not.toMatch(/Music Festival/);
    // The Grand Prix stays only as a retrospective, worded as one.
    for (const line of promoted.split('\n').filter((l) => /Grand Prix/.test(l))) expect(line).toMatch(/^Relive /);
    await page.context().close();
  });

  it('"This month" lists the events that ran in November, those that ended too', async () => {
    const page = await pageAt(NOW);
    await page.goto(`${BASE}/en/events`);
    await appReady(page);
    const { title, names } = await thisMonth(page);
    expect(title).toContain('November 2026');
    expect(names.join('\n')).toContain('Macao Food Festival 2026');
    expect(names.join('\n')).toContain('Macau Grand Prix 2026');
    expect(names.join('\n')).not.toContain('Macao Light Festival 2026');
    await expect(page.getByText('No events are listed for this month yet').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('the calendar opens at November 2026, and the months before stay one click away', async () => {
    const page = await pageAt(NOW);
    await page.goto(`${BASE}/en/events/calendar`);
    await appReady(page);
    const months = await visibleMonths(page);
    expect(months[0]).toBe('November 2026');
    expect(months).not.toContain('December 2025');
    await page.getByText('Earlier months').click();
    expect(await page.getByRole('heading', { name: 'December 2025' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('at midnight into 1 December in Macao, while UTC is still 30 November', () => {
  // The browser renders these pages itself (as the service worker's app shell), on its own clock.
  it('a second before, "This month" is still November', async () => {
    const page = await pageAt('2026-11-30T15:59:00Z');
    await asAppShell(page, '/en/events');
    await page.goto(`${BASE}/en/events`);
    const { title, names } = await thisMonth(page);
    expect(title).toContain('November 2026');
    expect(names.join('\n')).toContain('Macao Food Festival 2026');
    await page.context().close();
  });

  it('"This month" moves on to December and the calendar opens at December', async () => {
    const page = await pageAt('2026-11-30T16:00:00Z');
    await asAppShell(page, '/en/events');
    await page.goto(`${BASE}/en/events`);
    const { title, names } = await thisMonth(page);
    expect(title).toContain('December 2026');
    expect(names.join('\n')).toContain('Christmas in Macao 2026');
    expect(names.join('\n')).toContain("New Year's Eve Countdown 2026");
    expect(names.join('\n')).not.toContain('Macao Food Festival 2026');

    await asAppShell(page, '/en/events/calendar');
    await page.goto(`${BASE}/en/events/calendar`);
    const months = await visibleMonths(page);
    expect(months[0]).toBe('December 2026');
    expect(months).not.toContain('November 2026');
    await page.context().close();
  });
});
