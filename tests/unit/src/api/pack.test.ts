// Delete removes the guide's IndexedDB databases by name: the names must be the ones the map opens.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE_DATABASES } from '#/api/pack';
import { TILE_DB_NAME } from '#/map/offline-source';

describe('the guide databases Delete removes', () => {
  it("names the map's tile ranges and style copy, and not My trip", () => {
    expect(GUIDE_DATABASES).toContain(TILE_DB_NAME);
    const style = /createStore\('([^']+)'/.exec(readFileSync('src/map/style.ts', 'utf8'))?.[1];
    expect(GUIDE_DATABASES).toContain(style);
    const trip = /DB_NAME = '([^']+)'/.exec(readFileSync('src/features/trip/store.ts', 'utf8'))?.[1];
    expect(trip).toBeTruthy();
    expect(GUIDE_DATABASES).not.toContain(trip);
  });
});
