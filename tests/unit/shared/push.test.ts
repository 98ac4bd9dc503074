// The shared push rules: which topics an announcement reaches, the payload per language, the service worker's
// check of what it receives, and the pushed announcement merged into the cached announcements answer.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '#shared/api/site';
import { isPushPayload, pushedWarnings, pushPayload, topicsOf, warningsAfterPush, withPushed } from '#shared/push';
import type { WarningRule } from '#shared/warnings';

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
    const p = pushPayload('ar', a('x', 1), 'تحذير في ماكاو');
    expect(p).toMatchObject({ title: 'تحذير في ماكاو', lang: 'ar', dir: 'rtl', url: '/ar/announcement#ann-x', tag: 'announcement-x', body: 'Text of x' });
    expect(isPushPayload(p)).toBe(true);
  });
  it('cuts a long text for the notification', () => {
    const long = { ...a('y', 1, false), content: `<p>${'word '.repeat(200)}</p>` };
    expect(pushPayload('en', long, 'Macao warning').body.length).toBeLessThan(230);
  });
  it('refuses a payload that would open another site', () => {
    expect(isPushPayload({ ...pushPayload('en', a('x', 1), 'Macao warning'), url: '//evil.example/' })).toBe(false);
    expect(isPushPayload({ ...pushPayload('en', a('x', 1), 'Macao warning'), url: 'https://evil.example/' })).toBe(false);
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

describe('warnings carried by a push (offline places, issue 30)', () => {
  const rules: WarningRule[] = [
    { id: 't8-museums', warning: 'typhoon', from: '8', kinds: ['museum', 'park'], state: 'closed', source: { name: 'IAM', url: 'https://www.iam.gov.mo' } },
    { id: 'red-rain', warning: 'rainstorm', from: 'red', kinds: ['beach'], state: 'closed', source: { name: 'SMG', url: 'https://www.smg.gov.mo' } },
  ];
  const signal8 = { asOf: 2000, warnings: [{ type: 'typhoon' as const, level: '8NE', since: 2000 }] };

  it('travels in the payload and is read back; a malformed list is ignored, not taken as "no warnings"', () => {
    const p = pushPayload('en', a('s8', 1), 'Macao warning', signal8);
    expect(pushedWarnings(p)).toEqual(signal8);
    expect(pushedWarnings(pushPayload('en', a('s8', 1), 'Macao warning'))).toBeUndefined();
    expect(pushedWarnings({ inForce: { asOf: 1, warnings: [{ type: 'typhoon', level: '42', since: 1 }] } })).toBeUndefined();
    expect(pushedWarnings({ inForce: { asOf: 1, warnings: [] } })).toEqual({ asOf: 1, warnings: [] });
  });
  it('becomes the warnings answer with the effects the saved rules give: museums closed under Signal No. 8', () => {
    const answer = warningsAfterPush({ asOf: 1000, warnings: [], effects: {} }, signal8, rules);
    expect(answer.asOf).toBe(2000);
    expect(answer.effects.museum?.state).toBe('closed');
    expect(answer.effects.museum?.warning).toEqual({ type: 'typhoon', level: '8NE' });
    expect(answer.effects.beach).toBeUndefined();
  });
  it('keeps an answer newer than the push (a push can arrive after the server lowered the signal)', () => {
    const lowered = { asOf: 3000, warnings: [], effects: {} };
    expect(warningsAfterPush(lowered, signal8, rules)).toBe(lowered);
    expect(warningsAfterPush(undefined, signal8, rules).effects.park?.state).toBe('closed');
  });
});
