// How a popup opens (issue 31): a mouse's hover waits 400 ms (SPEC §4), a tap, click or key opens at once and pins
// the popup so leaving the marker does not close it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closesPopup, isHoverPointer, popupControl } from '#/map/popup-control';

describe('popupControl', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover only after 400 ms', () => {
    const seen: (string | null)[] = [];
    const c = popupControl<string>((t) => seen.push(t));
    c.hover('a');
    vi.advanceTimersByTime(399);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a']);
    c.hover(null);
    vi.advanceTimersByTime(400);
    expect(seen).toEqual(['a', null]);
  });

  it('opens at once on a tap or key, and stays open when the pointer leaves', () => {
    const seen: (string | null)[] = [];
    const c = popupControl<string>((t) => seen.push(t));
    c.hover('a');
    c.open('a');
    expect(seen).toEqual(['a']);
    expect(c.pinned()).toBe(true);
    c.hover(null);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['a']);
  });

  it('ignores hover on other markers while pinned, and hovers again once closed', () => {
    const seen: (string | null)[] = [];
    const c = popupControl<string>((t) => seen.push(t));
    c.open('a');
    c.hover('b');
    vi.advanceTimersByTime(400);
    expect(seen).toEqual(['a']);
    c.open(null);
    expect(c.pinned()).toBe(false);
    c.hover('b');
    vi.advanceTimersByTime(400);
    expect(seen).toEqual(['a', null, 'b']);
  });

  it('keeps a hovered popup while the mouse is over it', () => {
    const seen: (string | null)[] = [];
    const c = popupControl<string>((t) => seen.push(t));
    c.hover('a');
    vi.advanceTimersByTime(400);
    c.hover(null);
    c.hold();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['a']);
  });

  it('cancels a pending hover when a tap opens another', () => {
    const seen: (string | null)[] = [];
    const c = popupControl<string>((t) => seen.push(t));
    c.hover('a');
    c.open('b');
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['b']);
  });
});

describe('keys and pointers', () => {
  it('closes on Escape only', () => {
    expect(closesPopup('Escape')).toBe(true);
    expect(closesPopup('Esc')).toBe(true);
    expect(closesPopup('Enter')).toBe(false);
    expect(closesPopup(' ')).toBe(false);
  });

  it('treats only a mouse as hovering', () => {
    expect(isHoverPointer('mouse')).toBe(true);
    expect(isHoverPointer('touch')).toBe(false);
    expect(isHoverPointer('pen')).toBe(false);
  });
});
