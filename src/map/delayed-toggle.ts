// Popups open and close with a 400 ms delay (SPEC §4): the last request wins, and a new one cancels a pending one.

export const POPUP_DELAY_MS = 400;

export interface DelayedToggle<T> {
  /** Show `target` after the delay (or hide when null). */
  request(target: T | null): void;
  /** Show or hide at once, cancelling anything pending. */
  now(target: T | null): void;
  /** Keep the current state: cancels a pending change. */
  hold(): void;
  dispose(): void;
}

export function delayedToggle<T>(apply: (target: T | null) => void, delay: number = POPUP_DELAY_MS): DelayedToggle<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    request(target) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        apply(target);
      }, delay);
    },
    now(target) {
      cancel();
      apply(target);
    },
    hold: cancel,
    dispose: cancel,
  };
}
