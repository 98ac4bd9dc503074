import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../../src/lib/bytes';

describe('sizes for visitors', () => {
  it('shows megabytes with one decimal', () => {
    expect(formatBytes(9_590_107, 'en')).toBe('9.6 MB');
  });
  it('shows kilobytes under a tenth of a megabyte', () => {
    expect(formatBytes(53_628, 'en')).toBe('54 kB');
  });
  it('shows gigabytes from a thousand megabytes', () => {
    expect(formatBytes(10_737_418_240, 'en')).toBe('10.7 GB');
  });
  it('uses the locale number format', () => {
    expect(formatBytes(2_406_910, 'de')).toBe('2,4 MB');
  });
});
