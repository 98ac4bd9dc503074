// The progress bar's finish timing (SPEC §4).
import { describe, expect, it } from 'vitest';
import { progressFinishDelay } from '#/lib/progress';

describe('progress bar timing (SPEC §4)', () => {
  it('finishes at once under 100 ms and over 500 ms', () => {
    expect(progressFinishDelay(0)).toBe(0);
    expect(progressFinishDelay(99)).toBe(0);
    expect(progressFinishDelay(501)).toBe(0);
    expect(progressFinishDelay(5000)).toBe(0);
  });
  it('holds to 500 ms in between', () => {
    expect(progressFinishDelay(100)).toBe(400);
    expect(progressFinishDelay(320)).toBe(180);
    expect(progressFinishDelay(500)).toBe(0);
  });
});
