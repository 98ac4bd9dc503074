import { describe, expect, it } from 'vitest';
import {
  canonicalSpaces,
  formatClock,
  formatCoordinate,
  formatDate,
  formatDateTime,
  formatDistance,
  formatKilometres,
  formatNumber,
  formatPercent,
  formatTemperature,
  formatTemperatureRange,
  numberFormat,
} from '#shared/format';

// Intl's output carries narrow no-break spaces and bidi marks: compare with them made visible as plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatDistance', () => {
  it('shows whole metres under a kilometre, in the unit the locale writes', () => {
    expect(plain(formatDistance(350.4, 'en'))).toBe('350 m');
    expect(plain(formatDistance(350, 'de'))).toBe('350 m');
    expect(formatDistance(350, 'zh-Hant')).toContain('公尺');
    expect(formatDistance(350, 'ar')).not.toMatch(/ m$/);
  });
  it('switches to kilometres with one decimal at 1000 m, with the locale decimal sign', () => {
    expect(plain(formatDistance(999.6, 'en'))).toBe('1 km');
    expect(plain(formatDistance(1250, 'de'))).toBe('1,3 km');
    expect(plain(formatDistance(2000, 'en'))).toBe('2 km');
    expect(formatDistance(1500, 'ar')).toContain('كم');
  });
});

describe('formatKilometres', () => {
  it('formats a tour length', () => {
    expect(plain(formatKilometres(2.45, 'fr'))).toBe('2,5 km');
    expect(formatKilometres(3, 'ja')).toBe('3 km');
  });
});

describe('temperatures and percentages', () => {
  it('puts the degree sign where the locale does', () => {
    expect(formatTemperature(28, 'en')).toBe('28°C');
    expect(plain(formatTemperature(28, 'de'))).toBe('28 °C');
    expect(formatTemperature(27.6, 'en')).toBe('28°C');
  });
  it('writes a range with one unit', () => {
    expect(plain(formatTemperatureRange(24, 29, 'de'))).toBe('24–29 °C');
    expect(formatTemperatureRange(29, 24, 'en')).toBe('24–29°C');
    expect(formatTemperatureRange(25, 25, 'en')).toBe('25°C');
  });
  it('takes percentages on a 0–100 scale', () => {
    expect(formatPercent(80, 'en')).toBe('80%');
    expect(plain(formatPercent(80, 'de'))).toBe('80 %');
    expect(plain(formatPercent(80, 'fr'))).toBe('80 %');
  });
});

describe('numbers and coordinates', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
  });
  it('writes coordinates lat first, five decimals, Western digits in every locale', () => {
    expect(formatCoordinate([113.540829, 22.197453])).toBe('22.19745, 113.54083');
  });
  it('reuses formatters', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(numberFormat('en', { maximumFractionDigits: 1 }));
  });
});

describe('dates and times', () => {
  it('formats a date-only string as that day everywhere', () => {
    expect(formatDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDate('2026-11-24', 'de')).toBe('24.11.2026');
  });
  it('shows moments in Macao time', () => {
    expect(formatDateTime('2026-11-24T10:30:00Z', 'en-GB')).toBe('24 Nov 2026, 18:30');
  });
  it('formats minutes after midnight as a clock time, 12- or 24-hour per locale', () => {
    expect(formatClock(18 * 60 + 30, 'de')).toBe('18:30');
    expect(plain(formatClock(18 * 60 + 30, 'en'))).toBe('6:30 PM');
    expect(formatClock(24 * 60, 'de')).toBe('00:00');
    expect(formatClock(9 * 60, 'ko')).toContain('9:00');
  });
});

describe('canonicalSpaces', () => {
  it('writes thin and narrow no-break spaces the same way whichever ICU made them', () => {
    expect(canonicalSpaces('Dec 5\u2009–\u2009Feb 28, 2027')).toBe('Dec 5 – Feb 28, 2027');
    expect(canonicalSpaces('10:00\u202fAM')).toBe('10:00\u00a0AM');
    expect(canonicalSpaces('1 234')).toBe('1 234');
  });
});
