// Delete removes the guide's IndexedDB databases by name: the names must be the ones the map opens.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE_DATABASES } from '#/api/pack';
import { TILE_DB_NAME } from '#/map/offline-source';
import { TRIP_DB } from '#/lib/trip/storage';

describe('the guide databases Delete removes', () => {
  it("names the map's tile ranges and style copy, and not My trip", () => {
    expect(GUIDE_DATABASES).toContain(TILE_DB_NAME);
    const style = /createStore\('([^']+)'/.exec(readFileSync('src/map/style.ts', 'utf8'))?.[1];
    expect(GUIDE_DATABASES).toContain(style);
    expect(GUIDE_DATABASES).not.toContain(TRIP_DB);
  });
});
