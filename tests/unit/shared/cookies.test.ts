// Reading and writing the site's cookies.
import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from '#shared/cookies';

describe('cookies', () => {
  it('round-trips values and sets 90 days', () => {
    expect(serializeCookie('lang', 'zh-hant')).toBe('lang=zh-hant; Max-Age=7776000; Path=/; SameSite=Lax');
    expect(parseCookies('a=1; lang=zh-hant; b=%E2%9C%93')).toEqual({ a: '1', lang: 'zh-hant', b: '✓' });
    expect(parseCookies('bad; =x; c=%E0%A4%A')).toEqual({ c: '%E0%A4%A' });
  });
});
