import { describe, expect, it } from 'vitest';
import { journeyName, longestFirst } from '../../../../scripts/gate/order';

describe('the journeys’ order', () => {
  it('names a journey file by its name without .e2e.ts, and nothing else', () => {
    expect(journeyName('/ci/p/tests/e2e/map-touch.e2e.ts')).toBe('map-touch');
    expect(journeyName('/ci/p/tests/e2e/harness.ts')).toBeUndefined();
    expect(journeyName('/ci/p/tests/unit/map.e2e.ts')).toBeUndefined();
  });

  it('starts the listed files first, longest first, and keeps the order of the others', () => {
    const files = ['a', 'crawl', 'b', 'markup', 'c'].map((n) => ({ moduleId: `/p/tests/e2e/${n}.e2e.ts` }));
    const order = longestFirst(files, (f) => f.moduleId, ['markup', 'crawl', 'offline']).map((f) => journeyName(f.moduleId));
    expect(order).toEqual(['markup', 'crawl', 'a', 'b', 'c']);
  });
});
