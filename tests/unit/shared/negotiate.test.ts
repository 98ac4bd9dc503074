import { describe, expect, it } from 'vitest';
import { localeFromLanguageTag, negotiateLocale, parseAcceptLanguage } from '#shared/negotiate';

describe('language negotiation (SPEC §2)', () => {
  it('prefers a valid lang cookie', () => {
    expect(negotiateLocale({ cookie: 'ja', languages: ['fr-FR'] })).toBe('ja');
  });
  it('ignores a cookie naming a disabled or unknown locale', () => {
    expect(negotiateLocale({ cookie: 'ru', languages: ['de-DE'] })).toBe('de');
    expect(negotiateLocale({ cookie: 'xx', languages: [] })).toBe('en');
  });
  it('maps zh variants: tw, hk, mo, hant to zh-hant, others to zh-hans', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'ZH-tw']) expect(localeFromLanguageTag(tag)).toBe('zh-hant');
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN']) expect(localeFromLanguageTag(tag)).toBe('zh-hans');
  });
  it('uses the first two letters of other languages', () => {
    expect(localeFromLanguageTag('pt-BR')).toBe('pt');
    expect(localeFromLanguageTag('en-GB')).toBe('en');
    expect(localeFromLanguageTag('AR-EG')).toBe('ar');
    expect(localeFromLanguageTag('th')).toBe('th');
  });
  it('falls back to en for unsupported or disabled languages', () => {
    expect(negotiateLocale({ languages: ['nl-NL', 'de'] })).toBe('en');
    expect(negotiateLocale({ languages: ['ru-RU'] })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });
  it('only looks at the first browser language', () => {
    expect(negotiateLocale({ languages: ['sv', 'ja'] })).toBe('en');
  });
  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr;q=0.5, ko, en;q=0.8')).toEqual(['ko', 'en', 'fr']);
    expect(parseAcceptLanguage('*;q=0.1, zh-TW;q=0')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
