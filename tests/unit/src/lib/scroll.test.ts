// Which pages keep their scroll position.
import { describe, expect, it } from 'vitest';
import { keepsScrollPosition } from '#/lib/scroll';

describe('scroll restoration', () => {
  it('keeps scroll on search pages with an id query', () => {
    expect(keepsScrollPosition('/en/dining/restaurant', { id: 'x' })).toBe(true);
    expect(keepsScrollPosition('/en/travelagencies/search/', { id: 3 })).toBe(true);
    expect(keepsScrollPosition('/en/dining/restaurant', {})).toBe(false);
    expect(keepsScrollPosition('/en/dining', { id: 'x' })).toBe(false);
  });
});
