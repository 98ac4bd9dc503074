// Which language an audio guide is spoken in, and how an article's audio link names its narration.
import { describe, expect, it } from 'vitest';
import { ENABLED_LOCALES } from '#shared/locales';
import { VOICES, audioLanguageFor } from '../../../server/audio/voices';
import { spokenLanguage } from '../../../server/audio/guides';
import { audioIdOfLink } from '../../../server/import/parse-audio';

describe('voices', () => {
  it('has a voice for every enabled locale', () => {
    for (const l of ENABLED_LOCALES) expect(VOICES[l], l).toBeTruthy();
    expect(VOICES['zh-hant']).toBe('yue');
    expect(VOICES['zh-hans']).toBe('cmn');
  });

  it('offers the nearest language where a locale has no voice', () => {
    expect(audioLanguageFor('ja', { en: 'en-gb', ja: 'ja' })).toBe('ja');
    expect(audioLanguageFor('ja', { en: 'en-gb' })).toBe('en');
    expect(audioLanguageFor('zh-hant', { en: 'en-gb', 'zh-hans': 'cmn' })).toBe('zh-hans');
  });

  it('speaks a guide in English where it has no script in the language', () => {
    const guide = { id: 'g', narration: { en: 'Hello', pt: 'Olá' } };
    expect(spokenLanguage(guide, 'pt')).toBe('pt');
    expect(spokenLanguage(guide, 'ko')).toBe('en');
  });
});

describe('audioIdOfLink', () => {
  it('reads /media/audio/<id>.mp3 and nothing else', () => {
    expect(audioIdOfLink('/media/audio/macao-light-festival-intro.mp3')).toBe('macao-light-festival-intro');
    expect(audioIdOfLink('/media/audio/en/x.mp3')).toBeUndefined();
    expect(audioIdOfLink('/media/audio/../x.mp3')).toBeUndefined();
    expect(audioIdOfLink('https://example.org/x.mp3')).toBeUndefined();
  });
});
