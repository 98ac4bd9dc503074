import { describe, expect, it } from 'vitest';
import { frameQueries } from '#/api/frame-queries';

const keys = (onWeatherPage: boolean) => frameQueries('pt', onWeatherPage).map((q) => q.queryKey.slice(1).join('/'));

describe('frameQueries (what the page frame shows, loaded with the page on the server)', () => {
  it("holds the header's menus, the announcements, the weather and the footer's answers, in the page's locale", () => {
    expect(keys(false)).toEqual([
      'pt/site',
      'pt/experience-menu',
      'pt/travelessential-menu',
      'pt/announcement',
      'pt/weather',
      'pt/subscriptions',
      'pt/banner-footer',
    ]);
  });

  it('takes the detailed weather on the weather page, as its header shows', () => {
    expect(keys(true)).toContain('pt/weather/detail');
    expect(keys(true)).not.toContain('pt/weather');
  });
});
