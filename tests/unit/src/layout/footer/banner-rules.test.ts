import { describe, expect, it } from 'vitest';
import type { FooterBanner } from '#shared/api/site';
import { bannersFor, pathWithoutLocale, positions, rowSize, scrolls, showOnMatches } from '../../../../../src/layout/footer/banner-rules';

const banner = (id: string, showOn: FooterBanner['showOn']): FooterBanner => ({ id, link: `/${id}`, image: '', title: id, showOn });

describe('footer banner showOn rules (SPEC §3)', () => {
  it('takes the locale off the current path', () => {
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/zh-hant/')).toBe('/');
    expect(pathWithoutLocale('/pt/events/whatson/x')).toBe('/events/whatson/x');
    expect(pathWithoutLocale('/events')).toBe('/events');
  });
  it('matches exact rules on the path only', () => {
    expect(showOnMatches({ url: '/', exact: true }, '/')).toBe(true);
    expect(showOnMatches({ url: '/', exact: true }, '/events')).toBe(false);
    expect(showOnMatches({ url: '/dining', exact: true }, '/dining/')).toBe(true);
    expect(showOnMatches({ url: '/dining', exact: true }, '/dining/qtsas-restaurant')).toBe(false);
  });
  it('matches other rules on the path and below it, not on look-alike prefixes', () => {
    expect(showOnMatches({ url: '/events', exact: false }, '/events/calendar')).toBe(true);
    expect(showOnMatches({ url: '/events', exact: false }, '/events')).toBe(true);
    expect(showOnMatches({ url: '/events', exact: false }, '/events-archive')).toBe(false);
    expect(showOnMatches({ url: '/', exact: false }, '/anything/here')).toBe(true);
  });
  it('keeps the banners whose rules match, in order', () => {
    const list = [
      banner('a', [{ url: '/', exact: true }]),
      banner('b', [{ url: '/dining', exact: false }]),
      banner('c', [
        { url: '/dining', exact: true },
        { url: '/', exact: true },
      ]),
    ];
    expect(bannersFor(list, '/').map((b) => b.id)).toEqual(['a', 'c']);
    expect(bannersFor(list, '/dining/restaurant').map((b) => b.id)).toEqual(['b']);
    expect(bannersFor(list, '/weather')).toEqual([]);
  });
});

describe('footer banner rows (SPEC §4, §9)', () => {
  it('hold 4 on desktop and 2 on mobile', () => {
    expect(rowSize(false)).toBe(4);
    expect(rowSize(true)).toBe(2);
  });
  it('scroll only with more than twice the row size', () => {
    expect(scrolls(8, 4)).toBe(false);
    expect(scrolls(9, 4)).toBe(true);
    expect(scrolls(4, 2)).toBe(false);
    expect(scrolls(5, 2)).toBe(true);
  });
  it('stop at count - row + 1 positions', () => {
    expect(positions(9, 4)).toBe(6);
    expect(positions(2, 4)).toBe(1);
  });
});
