// The slider state machine of SPEC §4: cycling or not, paused or playing, held while hovered, focused, touched or a video plays.

/** SPEC §9 slider defaults. */
export const SLIDER_INTERVAL_MS = 3000;
export const SLIDER_TRANSITION_MS = 300;
export const PAN_THRESHOLD_PX = 20;

export type HoldReason = 'hover' | 'focus' | 'touch' | 'video';

export interface SliderState {
  index: number;
  count: number;
  /** Paused by the visitor (the active pager dot toggles it). */
  paused: boolean;
  /** Temporary stops; cycling resumes when all are released. */
  holds: readonly HoldReason[];
}

export type SliderAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'dot'; index: number }
  | { type: 'tick' }
  | { type: 'togglePause' }
  | { type: 'hold'; reason: HoldReason }
  | { type: 'release'; reason: HoldReason }
  | { type: 'setCount'; count: number };

export function initialSliderState(count: number, paused = false): SliderState {
  return { index: 0, count: Math.max(0, count), paused, holds: [] };
}

const wrap = (i: number, n: number) => (n <= 0 ? 0 : ((i % n) + n) % n);

export function isCycling(s: SliderState): boolean {
  return s.count > 1 && !s.paused && s.holds.length === 0;
}

export function sliderReducer(s: SliderState, a: SliderAction): SliderState {
  switch (a.type) {
    case 'next':
      return { ...s, index: wrap(s.index + 1, s.count) };
    case 'prev':
      return { ...s, index: wrap(s.index - 1, s.count) };
    case 'goTo':
      return { ...s, index: wrap(a.index, s.count) };
    case 'dot':
      // Clicking the active dot toggles pause; another dot jumps there.
      return a.index === s.index ? { ...s, paused: !s.paused } : { ...s, index: wrap(a.index, s.count) };
    case 'tick':
      return isCycling(s) ? { ...s, index: wrap(s.index + 1, s.count) } : s;
    case 'togglePause':
      return { ...s, paused: !s.paused };
    case 'hold':
      return s.holds.includes(a.reason) ? s : { ...s, holds: [...s.holds, a.reason] };
    case 'release':
      return s.holds.includes(a.reason) ? { ...s, holds: s.holds.filter((r) => r !== a.reason) } : s;
    case 'setCount':
      return { ...s, count: Math.max(0, a.count), index: a.count > 0 ? Math.min(s.index, a.count - 1) : 0 };
  }
}

/** A horizontal pan past the threshold moves one slide: 1 next, -1 previous, 0 none. Right-to-left pages mirror. */
export function swipeStep(dx: number, rtl = false, threshold = PAN_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold) return 0;
  const forward = dx < 0 ? 1 : -1;
  return (rtl ? -forward : forward) as -1 | 1;
}

/**
 * Runs the machine with its timer: while cycling, one tick per interval; any change of slide or of the cycling
 * state restarts the interval, so a slide reached by hand gets its full time.
 */
export class SliderController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();
  state: SliderState;

  constructor(
    count: number,
    private readonly interval: number = SLIDER_INTERVAL_MS,
    paused = false,
  ) {
    this.state = initialSliderState(count, paused);
    this.schedule();
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getState = (): SliderState => this.state;

  dispatch = (action: SliderAction): void => {
    const next = sliderReducer(this.state, action);
    if (next === this.state) return;
    const restart = next.index !== this.state.index || isCycling(next) !== isCycling(this.state);
    this.state = next;
    if (restart) this.schedule();
    for (const fn of this.listeners) fn();
  };

  destroy(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = isCycling(this.state) ? setTimeout(() => this.dispatch({ type: 'tick' }), this.interval) : undefined;
  }
}
