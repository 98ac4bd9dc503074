import { describe, expect, it } from 'vitest';
import { blockedBy, plan, startable, tail, timeTable, type Result, type Stage } from '../../../../scripts/gate/plan';

const STAGES: Stage[] = [
  { name: 'lint', run: 'l' },
  { name: 'typecheck', run: 't' },
  { name: 'build', run: 'b' },
  { name: 'unit', run: 'u', after: ['lint', 'typecheck'] },
  { name: 'node24', run: 'n', ciOnly: true, after: ['unit'] },
  { name: 'e2e', run: 'e', needs: ['build'], after: ['unit'] },
];

const names = (stages: readonly Stage[]) => stages.map((s) => s.name);

describe('the gate plan', () => {
  it('keeps the table order, and the CI-only stages only on CI', () => {
    expect(names(plan(STAGES, { ci: false }))).toEqual(['lint', 'typecheck', 'build', 'unit', 'e2e']);
    expect(names(plan(STAGES, { ci: true }))).toEqual(['lint', 'typecheck', 'build', 'unit', 'node24', 'e2e']);
  });

  it('runs only the named stages, a CI-only one too, or all but the skipped ones', () => {
    expect(names(plan(STAGES, { ci: false, only: ['node24', 'unit'] }))).toEqual(['unit', 'node24']);
    expect(names(plan(STAGES, { ci: false, skip: ['lint', 'e2e'] }))).toEqual(['typecheck', 'build', 'unit']);
  });

  it('refuses a stage name it does not know, a wait for no stage, and stages waiting for each other', () => {
    expect(() => plan(STAGES, { ci: false, only: ['lnit'] })).toThrow(/unknown stage lnit/);
    expect(() => plan([{ name: 'a', run: 'a', after: ['nope'] }], { ci: false })).toThrow(/a waits for nope, which is no stage/);
    const circle: Stage[] = [
      { name: 'a', run: 'a', after: ['b'] },
      { name: 'b', run: 'b', needs: ['a'] },
      { name: 'c', run: 'c' },
    ];
    expect(() => plan(circle, { ci: false })).toThrow(/in a circle: a, b/);
  });

  it('starts at once what waits for nothing, and a stage once every stage it waits for has ended, passed or not', () => {
    const chosen = plan(STAGES, { ci: true });
    const done = new Map<string, Result>();
    expect(names(startable(chosen, new Set(), done))).toEqual(['lint', 'typecheck', 'build']);
    const started = new Set(['lint', 'typecheck', 'build']);
    done.set('lint', 'failed');
    expect(names(startable(chosen, started, done))).toEqual([]);
    done.set('typecheck', 'passed');
    expect(names(startable(chosen, started, done))).toEqual(['unit']);
    started.add('unit');
    done.set('unit', 'passed');
    // e2e also waits for the build it needs.
    expect(names(startable(chosen, started, done))).toEqual(['node24']);
    done.set('build', 'passed');
    expect(names(startable(chosen, started, done))).toEqual(['node24', 'e2e']);
  });

  it('does not wait for a stage that is not run', () => {
    const chosen = plan(STAGES, { ci: false, only: ['e2e'] });
    expect(names(startable(chosen, new Set(), new Map()))).toEqual(['e2e']);
  });

  it('skips a stage when one it needs failed or was skipped, not when that one was not run', () => {
    const e2e = STAGES[5]!;
    expect(blockedBy(e2e, new Map([['build', 'failed']]))).toBe('build');
    expect(blockedBy(e2e, new Map([['build', 'skipped']]))).toBe('build');
    expect(blockedBy(e2e, new Map([['build', 'passed']]))).toBeUndefined();
    expect(blockedBy(e2e, new Map())).toBeUndefined();
  });
});

describe('the time table', () => {
  it('lines up stage, start, seconds and result by start, with the wall-clock total failing when a stage failed', () => {
    const table = timeTable(
      [
        { name: 'e2e:pg', start: 80, seconds: 301, result: 'failed' },
        { name: 'lint', start: 0, seconds: 12.34, result: 'passed' },
      ],
      400,
    );
    expect(table.split('\n')).toEqual([
      'stage               start  seconds  result',
      '------------------------------------------',
      'lint                  0.0     12.3  passed',
      'e2e:pg               80.0    301.0  failed',
      '------------------------------------------',
      'total (wall clock)           400.0  failed',
    ]);
  });
});

describe('a failed stage’s output', () => {
  it('keeps the last lines and says how many were left out', () => {
    expect(tail('a\nb\nc\nd\n', 2)).toBe("… 2 earlier lines in the stage's log\nc\nd");
    expect(tail('a\nb\n', 2)).toBe('a\nb');
  });
});
