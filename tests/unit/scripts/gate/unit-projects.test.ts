import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGIC_DIRS, LOGIC_TESTS, MOCKING_TESTS } from '../../../../scripts/gate/unit-projects';

describe('the unit projects', () => {
  it('runs no file that mocks a module without isolation', () => {
    // A mock in a worker that keeps its modules reaches the files after it (scripts/gate/unit-projects.ts).
    const mocking = LOGIC_TESTS.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
    expect(mocking).toEqual([]);
    for (const file of MOCKING_TESTS) expect(readFileSync(file, 'utf8')).toMatch(/\bvi\.(mock|doMock)\(/);
  });

  it('finds the files of the logic folders', () => {
    expect(LOGIC_TESTS.length).toBeGreaterThan(80);
    for (const file of LOGIC_TESTS) expect(LOGIC_DIRS.some((dir) => file.startsWith(`${dir}/`))).toBe(true);
  });
});
