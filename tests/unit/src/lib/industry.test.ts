// The industry site's and the chatbot's locale rules.
import { describe, expect, it } from 'vitest';
import { hasChatbot, industryLocale } from '#/lib/industry';

describe('locale rules', () => {
  it('applies the industry-site and chatbot locale rules', () => {
    expect(industryLocale('pt')).toBe('pt');
    expect(industryLocale('ja')).toBe('en');
    expect(hasChatbot('th')).toBe(true);
    expect(hasChatbot('de')).toBe(false);
  });
});
