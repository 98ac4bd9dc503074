// @vitest-environment happy-dom
// A lazily loaded part below the first screen: the server renders it in full once its code is preloaded; hydrating,
// its code is asked for only when the part nears the screen, and its HTML stays in place until the code has come;
// a part whose code cannot load keeps its HTML instead of taking the page down.
import { act, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { hydrated, hydrationView } from './hydration-harness';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';

/** The module afresh: its list of parts starts empty (a part that never loads must not hold up another test). */
async function freshModule() {
  vi.resetModules();
  return import('#/components/lazy-part');
}

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setN(n + 1)}>
        {label} {n}
      </button>
    </section>
  );
}

/** A loader the test settles by hand, as a slow network would. */
function controlledLoader() {
  const calls: { resolve: (c: typeof Counter) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const view = hydrationView();

/** Hydrates the HTML already in the container with `Part` below the first screen. */
async function hydrateBelowTheFold(Part: ComponentType<{ label: string }>, label: string) {
  await act(async () => {
    view.root = hydrateRoot(
      view.container,
      <main>
        <HydrateWhenVisible>
          <Part label={label} />
        </HydrateWhenVisible>
      </main>,
    );
  });
}

describe('lazyPart', () => {
  it('renders in full on the server once preloaded, and hydrates only when it nears the screen', async () => {
    const { lazyPart, preloadParts } = await freshModule();
    const Part = lazyPart(() => Promise.resolve(Counter));
    const page = (
      <main>
        <HydrateWhenVisible>
          <Part label="clicked" />
        </HydrateWhenVisible>
      </main>
    );
    await preloadParts();
    const html = renderToString(page);
    expect(html.replace(/<!-- -->/g, '')).toContain('>clicked 0</button>');

    // A fresh part (as in a browser that has not loaded its code) hydrating that HTML.
    const { load, calls } = controlledLoader();
    const BrowserPart = lazyPart(load);
    view.container.innerHTML = html;
    await hydrateBelowTheFold(BrowserPart, 'clicked');
    const button = view.container.querySelector('button')!;
    expect(load).not.toHaveBeenCalled();
    expect(hydrated(button)).toBe(false);

    // Near the screen: the code is asked for; until it comes the server's HTML stays as it was.
    await act(async () => view.observed[0]!.callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('clicked 0');
    expect(hydrated(button)).toBe(false);

    await act(async () => calls[0]!.resolve(Counter));
    expect(view.container.querySelector('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
  });

  it('keeps the server HTML readable when its code cannot load', async () => {
    const { lazyPart } = await freshModule();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    view.container.innerHTML = renderToString(
      <main>
        <HydrateWhenVisible>
          <Counter label="offline" />
        </HydrateWhenVisible>
      </main>,
    );
    const { load, calls } = controlledLoader();
    const Part = lazyPart(load);
    await hydrateBelowTheFold(Part, 'offline');
    await act(async () => view.observed[0]!.callback([{ isIntersecting: true }]));
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(view.container.querySelector('button')?.textContent).toBe('offline 0');
    expect(warn).toHaveBeenCalledWith('A part of the page could not load', expect.any(TypeError));
  });

  it('renders once its code has loaded when there is no server HTML (a later page, the offline shell)', async () => {
    const { lazyPart } = await freshModule();
    const { load, calls } = controlledLoader();
    const Part = lazyPart(load);
    view.root = createRoot(view.container);
    await act(async () =>
      view.root!.render(
        <HydrateWhenVisible>
          <Part label="shell" />
        </HydrateWhenVisible>,
      ),
    );
    expect(view.container.querySelector('button')).toBeNull();
    await act(async () => calls[0]!.resolve(Counter));
    expect(view.container.querySelector('button')?.textContent).toBe('shell 0');
  });

  it('preloads the parts that loaded parts define in turn', async () => {
    const { lazyPart, preloadParts } = await freshModule();
    let inner: unknown;
    const innerLoad = vi.fn(() => Promise.resolve(Counter));
    const Outer = lazyPart(() => {
      inner = lazyPart(innerLoad);
      return Promise.resolve(Counter);
    });
    await preloadParts();
    expect(inner).toBeDefined();
    expect(innerLoad).toHaveBeenCalledTimes(1);
    expect(renderToString(<Outer label="outer" />)).toContain('outer');
  });
});
