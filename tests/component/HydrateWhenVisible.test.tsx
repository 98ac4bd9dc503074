// @vitest-environment happy-dom
// Partial hydration: a part rendered by the server keeps its HTML and stays inert until it nears the screen (or is
// focused, or its parent renders it again); rendered on the client only, it renders at once.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: { target: Element; callback: Callback }[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: Callback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((o) => o.callback !== this.callback);
  }
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      clicked {n}
    </button>
  );
}

function Page({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
      <HydrateWhenVisible>
        <section>
          <p>{title} below</p>
          <Counter />
        </section>
      </HydrateWhenVisible>
    </div>
  );
}

const IS_REACT_ACT_ENVIRONMENT = 'IS_REACT_ACT_ENVIRONMENT';
let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as Record<string, unknown>)[IS_REACT_ACT_ENVIRONMENT] = true;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  observed = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

const hydrated = (el: Element | null) => Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));

async function hydratePage(title: string) {
  container.innerHTML = renderToString(<Page title={title} />);
  await act(async () => {
    root = hydrateRoot(container, <Page title={title} />);
  });
}

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML inert until it nears the screen, then hydrates it in place', async () => {
    await hydratePage('Home');
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('clicked 0');
    expect(hydrated(container.querySelector('h1'))).toBe(true);
    expect(hydrated(button)).toBe(false);
    // The observed element is the section itself (the wrapper has no box of its own).
    expect(observed.map((o) => o.target.tagName)).toEqual(['SECTION']);

    await act(async () => observed[0]!.callback([{ isIntersecting: true }]));
    expect(container.querySelector('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
  });

  it('hydrates at once, and handles it, when the visitor acts on it before it came near', async () => {
    await hydratePage('Home');
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(hydrated(button)).toBe(true);
    expect(button.textContent).toBe('clicked 1');
  });

  it('keeps waiting through a render from above that changes nothing in it', async () => {
    await hydratePage('Home');
    await act(async () => root!.render(<Page title="Home" />));
    expect(hydrated(container.querySelector('button'))).toBe(false);
  });

  it('hydrates and shows the new content when a render from above changes it', async () => {
    await hydratePage('Home');
    await act(async () => root!.render(<Page title="Sights" />));
    expect(container.querySelector('h1')?.textContent).toBe('Sights');
    expect(container.querySelector('p')?.textContent).toBe('Sights below');
    expect(hydrated(container.querySelector('button'))).toBe(true);
  });

  it('renders at once outside hydration (the offline shell, a later page)', async () => {
    root = createRoot(container);
    await act(async () => root!.render(<Page title="Shell" />));
    expect(container.querySelector('p')?.textContent).toBe('Shell below');
    expect(hydrated(container.querySelector('button'))).toBe(true);
    expect(observed).toEqual([]);
  });
});
