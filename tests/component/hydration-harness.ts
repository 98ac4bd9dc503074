// What the hydration tests share: a container in the document, React's act environment, a fake IntersectionObserver
// whose targets a test brings near the screen by calling their callback, and whether React has hydrated an element.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

export interface HydrationView {
  container: HTMLDivElement;
  /** The test's React root, unmounted after each test. */
  root: Root | undefined;
  /** What the page observes, in order. */
  observed: { target: Element; callback: Callback }[];
}

const IS_REACT_ACT_ENVIRONMENT = 'IS_REACT_ACT_ENVIRONMENT';

/** Registers the set-up and clean-up around each test of the file; the returned view holds the current test's state. */
export function hydrationView(): HydrationView {
  const view: HydrationView = { container: document.createElement('div'), root: undefined, observed: [] };
  class FakeIntersectionObserver {
    constructor(private readonly callback: Callback) {}
    observe(target: Element) {
      view.observed.push({ target, callback: this.callback });
    }
    disconnect() {
      view.observed = view.observed.filter((o) => o.callback !== this.callback);
    }
  }
  beforeEach(() => {
    (globalThis as Record<string, unknown>)[IS_REACT_ACT_ENVIRONMENT] = true;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    view.observed = [];
    view.container = document.createElement('div');
    document.body.append(view.container);
  });
  afterEach(() => {
    act(() => view.root?.unmount());
    view.root = undefined;
    view.container.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return view;
}

/** React marks the elements it has hydrated with its own properties; server HTML still waiting has none. */
export const hydrated = (el: Element | null) => Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));
