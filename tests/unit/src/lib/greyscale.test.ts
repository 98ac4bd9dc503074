import { describe, expect, it } from 'vitest';
import { greyLevel, parseColour, toGreyscale } from '../../../../src/lib/greyscale';

describe('black-and-white colour conversion (SPEC §4)', () => {
  it('uses the weights 0.3, 0.59, 0.11', () => {
    expect(greyLevel({ r: 255, g: 0, b: 0 })).toBe(77);
    expect(greyLevel({ r: 0, g: 255, b: 0 })).toBe(150);
    expect(greyLevel({ r: 0, g: 0, b: 255 })).toBe(28);
    expect(toGreyscale('#1D4E89')).toBe('#464646'); // 0.3·29 + 0.59·78 + 0.11·137 = 70
  });
  it('reads hex, rgb(a) and hsl colours', () => {
    expect(toGreyscale('#fff')).toBe('#ffffff');
    expect(toGreyscale('#000000')).toBe('#000000');
    expect(toGreyscale('rgb(255, 0, 0)')).toBe('#4d4d4d');
    expect(toGreyscale('rgba(0, 0, 255, 0.5)')).toBe('rgba(28, 28, 28, 0.5)');
    expect(toGreyscale('hsl(0, 100%, 50%)')).toBe('#4d4d4d');
    expect(parseColour('#ff000080')?.a).toBeCloseTo(0.5, 1);
  });
  it('turns an invalid colour into black', () => {
    for (const bad of ['', 'blue-ish', '#12', '#ggg', 'rgb(1,2)', 'hsl(a, b, c)', 'url(x)']) expect(toGreyscale(bad)).toBe('#000000');
  });
});
