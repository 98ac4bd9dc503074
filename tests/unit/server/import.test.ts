// Content import: validation errors name file, entry and field; HTML is sanitised; the store is rebuilt only when stale.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, ensureStore, importContent, needsImport } from '../../../server/import';
import { openStore } from '../../../server/store';
import { FIXTURE_CONTENT, copyFixtures, tempDir } from './helpers';

type Json = Record<string, unknown>;

// Fixture files are edited loosely on purpose: each test breaks one field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edit(dir: string, rel: string, change: (v: any) => void): void {
  const file = path.join(dir, rel);
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  change(value);
  fs.writeFileSync(file, JSON.stringify(value));
}

function importError(dir: string): string {
  try {
    importContent(dir, path.join(tempDir(), 'store.sqlite'));
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    return (e as Error).message;
  }
  throw new Error('import unexpectedly succeeded');
}

describe('content import errors', () => {
  it('names the file, entry and field of a coordinate outside Macao', () => {
    const dir = copyFixtures();
    edit(dir, 'dining/restaurants.json', (list) => {
      list[0].coordinate = [2.35, 48.85];
    });
    expect(importError(dir)).toMatch(/dining\/restaurants\.json: entry "a-lorcha": field "coordinate": expected \[lon, lat\] inside Macao bounds/);
  });

  it('reports a missing English text with its locale path', () => {
    const dir = copyFixtures();
    edit(dir, 'experience/sightseeing.json', (list) => {
      delete list[1].name.en;
    });
    expect(importError(dir)).toMatch(/experience\/sightseeing\.json: entry "senado-square": field "name\.en": expected non-empty English text/);
  });

  it('names an entry by index when it has no id', () => {
    const dir = copyFixtures();
    edit(dir, 'pois/busstop.json', (list) => {
      delete list[0].id;
    });
    expect(importError(dir)).toMatch(/pois\/busstop\.json: entry 0: field "id": expected a non-empty string, got missing/);
  });

  it('rejects a gastronomy story that points to a dining article that does not exist', () => {
    const dir = copyFixtures();
    edit(dir, 'dining/introduction.json', (doc) => {
      doc.story.article = 'no-such-article';
    });
    expect(importError(dir)).toMatch(/dining\/introduction\.json: entry "story": field "article": unknown dining article "no-such-article"/);
  });

  it('rejects an unknown taxonomy value', () => {
    const dir = copyFixtures();
    edit(dir, 'dining/restaurants.json', (list) => {
      list[1].cuisine = 'martian';
    });
    expect(importError(dir)).toMatch(/entry "riquexo": field "cuisine": unknown cuisine "martian"/);
  });

  it('names nested fields with their index', () => {
    const dir = copyFixtures();
    edit(dir, 'experience/sightseeing.json', (list) => {
      list[0].subsights[0].coordinate = [113.5];
    });
    expect(importError(dir)).toMatch(/entry "ruins-of-st-pauls": field "subsights\[0\]\.coordinate"/);
  });

  it('checks references between files', () => {
    const dir = copyFixtures();
    edit(dir, 'tours/suggested-tours.json', (t) => {
      t.groups[0].stops[0] = { sight: 'no-such-sight' };
    });
    expect(importError(dir)).toMatch(/tours\/suggested-tours\.json: entry "historic-walk": field "stops\[0\]\.sight": unknown sight "no-such-sight"/);
  });

  it('rejects malformed event dates, unknown motifs, bad ids and duplicates', () => {
    let dir = copyFixtures();
    edit(dir, 'events/events.json', (list) => {
      list[0].eventDate = '2026-11-20 to 2026-11-24';
    });
    expect(importError(dir)).toMatch(/events\/events\.json: entry "light-festival": field "eventDate"/);

    dir = copyFixtures();
    edit(dir, 'accommodation/hotels.json', (list) => {
      list[0].motif = 'spaceship';
    });
    expect(importError(dir)).toMatch(/accommodation\/hotels\.json: entry "grand-lisboa": field "motif": expected one of/);

    dir = copyFixtures();
    edit(dir, 'tags.json', (list) => {
      list[0].id = 'Not Kebab';
    });
    expect(importError(dir)).toMatch(/tags\.json: entry "Not Kebab": field "id": expected a lowercase kebab-case id/);

    dir = copyFixtures();
    edit(dir, 'brochures.json', (list) => {
      list.push({ ...list[0] });
    });
    expect(importError(dir)).toMatch(/brochures\.json: entry "city-guide": field "id": duplicate id/);
  });

  it('checks aliases: a list of distinct one-line names that repeat none of the names', () => {
    const cases: [unknown, RegExp][] = [
      ['大三巴', /field "aliases": expected a list/],
      [['大三巴', ''], /field "aliases\[1\]": expected a one-line name/],
      [['Tai Sam Ba', 'Tai Sam Ba'], /field "aliases\[1\]": duplicate alias "Tai Sam Ba"/],
      [['大三巴牌坊'], /field "aliases\[0\]": "大三巴牌坊" is already one of the names/],
    ];
    for (const [aliases, message] of cases) {
      const dir = copyFixtures();
      edit(dir, 'experience/sightseeing.json', (list) => {
        list[0].aliases = aliases;
      });
      expect(importError(dir)).toMatch(new RegExp(`experience/sightseeing\\.json: entry "ruins-of-st-pauls": ${message.source}`));
    }
  });

  it('names the file of invalid JSON', () => {
    const dir = copyFixtures();
    fs.writeFileSync(path.join(dir, 'site.json'), '{ "office": ');
    expect(importError(dir)).toMatch(/site\.json: invalid JSON/);
  });
});

