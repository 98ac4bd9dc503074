// A carousel: auto-advances, pauses on the active dot, stops while hovered, focused, touched or a video plays; swipe and keys.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LOCALE_TABLE } from '#shared/locales';
import { useLocale } from '#/i18n/current';
import { isCycling, SLIDER_INTERVAL_MS, SLIDER_TRANSITION_MS, SliderController, swipeStep, type HoldReason } from './SliderMachine';
import './slider.css';

export interface SlideContext {
  active: boolean;
  /** Stop cycling while something in the slide needs it (a playing video). */
  hold: (reason: HoldReason) => void;
  release: (reason: HoldReason) => void;
}

export interface SliderProps<T> {
  items: readonly T[];
  label: string;
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number, ctx: SlideContext) => ReactNode;
  interval?: number;
  className?: string;
  /** Slide shown first (0-based). */
  startIndex?: number;
  /** False starts paused (galleries); the active dot still plays. */
  autoPlay?: boolean;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not UI text
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function useController(count: number, interval: number, startIndex: number, autoPlay: boolean): SliderController {
  // With reduced motion the slides do not move by themselves; the visitor can still start them.
  const [controller] = useState(() => {
    const c = new SliderController(count, interval, !autoPlay || prefersReducedMotion());
    if (startIndex) c.dispatch({ type: 'goTo', index: startIndex });
    return c;
  });
  useEffect(() => controller.dispatch({ type: 'setCount', count }), [controller, count]);
  useEffect(() => () => controller.destroy(), [controller]);
  return controller;
}

export function Slider<T>({ items, label, getKey, renderSlide, interval = SLIDER_INTERVAL_MS, className, startIndex = 0, autoPlay = true }: SliderProps<T>) {
  const { t } = useLingui();
  const rtl = LOCALE_TABLE[useLocale()].dir === 'rtl';
  const controller = useController(items.length, interval, startIndex, autoPlay);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const { dispatch } = controller;
  const rootRef = useRef<HTMLElement>(null);
  const panStart = useRef<number | null>(null);
  const id = useId();
  const cycling = isCycling(state);
  const count = items.length;
  const current = state.index + 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const forward = (e.key === 'ArrowRight') !== rtl;
    dispatch({ type: forward ? 'next' : 'prev' });
  };
  const onPointerDown = (e: PointerEvent) => {
    panStart.current = e.clientX;
    if (e.pointerType !== 'mouse') dispatch({ type: 'hold', reason: 'touch' });
  };
  const onPointerEnd = (e: PointerEvent) => {
    if (panStart.current !== null) {
      const step = swipeStep(e.clientX - panStart.current, rtl);
      if (step) dispatch({ type: step > 0 ? 'next' : 'prev' });
    }
    panStart.current = null;
    if (e.pointerType !== 'mouse') dispatch({ type: 'release', reason: 'touch' });
  };

  const ctxFor = (i: number): SlideContext => ({
    active: i === state.index,
    hold: (reason) => dispatch({ type: 'hold', reason }),
    release: (reason) => dispatch({ type: 'release', reason }),
  });

  if (count === 0) return null;
  const trackStyle = { '--slider-index': state.index, '--slider-transition': `${SLIDER_TRANSITION_MS}ms` } as CSSProperties;
  return (
    <section
      ref={rootRef}
      className={`slider ${className ?? ''}`}
      aria-roledescription={t`carousel`}
      aria-label={label}
      data-state={state.paused ? 'paused' : cycling ? 'playing' : 'held'}
      onPointerEnter={(e) => e.pointerType === 'mouse' && dispatch({ type: 'hold', reason: 'hover' })}
      onPointerLeave={(e) => e.pointerType === 'mouse' && dispatch({ type: 'release', reason: 'hover' })}
      onFocus={() => dispatch({ type: 'hold', reason: 'focus' })}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) dispatch({ type: 'release', reason: 'focus' });
      }}
      onKeyDown={onKeyDown}
    >
      <div className="slider__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerEnd} onPointerCancel={onPointerEnd}>
        <div id={`${id}-track`} className="slider__track" style={trackStyle} aria-live={cycling ? 'off' : 'polite'}>
          {items.map((item, i) => {
            const n = i + 1;
            return (
              <div
                key={getKey(item)}
                className="slider__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${n} of ${count}`}
                inert={i !== state.index}
              >
                {renderSlide(item, i, ctxFor(i))}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="slider__controls">
          <button type="button" className="slider__arrow slider__arrow--prev" aria-controls={`${id}-track`} onClick={() => dispatch({ type: 'prev' })}>
            <ChevronLeft aria-hidden="true" size={24} className="flip-rtl" />
            <span className="visually-hidden">{t`Previous slide`}</span>
          </button>
          <div className="slider__dots" role="group" aria-label={t`Choose a slide`}>
            {items.map((item, i) => {
              const n = i + 1;
              const active = i === state.index;
              const name = active
                ? state.paused
                  ? t`Slide ${n} of ${count}: play the slideshow`
                  : t`Slide ${n} of ${count}: pause the slideshow`
                : t`Show slide ${n} of ${count}`;
              return (
                <button
                  key={getKey(item)}
                  type="button"
                  className={`slider__dot ${active ? 'is-active' : ''}`}
                  aria-current={active ? 'true' : undefined}
                  aria-label={name}
                  title={name}
                  onClick={() => dispatch({ type: 'dot', index: i })}
                >
                  <span aria-hidden="true" />
                </button>
              );
            })}
          </div>
          <button type="button" className="slider__arrow slider__arrow--next" aria-controls={`${id}-track`} onClick={() => dispatch({ type: 'next' })}>
            <ChevronRight aria-hidden="true" size={24} className="flip-rtl" />
            <span className="visually-hidden">{t`Next slide`}</span>
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {state.paused ? t`Slideshow paused, slide ${current} of ${count}` : ''}
      </p>
    </section>
  );
}
