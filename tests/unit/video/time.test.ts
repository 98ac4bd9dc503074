// Player times and seeking bounds.
import { describe, expect, it } from 'vitest';
import { clampTime, formatTime } from '../../../src/features/audio/time';

describe('player time', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  it('keeps a seek inside the recording', () => {
    expect(clampTime(-3, 60)).toBe(0);
    expect(clampTime(75, 60)).toBe(60);
    expect(clampTime(12, Number.NaN)).toBe(12);
  });
});
