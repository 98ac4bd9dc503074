// Unit tests for src/lib/temperature.
import { describe, expect, it } from 'vitest';
import { bandNotice, temperatureBand, uvColour } from '#/lib/temperature';

describe('temperature bands', () => {
  it('maps -2..2 to the five bands', () => {
    expect([-2, -1, 0, 1, 2].map(temperatureBand)).toEqual(['veryCold', 'cold', 'mild', 'hot', 'veryHot']);
    expect(temperatureBand(3)).toBeNull();
    expect(temperatureBand(-3)).toBeNull();
    expect(temperatureBand(0.5)).toBeNull();
  });
  it('shows a notice for every band but mild', () => {
    expect(bandNotice('mild')).toBeNull();
    expect(bandNotice('veryCold')).toBe('veryCold');
    expect(bandNotice('hot')).toBe('hot');
  });
});

describe('uvColour', () => {
  it('follows the 12-step scale', () => {
    const tokens = Array.from({ length: 13 }, (_, i) => uvColour(i + 1).token);
    expect(tokens).toEqual([
      'uvGreen',
      'uvGreen',
      'uvGreen',
      'uvYellow',
      'uvYellow',
      'uvYellow',
      'uvOrange',
      'uvOrange',
      'uvRed',
      'uvRed',
      'uvRed',
      'uvViolet',
      'uvViolet',
    ]);
  });
  it('returns a hex colour and handles edge readings', () => {
    expect(uvColour(12)).toEqual({ token: 'uvViolet', hex: '#6b49c8' });
    expect(uvColour(1).hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(uvColour(0).token).toBe('uvGreen');
    expect(uvColour(8.4).token).toBe('uvOrange');
    expect(uvColour(8.6).token).toBe('uvRed');
    expect(uvColour(Number.NaN).token).toBe('uvGreen');
  });
});
