// Import of `sources`, `hours` and the public holidays: bad values fail naming file, entry and field; good ones
// reach the store and the place's answer.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, importContent } from '../../../../server/import';
import { openStore } from '../../../../server/store';
import { buildApp, copyFixtures, tempDir } from '../helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edit(dir: string, rel: string, change: (v: any) => void): void {
  const file = path.join(dir, rel);
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
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

const RESTAURANTS = 'dining/restaurants.json';
const source = (over: Record<string, unknown> = {}) => ({ url: 'https://www.gov.mo/en/', checked: '2026-11-01', facts: ['address'], ...over });

describe('sources', () => {
  it.each([
    [{ url: 'javascript:alert(1)' }, /field "sources\[0\]\.url": expected an http\(s\) URL/],
    [{ url: 'not a url' }, /field "sources\[0\]\.url": expected an http\(s\) URL/],
    [{ checked: '2026-02-30' }, /field "sources\[0\]\.checked": expected a date YYYY-MM-DD/],
    [{ checked: '2099-01-01' }, /field "sources\[0\]\.checked": 2099-01-01 is after today in Macao/],
    [{ facts: ['phone'] }, /field "sources\[0\]\.facts\[0\]": expected one of address, tel, hours/],
    [{ facts: [] }, /field "sources\[0\]\.facts": expected at least one fact/],
    [{ facts: ['tel', 'tel'] }, /field "sources\[0\]\.facts\[1\]": duplicate fact "tel"/],
  ])('rejects %j', (over, message) => {
    const dir = copyFixtures();
    edit(dir, RESTAURANTS, (list) => {
      list[1].sources = [source(over)];
    });
    expect(importError(dir)).toMatch(new RegExp(`dining/restaurants\\.json: entry "[a-z-]+": ${message.source}`));
  });
});

describe('hours', () => {
  it('rejects syntax the opening_hours library refuses, with its message', () => {
    const dir = copyFixtures();
    edit(dir, RESTAURANTS, (list) => {
      list[1].hours = 'Mo-Fr 25:00-26:00';
    });
    expect(importError(dir)).toMatch(/restaurants\.json: entry "[a-z-]+": field "hours": not valid opening_hours syntax \(.*outside of the current day/);
  });
  it('rejects valid syntax the guide cannot evaluate', () => {
    const dir = copyFixtures();
    edit(dir, RESTAURANTS, (list) => {
      list[1].hours = 'Mo-Fr sunrise-sunset';
    });
    expect(importError(dir)).toMatch(/field "hours": .*does not evaluate/);
  });
  it('rejects a holiday date that is not in its year', () => {
    const dir = copyFixtures();
    edit(dir, 'holidays.json', (doc) => {
      doc.years[0].dates.push('2027-01-01');
    });
    expect(importError(dir)).toMatch(/holidays\.json: field "years\[0\]\.dates\[20\]": expected a date YYYY-MM-DD in 2026/);
  });
});

describe('provenance in the store and the answers', () => {
  it('keeps sources and hours on the record', () => {
    const db = path.join(tempDir(), 'store.sqlite');
    importContent(copyFixtures(), db);
    const store = openStore(db);
    expect(store.restaurant('a-lorcha')).toMatchObject({
      hours: 'Mo,We-Su 12:00-22:30; Tu off; PH 12:00-22:30',
      sources: [{ facts: ['address', 'hours'] }, {}],
    });
    store.close();
  });
  it('answers a place with its sources, newest check, hours and the public holidays its PH needs', async () => {
    const { app } = await buildApp();
    const res = await app.inject('/api/dining/restaurant/a-lorcha?lang=en');
    const infos = (res.json() as { infos: Record<string, unknown> }).infos;
    expect(infos.sources).toEqual([
      { url: 'https://www.macaotourism.gov.mo/en/shopping-and-dining/restaurants/a-lorcha', checked: '2026-11-20' },
      { url: 'https://www.example.com/a-lorcha', checked: '2026-11-25' },
    ]);
    expect(infos.checked).toBe('2026-11-25');
    expect(infos.hours).toBe('Mo,We-Su 12:00-22:30; Tu off; PH 12:00-22:30');
    expect(infos.publicHolidays).toContain('2026-12-25');
    await app.close();
  });
});
