// How a popup opens (issue 31): a pointer's hover opens and closes it after the 400 ms of SPEC §4; a tap, a click,
// Enter or Space opens it at once and pins it, so leaving the marker does not close it; Escape, the close button, a
// tap on the map or on the same marker closes it.
import { delayedToggle, POPUP_DELAY_MS } from './delayed-toggle';

export interface PopupControl<T> {
  /** A mouse entered (target) or left (null) a marker or the popup: delayed, and ignored while a popup is pinned. */
  hover(target: T | null): void;
  /** A tap, click or key: show `target` at once and pin it, or close (null). */
  open(target: T | null): void;
  /** The mouse is over the popup: keep it. */
  hold(): void;
  pinned(): boolean;
  dispose(): void;
}

export function popupControl<T>(apply: (target: T | null) => void, delay: number = POPUP_DELAY_MS): PopupControl<T> {
  let pinned = false;
  const delayed = delayedToggle<T>(apply, delay);
  return {
    hover(target) {
      if (!pinned) delayed.request(target);
    },
    open(target) {
      pinned = target !== null;
      delayed.now(target);
    },
    hold: () => delayed.hold(),
    pinned: () => pinned,
    dispose: () => delayed.dispose(),
  };
}

/** Keys that close an open popup. */
export function closesPopup(key: string): boolean {
  return key === 'Escape' || key === 'Esc';
}

/** Only a real mouse hovers: touch and pen send compatibility hover events around a tap, which must not open (or close) anything late. */
export function isHoverPointer(pointerType: string): boolean {
  return pointerType === 'mouse';
}
