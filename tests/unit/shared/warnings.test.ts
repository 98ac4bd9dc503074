// Warning → place effect rules: levels and ranks, the heaviest state per kind, which warning explains it, clearing.
import { describe, expect, it } from 'vitest';
import { effectsOf, isShut, isWarningLevel, levelRank, sortWarnings, type WarningInForce, type WarningRule } from '#shared/warnings';

const source = { name: 'test authority', url: 'https://example.org' };
const RULES: WarningRule[] = [
  { id: 't8-lrt', warning: 'typhoon', from: '8', kinds: ['lrt', 'bus'], state: 'suspended', source },
  { id: 't8-museum', warning: 'typhoon', from: '8', kinds: ['museum'], state: 'closed', source },
  { id: 't8-open', warning: 'typhoon', from: '8', kinds: ['hotel', 'border-checkpoint'], state: 'open', source },
  { id: 't3-beach', warning: 'typhoon', from: '3', kinds: ['beach'], state: 'closed', source },
  { id: 'black-outdoor', warning: 'rainstorm', from: 'black', kinds: ['outdoor-sight', 'park'], state: 'closed', source },
  { id: 'red-outdoor', warning: 'rainstorm', from: 'red', kinds: ['outdoor-sight', 'event'], state: 'check', source },
  { id: 'monsoon-beach', warning: 'monsoon', from: 'on', kinds: ['beach'], state: 'check', source },
];
const w = (type: WarningInForce['type'], level: string): WarningInForce => ({ type, level, since: 0 });

describe('warning levels', () => {
  it('ranks every signal 8 quadrant as 8 and colours by their order', () => {
    expect(['1', '3', '8NE', '8SE', '8SW', '8NW', '9', '10'].map((l) => levelRank('typhoon', l))).toEqual([1, 3, 8, 8, 8, 8, 9, 10]);
    expect(levelRank('rainstorm', 'black')).toBeGreaterThan(levelRank('rainstorm', 'red'));
    expect(isWarningLevel('typhoon', '8SW')).toBe(true);
    expect(isWarningLevel('typhoon', '8')).toBe(false);
    expect(isWarningLevel('rainstorm', 'purple')).toBe(false);
  });

  it('sorts typhoon before rainstorm and the higher level first', () => {
    expect(sortWarnings([w('rainstorm', 'red'), w('heat', 'on'), w('typhoon', '3')]).map((x) => x.type)).toEqual(['typhoon', 'rainstorm', 'heat']);
  });
});

describe('effectsOf', () => {
  it('has no effect without a warning in force, or below a rule’s level', () => {
    expect(effectsOf(RULES, [])).toEqual({});
    expect(effectsOf(RULES, [w('typhoon', '1')])).toEqual({});
    expect(Object.keys(effectsOf(RULES, [w('typhoon', '3')]))).toEqual(['beach']);
  });

  it('applies signal 8 rules at 8 of any quadrant and at 9 and 10', () => {
    for (const level of ['8NE', '8NW', '9', '10']) {
      const e = effectsOf(RULES, [w('typhoon', level)]);
      expect(e.lrt).toMatchObject({ state: 'suspended', rule: 't8-lrt', warning: { type: 'typhoon', level } });
      expect(e.museum?.state).toBe('closed');
      expect(e.hotel?.state).toBe('open');
      expect(e.beach?.rule).toBe('t3-beach');
      expect(e.restaurant).toBeUndefined();
    }
  });

  it('keeps the heaviest state per kind whatever the order of warnings and rules', () => {
    const a = effectsOf(RULES, [w('rainstorm', 'black'), w('monsoon', 'on'), w('typhoon', '8SE')]);
    const b = effectsOf([...RULES].reverse(), [w('typhoon', '8SE'), w('monsoon', 'on'), w('rainstorm', 'black')]);
    expect(a).toEqual(b);
    expect(a['outdoor-sight']).toMatchObject({ state: 'closed', rule: 'black-outdoor' });
    expect(a.beach).toMatchObject({ state: 'closed', rule: 't3-beach' });
    expect(a.event).toMatchObject({ state: 'check', rule: 'red-outdoor' });
  });

  it('explains an equal effect by the gravest warning (typhoon before rainstorm)', () => {
    const rules: WarningRule[] = [
      { id: 'rain', warning: 'rainstorm', from: 'black', kinds: ['park'], state: 'closed', source },
      { id: 'typhoon', warning: 'typhoon', from: '8', kinds: ['park'], state: 'closed', source },
    ];
    expect(effectsOf(rules, [w('rainstorm', 'black'), w('typhoon', '9')]).park?.warning).toEqual({ type: 'typhoon', level: '9' });
  });

  it('counts closed and suspended as shut, check and open not', () => {
    expect([isShut({ state: 'closed' }), isShut({ state: 'suspended' }), isShut({ state: 'check' }), isShut({ state: 'open' }), isShut(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
