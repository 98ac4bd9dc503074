// Unit tests for the popup delay (SPEC §4: popups open and close with a 400 ms delay).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedToggle } from '#/map/delayed-toggle';

describe('popup delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens and closes after 400 ms', () => {
    const seen: (string | null)[] = [];
    const toggle = delayedToggle<string>((t) => seen.push(t));
    toggle.request('a');
    vi.advanceTimersByTime(399);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a']);
    toggle.request(null);
    vi.advanceTimersByTime(400);
    expect(seen).toEqual(['a', null]);
  });

  it('lets the last request win and a hold cancel a pending close', () => {
    const seen: (string | null)[] = [];
    const toggle = delayedToggle<string>((t) => seen.push(t));
    toggle.request('a');
    vi.advanceTimersByTime(200);
    toggle.request('b');
    vi.advanceTimersByTime(400);
    expect(seen).toEqual(['b']);
    toggle.request(null);
    vi.advanceTimersByTime(300);
    toggle.hold();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['b']);
    toggle.now(null);
    expect(seen).toEqual(['b', null]);
  });
});
