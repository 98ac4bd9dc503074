// Partial hydration: a part of a server-rendered page below the first screen keeps the server's HTML (readable, its
// links working as plain links) and becomes interactive only when the visitor scrolls near it or acts on it.
// Hydrating a whole long page at once is what keeps a phone's main thread busy after the first paint.
//
// How: the part sits in a Suspense boundary whose content waits on a gate. React leaves a waiting boundary's server
// HTML in place and hydrates it when the gate opens. The gate opens when the part nears the viewport, or when React
// itself needs the part (a tap, a key, a new language): React renders the waiting content a second time then, and
// that second render opens it.
import { Suspense, isValidElement, use, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

const ID_ATTRIBUTE = 'data-hydrate';

/** How far ahead of the screen (in CSS pixels) a part hydrates, so it is ready by the time it scrolls into view. */
const AHEAD_PX = 600;
const AHEAD_MARGIN = `${AHEAD_PX}px`;

interface Gate {
  promise: PromiseLike<void>;
  open: () => void;
  /** Renders of the waiting content: the first is the page's hydration; any other means React needs it now. */
  renders: number;
  /** Settles once the part has hydrated. */
  hydrated: Promise<void>;
  markHydrated: () => void;
}

/** Parts on the page still waiting as server HTML. */
const waitingGates = new Set<Gate>();

/**
 * Hydrates every part still waiting, and settles once they all have (or after `timeoutMs`): the app does this before
 * changing what the page was rendered with (the real window's layout, the visitor's own choices), as a waiting part
 * that hydrated afterwards would render the new state over HTML made for the old one.
 */
export function hydrateWaitingParts(timeoutMs = 5000): Promise<void> {
  const gates = [...waitingGates];
  for (const gate of gates) gate.open();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  return Promise.race([Promise.all(gates.map((g) => g.hydrated)).then(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * A thenable that calls back at once, in the same turn, when it opens (a Promise would call back a microtask later).
 * React's `use` follows a thenable's callbacks and looks again after subscribing, so content whose gate opens during
 * its own render (React needs it now: a tap, a key) renders in that very render instead of suspending once more,
 * and the event that asked for it is handled by the hydrated part.
 */
export function openableThenable(): { thenable: PromiseLike<void>; open: () => void } {
  let opened = false;
  const waiting: (() => void)[] = [];
  const thenable: PromiseLike<void> = {
    then<A = void, B = never>(onFulfilled?: ((value: void) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
      const settle = (): A | PromiseLike<A> => (onFulfilled ? onFulfilled() : (undefined as A));
      if (opened) return Promise.resolve(settle());
      return new Promise<A>((resolve) => waiting.push(() => resolve(settle())));
    },
  };
  const open = () => {
    if (opened) return;
    opened = true;
    for (const callback of waiting.splice(0)) callback();
  };
  return { thenable, open };
}

function createGate(): Gate {
  const { thenable, open } = openableThenable();
  let markHydrated: () => void = () => undefined;
  const hydrated = new Promise<void>((r) => {
    markHydrated = r;
  });
  return { promise: thenable, renders: 0, hydrated, markHydrated, open };
}

function WaitFor({ gate, onHydrated, children }: { gate: Gate | null; onHydrated?: () => void; children: ReactNode }) {
  if (gate) {
    gate.renders += 1;
    if (gate.renders > 1) gate.open();
  }
  // A waiting part suspends on its gate (its server HTML stays) and React renders it again once the gate has opened
  // (React itself records that it has). A part that never waited has no gate: an instance's gate never changes, and
  // `use` is the one hook React allows to be skipped.
  if (gate) use(gate.promise);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/** The same React content: the same values, or elements of the same type and key whose props are the same values. */
export function sameContent(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x: ReactNode, i) => sameContent(x, b[i] as ReactNode));
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  if (keys.length !== Object.keys(pb).length) return false;
  return keys.every((k) => (k === 'children' ? sameContent(pa[k] as ReactNode, pb[k] as ReactNode) : Object.is(pa[k], pb[k])));
}

interface Props {
  children: ReactNode;
  /** The wrapping element: `li` inside a list, so the list keeps only items. */
  as?: 'div' | 'li';
  /** With a class the wrapper is a box of its own; without one it does not take part in layout (`display: contents`). */
  className?: string;
}

/**
 * While hydrating, the children wait, as server HTML, until the wrapper nears the viewport. Rendered later (a
 * navigation, the offline shell), the children render at once.
 */
export function HydrateWhenVisible({ children, as: Wrapper = 'div', className }: Props) {
  // The same id on the server and while hydrating: an element carrying it already in the page means this render is
  // hydrating the server's HTML. A part mounted later gets a new id, found nowhere, and renders at once.
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [waiting] = useState<{ gate: Gate; element: ReactElement; children: ReactNode } | null>(() => {
    if (typeof document === 'undefined' || !document.querySelector(`[${ID_ATTRIBUTE}="${CSS.escape(id)}"]`)) return null;
    const gate = createGate();
    // The content as first rendered, the same as the server's: until it has hydrated, a render from above returns
    // this very element, so React keeps waiting instead of hydrating it at once (or throwing the HTML away).
    const element = (
      <Suspense fallback={null}>
        <WaitFor
          gate={gate}
          onHydrated={() => {
            gate.markHydrated();
            setHydrated(true);
          }}
        >
          {children}
        </WaitFor>
      </Suspense>
    );
    return { gate, element, children };
  });
  const box = useRef<HTMLDivElement & HTMLLIElement>(null);

  // New content from above (a sort, a filter) is not left behind in the waiting HTML: the part hydrates (as first
  // rendered, matching its HTML) and then renders the new content. The same content again changes nothing.
  useEffect(() => {
    if (waiting && !hydrated && !sameContent(waiting.children, children)) waiting.gate.open();
  });

  useEffect(() => {
    const gate = waiting?.gate;
    // A wrapper without a box of its own has no size to observe: its first element stands for it.
    const target = className ? box.current : box.current?.firstElementChild;
    if (!gate) return;
    waitingGates.add(gate);
    void gate.hydrated.then(() => waitingGates.delete(gate));
    if (!target || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: AHEAD_MARGIN });
    observer.observe(target);
    return () => {
      observer.disconnect();
      waitingGates.delete(gate);
    };
  }, [waiting, className]);

  return (
    <Wrapper ref={box} className={className ?? 'hydrate-when-visible'} {...{ [ID_ATTRIBUTE]: id }}>
      {waiting && !hydrated ? (
        waiting.element
      ) : (
        <Suspense fallback={null}>
          <WaitFor gate={null}>{children}</WaitFor>
        </Suspense>
      )}
    </Wrapper>
  );
}
