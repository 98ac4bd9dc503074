// Journeys: what search engines and calendars get. The served pages carry schema.org JSON-LD of the right types
// (with the breadcrumb the page shows), and an event's "Add to calendar" downloads an .ics that parses, starting
// on the event's first day.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

type Node = Record<string, unknown>;

async function jsonLd(path: string): Promise<Node[]> {
  const res = await fetch(`${BASE}${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => (JSON.parse(m[1]!) as { '@graph': Node[] })['@graph']);
}

describe('structured data', () => {
  const cases: [string, string][] = [
    ['/en/sightseeing/world-heritage/a-ma-temple', 'TouristAttraction'],
    ['/en/dining/restaurant/a-lorcha', 'Restaurant'],
    ['/en/accommodation/wynn-macau', 'Hotel'],
    ['/en/events/whatson/christmas-2026', 'Event'],
  ];

  it('parses with the expected types on a sight, a restaurant, a hotel and an event, each with its breadcrumb', async () => {
    for (const [path, type] of cases) {
      const nodes = await jsonLd(path);
      const main = nodes.find((n) => n['@type'] === type);
      expect(main, path).toMatchObject({ name: expect.any(String), url: `${BASE}${path}` });
      const trail = nodes.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: Node[] } | undefined;
      expect(trail, path).toBeDefined();
      expect(trail!.itemListElement.at(-1)!.name, path).toBe(main!.name);
      expect(trail!.itemListElement[0]!.item, path).toBe(`${BASE}/en`);
    }
    const [event] = (await jsonLd('/en/events/whatson/christmas-2026')).filter((n) => n['@type'] === 'Event');
    expect(event).toMatchObject({ startDate: '2026-12-24', endDate: '2026-12-25', eventStatus: 'https://schema.org/EventScheduled' });
  });
});

describe('add to calendar', () => {
  it('downloads the event as an .ics whose DTSTART is the event’s first day, in the page’s language', async () => {
    const page = await newPage(browser(), { acceptDownloads: true });
    await page.goto(`${BASE}/pt/events/whatson/christmas-2026`);
    await appReady(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Adicionar ao calendário' }).click()]);
    expect(download.suggestedFilename()).toBe('christmas-2026.ics');
    const text = await readFile((await download.path())!, 'utf8');
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.startDate.toString()).toBe('2026-12-24');
    expect(vevents[0]!.component.getFirstPropertyValue('url')).toBe(`${BASE}/pt/events/whatson/christmas-2026`);
    await page.context().close();
  });

  it('is not offered for an event known only by its month', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/events/whatson/parade-latin-city-2026`);
    await appReady(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Add to calendar' }).count()).toBe(0);
    await page.context().close();
  });
});
