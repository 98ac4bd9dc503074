// Translation coverage (npm run content:check): which values count, how fields are named and grouped, what fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENABLED_LOCALES, LOCALES, type Locale } from '#shared/locales';
import { collectCoverage, coverageTable, isMultilingual, kindOf, percent, shortfalls } from '../../../server/import/coverage';
import { tempDir } from './helpers';

/** An ML value written in every locale but `without`. */
const ml = (text: string, without: Locale[] = []): Record<string, string> =>
  Object.fromEntries(LOCALES.filter((l) => !without.includes(l)).map((l) => [l, `${text} (${l})`]));

const FILES = [
  {
    path: 'experience/sightseeing.json',
    value: [
      { id: 'a-ma-temple', name: ml('A-Ma'), description: ml('<p>Temple</p>', ['ja', 'ru']), coordinate: [113.53, 22.18] },
      { id: 'senado-square', name: ml('Senado', ['ru']), description: { ...ml('<p>Square</p>', ['ru']), th: '<p> </p>' } },
    ],
  },
  { path: 'experience/shopping.json', value: [{ id: 'rua-do-cunha', name: ml('Cunha', ['ru']) }] },
  { path: 'experience/groups.json', value: [{ group: 'temples', name: ml('Temples', ['ru']) }] },
  { path: 'uit.json', value: { footer: { hotline: ml('Hotline', ['ru']), enews: ml('News', ['ru']) }, map: { nearby: ml('Nearby', ['ru']) } } },
  { path: 'social.json', value: { posts: { 'feed-a': [{ text: ml('Post', ['ru']) }], 'feed-b': [{ text: ml('Other', ['ru', 'ar']) }] } } },
  { path: 'tours/step-out-macao.json', value: { name: ml('Step out', ['ru']), groups: [{ group: 'barra', stops: [{ id: 'x', name: ml('Stop', ['ru']) }] }] } },
];

describe('isMultilingual', () => {
  it('is an object with an English string whose keys are all locale codes', () => {
    expect(isMultilingual({ en: 'a', ja: 'b' })).toBe(true);
    expect(isMultilingual({ ja: 'b' })).toBe(false);
    expect(isMultilingual({ en: 'a', name: 'b' })).toBe(false);
    expect(isMultilingual(['en'])).toBe(false);
  });
});

describe('kindOf', () => {
  it('groups folders of like records and keeps other files apart', () => {
    expect(kindOf('experience/fnb.json')).toBe('experience');
    expect(kindOf('experience/groups.json')).toBe('experience/groups');
    expect(kindOf('pois/busstop.2.json')).toBe('pois');
    expect(kindOf('articles/about-macao/history.json')).toBe('articles');
    expect(kindOf('accessibility/settings.json')).toBe('accessibility/settings');
    expect(kindOf('dining/restaurants.2.json')).toBe('dining/restaurants');
    expect(kindOf('uit.json')).toBe('uit');
  });
});

describe('collectCoverage', () => {
  const coverage = collectCoverage(FILES);
  const field = (kind: string, name: string) => coverage.find((f) => f.kind === kind && f.field === name)!;

  it('counts every value of a field across the files of its kind, per locale', () => {
    const names = field('experience', 'name');
    expect(names.total).toBe(3);
    expect(names.present.ja).toBe(3);
    expect(names.present.ru).toBe(1);
  });

  it('does not count an empty HTML value as written, and names a few records that miss a locale', () => {
    const d = field('experience', 'description');
    expect(d.present.th).toBe(1);
    expect(d.present.ja).toBe(1);
    expect(d.missing.ja).toEqual(['a-ma-temple']);
    expect(d.missing.th).toEqual(['senado-square']);
  });

  it('collapses data keys of interface text and social feeds into one field', () => {
    expect(coverage.filter((f) => f.kind === 'uit').map((f) => f.field)).toEqual(['*.*']);
    expect(field('uit', '*.*').total).toBe(3);
    expect(field('social', 'posts.*[].text')).toMatchObject({ total: 2, present: expect.objectContaining({ ar: 1, en: 2 }) });
  });

  it('names nested fields by their path', () => {
    expect(field('tours', 'groups[].stops[].name').total).toBe(1);
    expect(field('tours', 'name').total).toBe(1);
  });

  it('fails enabled locales only (ru is disabled)', () => {
    const short = shortfalls(coverage, ENABLED_LOCALES).map((s) => `${s.field.kind}:${s.field.field}:${s.locale}`);
    expect(short.sort()).toEqual(['experience:description:ja', 'experience:description:th', 'social:posts.*[].text:ar']);
  });

  it('prints kinds and the short fields, in whole percents rounded down', () => {
    expect(percent(999, 1000)).toBe(99);
    expect(percent(0, 0)).toBe(100);
    const table = coverageTable(coverage, LOCALES, ENABLED_LOCALES);
    expect(table).toMatch(/^experience\s+5\s+/m);
    expect(table).toContain('experience: description');
    expect(table).toContain('e.g. no ja in a-ma-temple');
    expect(table).toContain('ru-');
    expect(table).not.toContain('experience: name ');
  });
});

describe('npm run content:check', () => {
  const run = (dir: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], {
      encoding: 'utf8',
      // Not inherited: `CONTENT_CHECK=report npm test` must not turn the failing case into a report.
      env: { ...process.env, CONTENT_DIR: dir, CONTENT_CHECK: '', ...env },
    });
  const write = (files: typeof FILES): string => {
    const dir = tempDir();
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
      fs.writeFileSync(path.join(dir, f.path), JSON.stringify(f.value));
    }
    return dir;
  };

  it('passes when every enabled locale is complete, fails otherwise, and only reports with CONTENT_CHECK=report', () => {
    const complete = write(FILES.filter((f) => !['experience/sightseeing.json', 'social.json'].includes(f.path)));
    const ok = run(complete);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('fields complete in all 14 enabled locales');

    const partial = write(FILES);
    const failed = run(partial);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('experience: description');
    expect(failed.stderr).toContain('content:check failed');

    const reported = run(partial, { CONTENT_CHECK: 'report' });
    expect(reported.status).toBe(0);
    expect(reported.stdout).toContain('not enforced (CONTENT_CHECK=report)');
  }, 30_000);
});
