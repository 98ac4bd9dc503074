import { describe, expect, it } from 'vitest';
import { pageCacheUrl } from '../../../../server/ssr/page-url';

describe('pageCacheUrl', () => {
  it('drops campaign and click-id parameters, keeping the others as written', () => {
    expect(pageCacheUrl('/en/sightseeing?utm_source=a&utm_medium=b&fbclid=c&gclid=d')).toBe('/en/sightseeing');
    expect(pageCacheUrl('/en/events/whatson?month=2026-12&utm_campaign=x&q=A%20Ma')).toBe('/en/events/whatson?month=2026-12&q=A%20Ma');
    expect(pageCacheUrl('/en?UTM_Source=x&msclkid=1&_gl=2')).toBe('/en');
  });

  it('leaves a URL without those parameters alone', () => {
    expect(pageCacheUrl('/en/dining')).toBe('/en/dining');
    expect(pageCacheUrl('/en/dining?page=2&&')).toBe('/en/dining?page=2');
    expect(pageCacheUrl('/en/dining?utmost=1')).toBe('/en/dining?utmost=1');
  });
});
