// The shared push rules: which topics an announcement reaches, the payload per language, the service worker's
// check of what it receives, and the pushed announcement merged into the cached announcements answer.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '#shared/api/site';
import { isPushPayload, pushPayload, topicsOf, withPushed } from '#shared/push';

const a = (id: string, issuedTime: number, isWarning = true, kind?: string): Announcement => ({
  id,
  content: `<p>Text of ${id}</p>`,
  issuedTime,
  active: true,
  isWarning,
  channels: ['web'],
  ...(kind ? { kind } : {}),
});

describe('topicsOf', () => {
  it('sends a typhoon warning to typhoon and warning subscribers', () =>
    expect(topicsOf({ isWarning: true, kind: 'typhoon' })).toEqual(['typhoon', 'warnings']));
  it('sends a rainstorm warning to rainstorm and warning subscribers', () =>
    expect(topicsOf({ isWarning: true, kind: 'rainstorm' })).toEqual(['rainstorm', 'warnings']));
  it('sends a heat warning to warning subscribers', () => expect(topicsOf({ isWarning: true, kind: 'heat' })).toEqual(['warnings']));
  it('sends other announcements to general subscribers', () => expect(topicsOf({ isWarning: false, kind: 'info' })).toEqual(['general']));
});

describe('pushPayload', () => {
  it('speaks the locale: title, lang, dir, page', () => {
    const p = pushPayload('ar', a('x', 1));
    expect(p).toMatchObject({ title: 'تحذير في ماكاو', lang: 'ar', dir: 'rtl', url: '/ar/announcement#ann-x', tag: 'announcement-x', body: 'Text of x' });
    expect(isPushPayload(p)).toBe(true);
  });
  it('cuts a long text for the notification', () => {
    const long = { ...a('y', 1, false), content: `<p>${'word '.repeat(200)}</p>` };
    expect(pushPayload('en', long).body.length).toBeLessThan(230);
  });
  it('refuses a payload that would open another site', () => {
    expect(isPushPayload({ ...pushPayload('en', a('x', 1)), url: '//evil.example/' })).toBe(false);
    expect(isPushPayload({ ...pushPayload('en', a('x', 1)), url: 'https://evil.example/' })).toBe(false);
    expect(isPushPayload('text')).toBe(false);
  });
});

describe('withPushed', () => {
  it('starts an answer when nothing was cached', () => {
    expect(withPushed(undefined, a('w', 5))).toEqual({ messages: [a('w', 5)], information: [] });
  });
  it('replaces the older copy of the same announcement and keeps newest first', () => {
    const cached = { messages: [a('old', 1, false), a('w', 2)], information: [{ id: 'old', content: 'x', channel: 'web', issuedTime: 1 }] };
    const next = withPushed(cached, { ...a('w', 9), content: '<p>Updated</p>' });
    expect(next.messages.map((m) => [m.id, m.content])).toEqual([
      ['w', '<p>Updated</p>'],
      ['old', '<p>Text of old</p>'],
    ]);
    expect(next.information.map((i) => i.id)).toEqual(['old']);
  });
  it('lists a general announcement under information too', () => {
    expect(withPushed(undefined, a('g', 3, false)).information).toEqual([{ id: 'g', content: '<p>Text of g</p>', channel: 'web', issuedTime: 3 }]);
  });
});
