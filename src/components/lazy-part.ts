// A part of a page whose code loads when it first renders, not with the page: what sits below the first screen (home
// sections, the footer) inside HydrateWhenVisible. While the page hydrates, the part keeps the server's HTML until its
// code has arrived (its Suspense boundary stays dehydrated), so the visitor reads it all along; rendered later (a
// navigation, the offline shell) it appears once its code has loaded.
//
// The server renders every part in full: it loads the parts' code before rendering (preloadParts), and a loaded part
// renders at once, without suspending.
import { createElement, use, type ComponentType } from 'react';
import { withWholeCatalogue } from '#/i18n/activate';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface LazyPart<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading the part's code; resolves once it can render without suspending. */
  preload(): Promise<ComponentType<P>>;
}

/** Every part defined so far (a part is defined when the module that declares it runs). */
const parts = new Set<() => Promise<unknown>>();

const onServer = typeof window === 'undefined';

/** React reads `status` and `value`: a fulfilled promise renders at once instead of suspending again. */
function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/**
 * A component that renders what `load` resolves to. In the browser a failed load (offline before the guide was saved)
 * leaves the part waiting rather than taking the page down: while hydrating, its server HTML stays readable; the next
 * render of a new instance tries again.
 */
export function lazyPart<P extends object>(loadCode: () => Promise<ComponentType<P>>): LazyPart<P> {
  // What the part says comes with its code: the home page starts with only the first part of the catalogue.
  const load = withWholeCatalogue(loadCode);
  let loading: Tracked<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const attempt = onServer
      ? load()
      : new Promise<ComponentType<P>>((resolve) => {
          load().then(resolve, (err: unknown) => {
            console.warn('A part of the page could not load', err);
            loading = undefined;
          });
        });
    loading = track(attempt);
    return loading;
  };
  const Part = (props: P) => createElement(use(preload()), props);
  parts.add(preload);
  return Object.assign(Part, { preload });
}

/** Loads the code of every part defined so far, and of the parts those define in turn (the server, before it renders). */
export async function preloadParts(): Promise<void> {
  let count: number;
  do {
    count = parts.size;
    await Promise.all([...parts].map((preload) => preload()));
  } while (parts.size !== count);
}
