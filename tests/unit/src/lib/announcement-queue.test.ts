import { describe, expect, it } from 'vitest';
import type { Announcement } from '#shared/api/site';
import {
  collapsesOnScroll,
  isCurrentAnnouncement,
  LARTS_COOKIE,
  lartsCookie,
  latestIssued,
  parseLastSeen,
  queueAnnouncements,
  rotate,
  rotatingCount,
} from '../../../../src/lib/announcement-queue';
import { parseCookies } from '#shared/cookies';

const a = (id: string, issuedTime: number, extra: Partial<Announcement> = {}): Announcement => ({
  id,
  content: `<p>${id}</p>`,
  issuedTime,
  active: true,
  isWarning: false,
  channels: ['web'],
  ...extra,
});

const NOW = 1000;

describe('announcement queue (SPEC §4)', () => {
  const list = [a('old', 100), a('new', 300), a('inactive', 400, { active: false }), a('mid', 200, { isWarning: true })];

  it('queues every active announcement when nothing was seen: warnings first, then newest first', () => {
    expect(queueAnnouncements(list, null, NOW).map((m) => m.id)).toEqual(['mid', 'new', 'old']);
  });
  it('keeps a warning in force first and rotates only through the warnings, never to an ordinary notice', () => {
    const notices = [a('maintenance', 900), a('signal-8', 500, { isWarning: true }), a('festival', 800)];
    const queue = queueAnnouncements(notices, null, NOW);
    expect(queue.map((m) => m.id)).toEqual(['signal-8', 'maintenance', 'festival']);
    expect(rotatingCount(queue)).toBe(1);
    expect(rotatingCount(queueAnnouncements([...notices, a('red-rain', 600, { isWarning: true })], null, NOW))).toBe(2);
    // A bar showing a notice goes back to the warning on its next turn.
    expect(rotate(2, rotatingCount(queue))).toBe(0);
    expect(rotatingCount(queueAnnouncements([a('x', 1), a('y', 2)], null, NOW))).toBe(2);
  });
  it('queues only those issued after the last-seen time', () => {
    expect(queueAnnouncements(list, 200, NOW).map((m) => m.id)).toEqual(['new']);
    expect(queueAnnouncements(list, 300, NOW)).toEqual([]);
  });
  it('neither shows nor counts one past its end time', () => {
    const timed = [a('maintenance', 100, { endTime: 500 }), a('counter', 90, { endTime: 2000 }), a('warning', 1500)];
    expect(queueAnnouncements(timed, null, 499).map((m) => m.id)).toEqual(['warning', 'maintenance', 'counter']);
    expect(queueAnnouncements(timed, null, 500).map((m) => m.id)).toEqual(['warning', 'counter']);
    expect(queueAnnouncements(timed, null, 2000).map((m) => m.id)).toEqual(['warning']);
    expect(latestIssued(queueAnnouncements(timed, 1500, 500))).toBeNull();
    expect(isCurrentAnnouncement(timed[0]!, 499)).toBe(true);
    expect(isCurrentAnnouncement(timed[0]!, 500)).toBe(false);
  });
  it('handles a missing response', () => {
    expect(queueAnnouncements(undefined, null, NOW)).toEqual([]);
  });
  it('remembers the newest issued time of the queue', () => {
    expect(latestIssued(queueAnnouncements(list, null, NOW))).toBe(300);
    expect(latestIssued([])).toBeNull();
  });
});

describe('larts cookie', () => {
  it('parses the stored seconds and rejects junk', () => {
    expect(parseLastSeen('1795137300')).toBe(1795137300);
    expect(parseLastSeen(undefined)).toBeNull();
    expect(parseLastSeen('')).toBeNull();
    expect(parseLastSeen('abc')).toBeNull();
    expect(parseLastSeen('-5')).toBeNull();
  });
  it('is written as larts for 90 days and never moves backwards', () => {
    const cookie = lartsCookie(300, null);
    expect(cookie).toContain(`${LARTS_COOKIE}=300`);
    expect(cookie).toContain(`Max-Age=${90 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(parseCookies(lartsCookie(200, 500).split(';')[0])[LARTS_COOKIE]).toBe('500');
  });
});

describe('bar behaviour', () => {
  it('collapses only when scrolling down past 100 px', () => {
    expect(collapsesOnScroll(0, 100)).toBe(false);
    expect(collapsesOnScroll(0, 101)).toBe(true);
    expect(collapsesOnScroll(400, 300)).toBe(false);
  });
  it('rotates through the queue in both directions', () => {
    expect(rotate(2, 3)).toBe(0);
    expect(rotate(0, 3, -1)).toBe(2);
    expect(rotate(0, 0)).toBe(0);
  });
});
