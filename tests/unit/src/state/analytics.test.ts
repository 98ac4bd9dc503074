import { describe, expect, it } from 'vitest';
import { pageViewEvent, pushPageView } from '../../../../src/state/analytics';

describe('page views (SPEC §4)', () => {
  it('are pushed 500 ms after navigation as page_view events on window.dataLayer', () => {
    const target = {} as Window;
    pushPageView(pageViewEvent('/en/weather?x=1', 'https://example.org', 'Weather | Macao Tourism', 'en'), target);
    pushPageView(pageViewEvent('/en', 'https://example.org', 'Macao Tourism', 'en'), target);
    expect(target.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/en/weather?x=1',
        page_location: 'https://example.org/en/weather?x=1',
        page_title: 'Weather | Macao Tourism',
        language: 'en',
      },
      { event: 'page_view', page_path: '/en', page_location: 'https://example.org/en', page_title: 'Macao Tourism', language: 'en' },
    ]);
  });
});
