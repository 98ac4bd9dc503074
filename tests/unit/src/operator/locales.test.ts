// The operator area's language: the stored choice, else the browser's languages, else English.
import { describe, expect, it } from 'vitest';
import { pickOperatorLocale } from '../../../../src/operator/locales';

describe('pickOperatorLocale', () => {
  it('keeps a stored choice the area speaks', () => {
    expect(pickOperatorLocale('pt', ['zh-TW'])).toBe('pt');
    expect(pickOperatorLocale('ja', ['zh-TW'])).toBe('zh-hant');
  });
  it('maps the browser languages to traditional or simplified Chinese, Portuguese or English', () => {
    expect(pickOperatorLocale(null, ['zh-MO'])).toBe('zh-hant');
    expect(pickOperatorLocale(null, ['zh-CN'])).toBe('zh-hans');
    expect(pickOperatorLocale(null, ['zh-Hans-SG'])).toBe('zh-hans');
    expect(pickOperatorLocale(null, ['fr-FR', 'pt-PT'])).toBe('pt');
    expect(pickOperatorLocale(null, ['fr-FR'])).toBe('en');
  });
});
