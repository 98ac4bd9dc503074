// @vitest-environment happy-dom
// Partial hydration: a part rendered by the server keeps its HTML and stays inert until it nears the screen (or is
// focused, or its parent renders it again); rendered on the client only, it renders at once.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { hydrated, hydrationView } from './hydration-harness';
import { HydrateWhenVisible } from '#/components/HydrateWhenVisible';

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

const view = hydrationView();

async function hydratePage(title: string) {
  view.container.innerHTML = renderToString(<Page title={title} />);
  await act(async () => {
    view.root = hydrateRoot(view.container, <Page title={title} />);
  });
}

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML inert until it nears the screen, then hydrates it in place', async () => {
    await hydratePage('Home');
    const button = view.container.querySelector('button')!;
    expect(button.textContent).toBe('clicked 0');
    expect(hydrated(view.container.querySelector('h1'))).toBe(true);
    expect(hydrated(button)).toBe(false);
    // The view.observed element is the section itself (the wrapper has no box of its own).
    expect(view.observed.map((o) => o.target.tagName)).toEqual(['SECTION']);

    await act(async () => view.observed[0]!.callback([{ isIntersecting: true }]));
    expect(view.container.querySelector('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
  });

  it('hydrates at once, and handles it, when the visitor acts on it before it came near', async () => {
    await hydratePage('Home');
    const button = view.container.querySelector('button')!;
    await act(async () => button.click());
    expect(hydrated(button)).toBe(true);
    expect(button.textContent).toBe('clicked 1');
  });

  it('keeps waiting through a render from above that changes nothing in it', async () => {
    await hydratePage('Home');
    await act(async () => view.root!.render(<Page title="Home" />));
    expect(hydrated(view.container.querySelector('button'))).toBe(false);
  });

  it('hydrates and shows the new content when a render from above changes it', async () => {
    await hydratePage('Home');
    await act(async () => view.root!.render(<Page title="Sights" />));
    expect(view.container.querySelector('h1')?.textContent).toBe('Sights');
    expect(view.container.querySelector('p')?.textContent).toBe('Sights below');
    expect(hydrated(view.container.querySelector('button'))).toBe(true);
  });

  it('renders at once outside hydration (the offline shell, a later page)', async () => {
    view.root = createRoot(view.container);
    await act(async () => view.root!.render(<Page title="Shell" />));
    expect(view.container.querySelector('p')?.textContent).toBe('Shell below');
    expect(hydrated(view.container.querySelector('button'))).toBe(true);
    expect(view.observed).toEqual([]);
  });
});
