import { describe, expect, it } from 'vitest';
import { guideBytes, offerOf, readRemembered } from '#/lib/save-offer';

describe('offerOf', () => {
  it('offers the whole guide while only the first visit is saved', () => {
    expect(offerOf({ kind: 'core', bytes: 3_200_000 }, 11_200_000)).toEqual({ essentials: 3_200_000, whole: 11_200_000 });
  });
  it('offers nothing once the whole guide is saved, or before anything is', () => {
    expect(offerOf({ kind: 'full', bytes: 11_200_000 }, 11_200_000)).toBeUndefined();
    expect(offerOf(undefined, 11_200_000)).toBeUndefined();
  });
  it('leaves the whole size out when it is unknown or no larger than what is saved', () => {
    expect(offerOf({ kind: 'core', bytes: 3_200_000 }, undefined)).toEqual({ essentials: 3_200_000, whole: undefined });
    expect(offerOf({ kind: 'core', bytes: 3_200_000 }, 1_000)).toEqual({ essentials: 3_200_000, whole: undefined });
  });
});

describe('guideBytes', () => {
  it('adds every entry, ignoring sizes that are not sizes', () => {
    expect(guideBytes([{ bytes: 1000 }, { bytes: 2500 }, { bytes: NaN }, { bytes: -4 }])).toBe(3500);
    expect(guideBytes([])).toBe(0);
  });
});

describe('readRemembered', () => {
  it('reads a positive size and nothing else', () => {
    expect(readRemembered('11200000')).toBe(11_200_000);
    expect(readRemembered(null)).toBeUndefined();
    expect(readRemembered('abc')).toBeUndefined();
    expect(readRemembered('0')).toBeUndefined();
  });
});
