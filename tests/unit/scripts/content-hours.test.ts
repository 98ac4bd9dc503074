// content:hours converts plain English hours to opening_hours on fixtures: in place, keeping each file's layout,
// leaving irregular lines alone, and changing nothing on a second run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertContent, toHoursSpec } from '../../../scripts/content-hours';
import { parseOpeningHours } from '#shared/opening-hours';

const FIXTURE = `[
  {
    "id": "daily",
    "name": { "en": "Daily" },
    "openingHour": {
      "en": "Daily 11:30–15:00, 18:00–22:30",
      "pt": "Diariamente 11:30–15:00, 18:00–22:30"
    },
    "coordinate": [
      113.5,
      22.2
    ]
  },
  {
    "id": "closed-mondays",
    "openingHour": { "en": "10:00–18:00, closed Mondays" }
  },
  { "id": "tides", "openingHour": { "en": "Depends on the tide" } },
  { "id": "last-entry", "openingHour": { "en": "Daily 09:00–18:00 (last entry 17:30)" } },
  { "id": "has-hours", "hours": "Mo-Su 10:00-12:00", "openingHour": { "en": "Daily 10:00–12:00" } }
]
`;

describe('toHoursSpec', () => {
  it.each([
    ['Daily 11:30–15:00, 18:00–22:30', 'Mo-Su 11:30-15:00,18:00-22:30'],
    ['10:00–18:00, closed Mondays', 'Tu-Su 10:00-18:00'],
    ['10:00–18:00, closed on Tuesdays and Thursdays', 'Mo,We,Fr-Su 10:00-18:00'],
    ['Monday–Friday 09:00–17:45', 'Mo-Fr 09:00-17:45'],
    ['Daily 18:00–02:00', 'Mo-Su 18:00-02:00'],
    ['Open 24 hours', '24/7'],
  ])('%s → %s', (text, spec) => {
    expect(toHoursSpec(parseOpeningHours(text)!)).toBe(spec);
  });
});

describe('convertContent', () => {
  it('writes hours in place of plain openingHour texts, keeps the layout, leaves the rest, and is idempotent', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-hours-'));
    const file = path.join(dir, 'places.json');
    fs.writeFileSync(file, FIXTURE);
    const changes = convertContent(dir);
    expect(changes.filter((c) => c.hours).map((c) => [c.id, c.hours])).toEqual([
      ['daily', 'Mo-Su 11:30-15:00,18:00-22:30'],
      ['closed-mondays', 'Tu-Su 10:00-18:00'],
    ]);
    expect(changes.filter((c) => !c.hours).map((c) => c.id)).toEqual(['tides', 'last-entry']);
    const once = fs.readFileSync(file, 'utf8');
    expect(once).toBe(
      FIXTURE.replace(/"openingHour": \{\n\s+"en": "Daily 11:30[^}]*\}/, '"hours": "Mo-Su 11:30-15:00,18:00-22:30"').replace(
        '"openingHour": { "en": "10:00–18:00, closed Mondays" }',
        '"hours": "Tu-Su 10:00-18:00"',
      ),
    );
    expect(convertContent(dir).some((c) => c.hours)).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe(once);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