describe('content import', () => {
  it('sanitises HTML to the allowlist once at import', () => {
    const db = path.join(tempDir(), 'store.sqlite');
    importContent(FIXTURE_CONTENT, db);
    const store = openStore(db);
    const sight = store.sight('ruins-of-st-pauls');
    expect(sight?.description.en).toBe('<p>The ruins are <strong>famous</strong>.</p>');
    expect(store.article('before-you-travel', 'visas')?.content?.en).not.toContain('javascript:');
    expect(sight?.aliases).toEqual(['大三巴', 'Tai Sam Ba']);
    expect(store.sight('macao-museum')?.aliases).toBeUndefined();
    store.close();
  });

  it('reads split lists in order', () => {
    const dir = copyFixtures();
    fs.writeFileSync(
      path.join(dir, 'pois/busstop.2.json'),
      JSON.stringify([{ id: 'bus-two', name: { en: 'Second part' }, coordinate: [113.54, 22.19], routes: ['9'] }]),
    );
    const db = path.join(tempDir(), 'store.sqlite');
    importContent(dir, db);
    const store = openStore(db);
    expect(store.pois(['busstop']).map((p) => p.id)).toEqual(['bus-senado', 'bus-two']);
    store.close();
  });

  it('generates POIs from sights, restaurants, hotels and located events', () => {
    const db = path.join(tempDir(), 'store.sqlite');
    importContent(FIXTURE_CONTENT, db);
    const store = openStore(db);
    const types = new Set(store.pois().map((p) => p.type));
    for (const t of ['sightseeing', 'shopping', 'fnb', 'restaurant', 'hotel', 'whatson', 'freewifi']) expect(types).toContain(t);
    expect(store.pois(['whatson']).map((p) => p.id)).toEqual(['light-festival', 'old-parade']);
    store.close();
  });

  it('ensureStore imports when missing, skips when current and re-imports when content is newer', () => {
    const dir = copyFixtures();
    const db = path.join(tempDir(), 'nested', 'store.sqlite');
    const log: string[] = [];
    ensureStore({ contentDir: dir, dbPath: db, log: (m) => log.push(m) });
    expect(fs.existsSync(db)).toBe(true);
    expect(log[0]).toMatch(/store missing/);
    expect(fs.readdirSync(path.dirname(db)).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    log.length = 0;
    ensureStore({ contentDir: dir, dbPath: db, log: (m) => log.push(m) });
    expect(log).toEqual([]);

    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'tags.json'), later, later);
    expect(needsImport(dir, db)).toBe('content changed');
    ensureStore({ contentDir: dir, dbPath: db, log: (m) => log.push(m) });
    expect(log[0]).toMatch(/content changed/);
  });

  it('keeps the previous store when an import fails', () => {
    const dir = copyFixtures();
    const db = path.join(tempDir(), 'store.sqlite');
    importContent(dir, db);
    const before = openStore(db).contentVersion;
    edit(dir, 'tags.json', (list) => {
      list[0].name = 'plain string';
    });
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'tags.json'), later, later);
    expect(() => ensureStore({ contentDir: dir, dbPath: db })).toThrow(/tags\.json: entry "heritage": field "name"/);
    const store = openStore(db);
    expect(store.contentVersion).toBe(before);
    expect(store.tag('heritage')).toBeDefined();
    store.close();
  });
});

describe('barrier-free guide import', () => {
  it('checks [lat, lon] order and level values', () => {
    let dir = copyFixtures();
    edit(dir, 'accessibility/hotels.json', (list) => {
      list[0].coordinate = [113.5435, 22.1905];
    });
    expect(importError(dir)).toMatch(/accessibility\/hotels\.json: entry "grand-lisboa-access": field "coordinate": expected \[lat, lon\]/);
    dir = copyFixtures();
    edit(dir, 'accessibility/hotels.json', (list) => {
      list[0].levels.wheelChair = 'maybe';
    });
    expect(importError(dir)).toMatch(/field "levels\.wheelChair": expected one of no, half, full/);
  });
});
