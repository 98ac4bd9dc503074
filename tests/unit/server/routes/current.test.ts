// What the home promotes follows the currency rule on Macao's date (hero slides, "This season" cards and banners tied
// to an event or dated), and the social feed shows a post about a warning only while the live store has it in force.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../../../server/live/state';
import { buildApp } from '../helpers';

const OPERATOR = { id: null, name: 'test', ip: null };
let app: FastifyInstance;
let live: LiveState;
// The fixture light festival runs 20–24 November 2026; the old parade ended in February.
let now = new Date('2026-11-24T15:59:59Z'); // 23:59:59 on 24 November in Macao

const json = async (url: string) => {
  const res = await app.inject(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const ids = (list: { id: string }[]) => list.map((x) => x.id);

beforeEach(async () => {
  now = new Date('2026-11-24T15:59:59Z');
  ({ app, live } = await buildApp(undefined, () => now));
});
afterEach(async () => app.close());

describe('promoted items on Macao’s date', () => {
  it('shows an event’s card, slide and banner up to its last day, and drops them at midnight in Macao (UTC still that day)', async () => {
    expect(ids((await json('/api/whatshappening')).cards)).toEqual(['card-1', 'card-light', 'card-parade-look-back']);
    expect(ids(await json('/api/banner/home'))).toEqual(['welcome', 'light-slide']);
    expect(ids(await json('/api/banner/footer'))).toEqual(['app', 'footer-light']);

    now = new Date('2026-11-24T16:00:00Z'); // 00:00 on 25 November in Macao
    expect(ids((await json('/api/whatshappening')).cards)).toEqual(['card-1', 'card-parade-look-back']);
    expect(ids(await json('/api/banner/home'))).toEqual(['welcome']);
    expect(ids(await json('/api/banner/footer'))).toEqual(['app']);
  });

  it('hands each item’s window on, so a copy kept by the browser is judged by the same rule', async () => {
    const { cards } = await json('/api/whatshappening');
    expect(cards.find((c: { id: string }) => c.id === 'card-light')).toMatchObject({ start: '2026-11-20', end: '2026-11-24' });
    expect(cards.find((c: { id: string }) => c.id === 'card-parade-look-back')).toMatchObject({ end: '2026-02-02', retrospective: true });
    expect(cards.find((c: { id: string }) => c.id === 'card-1')).not.toHaveProperty('end');
  });

  it('never promotes an ended event unless the item is a retrospective', async () => {
    const cards = ids((await json('/api/whatshappening')).cards);
    expect(cards).not.toContain('card-parade');
    expect(cards).toContain('card-parade-look-back');
  });

  it('keeps a dated banner from before its first day until after its last', async () => {
    expect(ids((await json('/api/whatshappening')).banners)).toEqual(['b-1', 'b-december']);
    now = new Date('2026-12-31T15:59:59Z');
    expect(ids((await json('/api/whatshappening')).banners)).toEqual(['b-1', 'b-december']);
    now = new Date('2026-12-31T16:00:00Z');
    expect(ids((await json('/api/whatshappening')).banners)).toEqual(['b-1']);
  });
});

describe('social posts and the warnings in force', () => {
  const posts = async () => ids((await json('/api/curator/v1/feeds/feed-a/posts?limit=10')).posts);
  const setWarnings = async (list: { type: 'typhoon' | 'rainstorm'; level: string }[], at: Date) => {
    await live.store.setWarnings(list, OPERATOR, at.getTime());
    await live.refresh();
  };

  it('leaves out a post announcing Signal No. 8 while no warning is in force, and posts dated after today', async () => {
    expect(await posts()).toEqual(['p1', 'p2']);
  });

  it('shows it while signal 8 is in force since before the post, and drops it once the signal is lowered', async () => {
    await setWarnings([{ type: 'typhoon', level: '8SE' }], new Date('2026-11-21T01:00:00Z'));
    expect(await posts()).toEqual(['p-signal-8', 'p1', 'p2']);
    await setWarnings([{ type: 'typhoon', level: '3' }], new Date('2026-11-24T01:00:00Z'));
    expect(await posts()).toEqual(['p1', 'p2']);
  });

  it('does not let an old post speak for a warning set after it', async () => {
    await setWarnings([{ type: 'typhoon', level: '8NE' }], new Date('2026-11-24T01:00:00Z'));
    expect(await posts()).toEqual(['p1', 'p2']);
  });

  it('revalidates the feed on every request, as warnings change', async () => {
    const res = await app.inject('/api/curator/v1/feeds/feed-a/posts?limit=10');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('announcements with an end time', () => {
  // Site maintenance on 25 November 2026 from 02:00 to 06:00 in Macao.
  const issuedTime = Date.parse('2026-11-24T10:00:00+08:00') / 1000;
  const endTime = Date.parse('2026-11-25T06:00:00+08:00') / 1000;
  const messages = async () => ids((await json('/api/announcement')).messages);

  beforeEach(async () => {
    const input = { id: 'maintenance', content: { en: '<p>Maintenance</p>' }, issuedTime, endTime, active: true, isWarning: false, channels: ['web'] };
    await live.store.createAnnouncement(input, OPERATOR, now.getTime());
    await live.refresh();
  });

  it('is shown and counted until its end time, then neither', async () => {
    now = new Date((endTime - 1) * 1000);
    expect(await messages()).toContain('maintenance');
    expect(ids((await json('/api/announcement')).information)).toContain('maintenance');
    const counted = live.visibleAnnouncements(now).length;

    now = new Date(endTime * 1000);
    expect(await messages()).not.toContain('maintenance');
    expect(ids((await json('/api/announcement')).information)).not.toContain('maintenance');
    expect(live.visibleAnnouncements(now)).toHaveLength(counted - 1);
  });

  it('hands the end time to the browser, which applies the same rule to a copy it kept', async () => {
    now = new Date((endTime - 60) * 1000);
    const body = await json('/api/announcement');
    expect(body.messages.find((m: { id: string }) => m.id === 'maintenance')).toMatchObject({ issuedTime, endTime });
  });
});
