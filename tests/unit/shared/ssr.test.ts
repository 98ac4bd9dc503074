import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, renderCookies } from '#shared/ssr';

describe('isMobileUserAgent', () => {
  it('tells phones from desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/136 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/136 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});

describe('renderCookies', () => {
  it('keeps only the cookies that change a rendered page, in a fixed order', () => {
    expect(renderCookies({ lang: 'en', larts: '1700000000', fontsize: '2', other: 'x' })).toBe('fontsize=2; larts=1700000000');
    expect(renderCookies({})).toBe('');
  });
});
