// content:check's source coverage: a factual field without a source covering it fails the check (strict by default)
// and is listed by file, id and field.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSourceCoverage, sourceCoverageTable } from '../../../server/import/source-coverage';

const SOURCED = { url: 'https://www.gov.mo/en/', checked: '2026-11-28', facts: ['address', 'tel', 'hours'] };

describe('collectSourceCoverage', () => {
  it('finds a planted unsourced fact and names its file, id and field', () => {
    const c = collectSourceCoverage([
      {
        path: 'dining/restaurants.json',
        value: [
          { id: 'sourced', address: { en: 'Rua A' }, tel: '+853 2800 0000', hours: 'Mo-Su 10:00-18:00', sources: [SOURCED] },
          { id: 'planted', address: { en: 'Rua B' }, price: { en: 'MOP 200' }, sources: [SOURCED] },
        ],
      },
    ]);
    expect(c.unsourced).toEqual([{ file: 'dining/restaurants.json', id: 'planted', field: 'price', fact: 'price' }]);
    expect(c.kinds).toEqual([{ kind: 'dining/restaurants', records: 2, facts: 5, sourced: 4 }]);
    expect(sourceCoverageTable(c)).toMatch(/dining\/restaurants\s+2\s+5\s+4\s+80 %/);
    expect(sourceCoverageTable(c)).toContain('dining/restaurants.json  planted: price');
  });

  it("covers a branch's facts by its record's sources or its own, and ignores empty award lists and non-place files", () => {
    const c = collectSourceCoverage([
      {
        path: 'travel-agencies.json',
        value: [
          {
            id: 'agency',
            licence: 'A-1',
            awards: [],
            sources: [{ ...SOURCED, facts: ['licence', 'address'] }],
            branches: [
              { id: 'b1', address: { en: 'x' } },
              { id: 'b2', tel: '1', sources: [{ ...SOURCED, facts: ['tel'] }] },
              { id: 'b3', tel: '2' },
            ],
          },
        ],
      },
      { path: 'events/whatson-pdf.json', value: [{ id: 'nov', month: '2026-11' }] },
    ]);
    expect(c.unsourced.map((u) => u.field)).toEqual(['branches[2].tel']);
    expect(c.kinds.map((k) => k.kind)).toEqual(['travel-agencies']);
  });
});

describe('npm run content:check', () => {
  it('fails on a planted unsourced fact, listing it, unless CONTENT_SOURCES=report', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
    fs.mkdirSync(path.join(dir, 'dining'));
    // Plain-string fields only, so translation coverage has nothing to say.
    fs.writeFileSync(path.join(dir, 'dining/restaurants.json'), JSON.stringify([{ id: 'planted', tel: '+853 2800 0000' }]));
    const run = (env: Record<string, string> = {}): { code: number; out: string } => {
      try {
        // Node itself with tsx's hook, as npm's script would run it, without starting npx each time.
        const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], {
          env: { ...process.env, CONTENT_DIR: dir, ...env },
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return { code: 0, out };
      } catch (e) {
        const err = e as { status: number; stdout: string; stderr: string };
        return { code: err.status, out: err.stdout + err.stderr };
      }
    };
    const strict = run();
    expect(strict.code).toBe(1);
    expect(strict.out).toContain('dining/restaurants.json  planted: tel');
    expect(strict.out).toContain('content:check failed: 1 facts in 1 records have no source covering them');
    expect(run({ CONTENT_SOURCES: 'report' }).code).toBe(0);
    fs.writeFileSync(path.join(dir, 'dining/restaurants.json'), JSON.stringify([{ id: 'planted', tel: '+853 2800 0000', sources: [SOURCED] }]));
    expect(run().code).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
