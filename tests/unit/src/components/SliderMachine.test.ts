import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSliderState, isCycling, SLIDER_INTERVAL_MS, SliderController, sliderReducer, swipeStep } from '../../../../src/components/SliderMachine';

describe('slider reducer (SPEC §4 sliders)', () => {
  it('wraps next and previous around the ends', () => {
    const s = initialSliderState(3);
    expect(sliderReducer(s, { type: 'prev' }).index).toBe(2);
    expect(sliderReducer({ ...s, index: 2 }, { type: 'next' }).index).toBe(0);
  });
  it('toggles pause when the active dot is clicked and jumps for another dot', () => {
    const s = initialSliderState(4);
    const paused = sliderReducer(s, { type: 'dot', index: 0 });
    expect(paused.paused).toBe(true);
    expect(paused.index).toBe(0);
    expect(sliderReducer(paused, { type: 'dot', index: 0 }).paused).toBe(false);
    const jumped = sliderReducer(s, { type: 'dot', index: 2 });
    expect(jumped).toMatchObject({ index: 2, paused: false });
  });
  it('stops cycling while any hold is on and resumes when all are released', () => {
    let s = initialSliderState(3);
    expect(isCycling(s)).toBe(true);
    s = sliderReducer(s, { type: 'hold', reason: 'hover' });
    s = sliderReducer(s, { type: 'hold', reason: 'video' });
    expect(isCycling(s)).toBe(false);
    expect(sliderReducer(s, { type: 'tick' }).index).toBe(0);
    s = sliderReducer(s, { type: 'release', reason: 'hover' });
    expect(isCycling(s)).toBe(false);
    s = sliderReducer(s, { type: 'release', reason: 'video' });
    expect(isCycling(s)).toBe(true);
  });
  it('never cycles a single slide', () => {
    expect(isCycling(initialSliderState(1))).toBe(false);
    expect(sliderReducer(initialSliderState(1), { type: 'tick' }).index).toBe(0);
  });
  it('keeps the index in range when the slide count shrinks', () => {
    expect(sliderReducer({ ...initialSliderState(5), index: 4 }, { type: 'setCount', count: 2 }).index).toBe(1);
  });
});

describe('swipe (20 px pan threshold)', () => {
  it('ignores pans up to the threshold', () => {
    expect(swipeStep(20)).toBe(0);
    expect(swipeStep(-20)).toBe(0);
  });
  it('moves forward on a leftward pan and back on a rightward one, mirrored right-to-left', () => {
    expect(swipeStep(-21)).toBe(1);
    expect(swipeStep(21)).toBe(-1);
    expect(swipeStep(-21, true)).toBe(-1);
    expect(swipeStep(21, true)).toBe(1);
  });
});

describe('slider controller timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 3000 ms while cycling', () => {
    const c = new SliderController(3);
    vi.advanceTimersByTime(2999);
    expect(c.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.state.index).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(c.state.index).toBe(2);
    vi.advanceTimersByTime(3000);
    expect(c.state.index).toBe(0);
    c.destroy();
  });
  it('does not advance while paused, hovered or focused, and restarts the full interval after', () => {
    const c = new SliderController(3);
    c.dispatch({ type: 'dot', index: 0 });
    vi.advanceTimersByTime(10_000);
    expect(c.state.index).toBe(0);
    c.dispatch({ type: 'dot', index: 0 });
    c.dispatch({ type: 'hold', reason: 'focus' });
    vi.advanceTimersByTime(10_000);
    expect(c.state.index).toBe(0);
    c.dispatch({ type: 'release', reason: 'focus' });
    vi.advanceTimersByTime(2999);
    expect(c.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(c.state.index).toBe(1);
    c.destroy();
  });
  it('gives a slide reached by hand its full interval', () => {
    const c = new SliderController(4);
    vi.advanceTimersByTime(2000);
    c.dispatch({ type: 'next' });
    vi.advanceTimersByTime(2000);
    expect(c.state.index).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(c.state.index).toBe(2);
    c.destroy();
  });
  it('starts paused when asked (reduced motion) and notifies subscribers', () => {
    const c = new SliderController(3, SLIDER_INTERVAL_MS, true);
    const seen: number[] = [];
    c.subscribe(() => seen.push(c.state.index));
    vi.advanceTimersByTime(9000);
    expect(c.state.index).toBe(0);
    c.dispatch({ type: 'togglePause' });
    vi.advanceTimersByTime(3000);
    expect(seen.at(-1)).toBe(1);
    c.destroy();
    vi.advanceTimersByTime(9000);
    expect(c.state.index).toBe(1);
  });
});
