// The live answers: the default weather (from today, no warning), warnings set in the live store reaching
// /api/weather, /api/warnings and the status of every place, clearing again, and scheduled announcements.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../../../server/live/state';
import { buildApp, NOW } from '../helpers';

const OPERATOR = { id: null, name: 'test', ip: null };
let app: FastifyInstance;
let live: LiveState;
let now = NOW;

const json = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

async function setWarnings(list: { type: 'typhoon' | 'rainstorm'; level: string }[]) {
  await live.store.setWarnings(list, OPERATOR, now.getTime());
  await live.refresh();
}

beforeEach(async () => {
  now = NOW;
  ({ app, live } = await buildApp(undefined, () => now));
});
afterEach(async () => app.close());

describe('live weather', () => {
  it('starts with no warning in force and a 7-day forecast from today in Macao', async () => {
    const brief = await json('/api/weather');
    expect(brief.warnings).toEqual([]);
    expect(brief.temp).toBeGreaterThan(10);
    expect(brief.temp).toBeLessThan(30);
    const detail = await json('/api/weather?detail=1&lang=pt');
    expect(detail.forecast.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(detail.forecast[0].summary).toMatch(/\p{L}/u);
    expect(detail.forecast[0].fallbackFields).toEqual([]);
  });

  it('moves the forecast on with the date', async () => {
    now = new Date('2026-12-31T20:00:00Z'); // 1 January in Macao
    const detail = await json('/api/weather?detail=1');
    expect(detail.forecast[0].date).toBe('2027-01-01');
  });

  it('lists the warnings in force in the SPEC §3 shape, gravest type first', async () => {
    await setWarnings([
      { type: 'rainstorm', level: 'red' },
      { type: 'typhoon', level: '8SE' },
    ]);
    expect((await json('/api/weather')).warnings).toEqual([
      { type: 'typhoon', inforce: '8SE', status: 1 },
      { type: 'rainstorm', inforce: 'red', status: 1 },
    ]);
  });
});

describe('place status under a warning', () => {
  it('closes the museum, suspends the LRT and leaves the rest alone while signal 8 is in force; withdrawn, it clears', async () => {
    const calm = await json('/api/sight/macao-museum');
    expect(calm.status).toEqual({ kind: 'museum', asOf: expect.any(Number) });

    await setWarnings([{ type: 'typhoon', level: '8NE' }]);
    const museum = await json('/api/sight/macao-museum?lang=pt');
    expect(museum.status).toMatchObject({ kind: 'museum', effect: { state: 'closed', warning: { type: 'typhoon', level: '8NE' }, rule: 'typhoon-8-museums' } });
    expect(museum.status.effect.source.url).toMatch(/^https:\/\//);
    expect(museum).not.toHaveProperty('statusKind');

    const pois = await json('/api/pois');
    const lrt = pois.filter((p: { type: string }) => p.type === 'lrt');
    expect(lrt.length).toBeGreaterThan(0);
    for (const p of lrt) expect(p.status.effect).toMatchObject({ state: 'suspended' });
    const wifi = pois.find((p: { type: string }) => p.type === 'freewifi');
    expect(wifi.status).toEqual({ kind: 'other', asOf: expect.any(Number) });

    const list = await json('/api/experience/sightseeing?lang=pt');
    expect(JSON.stringify(list)).toContain('"state":"closed"');

    const warnings = await json('/api/warnings');
    expect(warnings.warnings).toEqual([{ type: 'typhoon', level: '8NE', since: NOW.getTime() }]);
    expect(warnings.effects.lrt).toMatchObject({ state: 'suspended' });
    expect(warnings.effects['border-checkpoint']).toMatchObject({ state: 'open' });

    await setWarnings([]);
    expect((await json('/api/sight/macao-museum')).status.effect).toBeUndefined();
    expect((await json('/api/warnings')).effects).toEqual({});
  });

  it('gives hotel, restaurant and event list cards their status, as sight cards have it', async () => {
    await setWarnings([{ type: 'typhoon', level: '8NW' }]);
    const hotels = (await json('/api/accommodation?page=1')).results;
    expect(hotels.length).toBeGreaterThan(0);
    for (const h of hotels) expect(h.status).toMatchObject({ kind: 'hotel', effect: { state: 'open', rule: 'typhoon-8-open' } });
    const restaurants = [...(await json('/api/dining/restaurant?page=1')).results, ...(await json('/api/dining/qtsas_restaurant')).results];
    expect(restaurants.length).toBeGreaterThan(0);
    for (const r of restaurants) expect(r.status).toEqual({ kind: 'restaurant', asOf: expect.any(Number) });
    const events = [...(await json('/api/enf')).enfs, ...(await json('/api/enf/whatson')).results];
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.status).toMatchObject({ kind: 'event', effect: { state: 'check', warning: { type: 'typhoon', level: '8NW' } } });
    for (const item of [...hotels, ...restaurants, ...events]) expect(item).not.toHaveProperty('statusKind');
  });

  it('serves the change to a client holding the old ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/sight/macao-museum' });
    await setWarnings([{ type: 'typhoon', level: '9' }]);
    const again = await app.inject({ method: 'GET', url: '/api/sight/macao-museum', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(200);
    expect(again.json().status.effect.state).toBe('closed');
  });
});

describe('announcements from the live store', () => {
  it('shows a scheduled announcement from its issue time, and no longer once withdrawn', async () => {
    const issuedTime = Math.floor(NOW.getTime() / 1000) + 600;
    await live.store.createAnnouncement(
      { id: 'later', content: { en: '<p>Later</p>' }, issuedTime, active: true, isWarning: false, channels: ['web'] },
      OPERATOR,
      NOW.getTime(),
    );
    await live.refresh();
    const ids = async () => (await json('/api/announcement')).messages.map((m: { id: string }) => m.id);
    expect(await ids()).not.toContain('later');
    now = new Date(NOW.getTime() + 601_000);
    expect((await ids())[0]).toBe('later');
    await live.store.withdrawAnnouncement('later', OPERATOR, now.getTime());
    await live.refresh();
    expect(await ids()).not.toContain('later');
  });
});
