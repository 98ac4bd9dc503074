import { describe, expect, it } from 'vitest';
import { blockedBy, plan, tail, timeTable, type Stage } from '../../../../scripts/gate/plan';

const STAGES: Stage[] = [
  { step: 2, name: 'unit', run: 'u' },
  { step: 1, name: 'lint', run: 'l' },
  { step: 1, name: 'typecheck', run: 't' },
  { step: 3, name: 'node24', run: 'n', ciOnly: true },
  { step: 4, name: 'e2e', run: 'e', needs: ['build'] },
];

const names = (steps: Stage[][]) => steps.map((s) => s.map((x) => x.name));

describe('the gate plan', () => {
  it('groups stages of one step to run together, steps in ascending order', () => {
    expect(names(plan(STAGES, { ci: false }))).toEqual([['lint', 'typecheck'], ['unit'], ['e2e']]);
  });

  it('runs the CI-only stages on CI', () => {
    expect(names(plan(STAGES, { ci: true }))).toEqual([['lint', 'typecheck'], ['unit'], ['node24'], ['e2e']]);
  });

  it('runs only the named stages, a CI-only one too, or all but the skipped ones', () => {
    expect(names(plan(STAGES, { ci: false, only: ['node24', 'unit'] }))).toEqual([['unit'], ['node24']]);
    expect(names(plan(STAGES, { ci: false, skip: ['lint', 'e2e'] }))).toEqual([['typecheck'], ['unit']]);
  });

  it('refuses a stage name it does not know', () => {
    expect(() => plan(STAGES, { ci: false, only: ['lnit'] })).toThrow(/unknown stage lnit/);
  });

  it('skips a stage when one it needs failed or was skipped, not when that one was not run', () => {
    const e2e = STAGES[4]!;
    expect(blockedBy(e2e, new Map([['build', 'failed']]))).toBe('build');
    expect(blockedBy(e2e, new Map([['build', 'skipped']]))).toBe('build');
    expect(blockedBy(e2e, new Map([['build', 'passed']]))).toBeUndefined();
    expect(blockedBy(e2e, new Map())).toBeUndefined();
  });
});

describe('the time table', () => {
  it('lines up stage, seconds and result, with the wall-clock total failing when a stage failed', () => {
    const table = timeTable(
      [
        { name: 'lint', seconds: 12.34, result: 'passed' },
        { name: 'e2e:pg', seconds: 301, result: 'failed' },
      ],
      400,
    );
    expect(table.split('\n')).toEqual([
      'stage               seconds  result',
      '-----------------------------------',
      'lint                   12.3  passed',
      'e2e:pg                301.0  failed',
      '-----------------------------------',
      'total (wall clock)    400.0  failed',
    ]);
  });
});

describe('a failed stage’s output', () => {
  it('keeps the last lines and says how many were left out', () => {
    expect(tail('a\nb\nc\nd\n', 2)).toBe("… 2 earlier lines in the stage's log\nc\nd");
    expect(tail('a\nb\n', 2)).toBe('a\nb');
  });
});
