// The starter: the one inline script at the end of a rendered page that starts the app's scripts once the page has been
// shown. It runs in the browser, inlined as its own source text (Function.prototype.toString), so it is typed, linted
// and tested here like any module, but its body may use nothing from outside it: no imports, no module-level names,
// only its arguments and the browser's globals (declared below: the server's TypeScript has no DOM library).

interface StarterElement {
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  crossOrigin?: string;
}

interface PaintObserver {
  observe(options: { type: 'paint'; buffered: boolean }): void;
}

declare const document: {
  createElement(tag: 'script' | 'link'): StarterElement;
  head: { appendChild(element: StarterElement): unknown };
};
declare function setTimeout(run: () => void, ms?: number): unknown;
declare function requestAnimationFrame(run: () => void): unknown;
declare const PerformanceObserver: new (
  callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void,
) => PaintObserver;

/** How many script and preload elements the starter adds per task: each costs the browser a request to set up. */
export const STARTER_BATCH = 4;

/** Without a first paint to wait for (a hidden tab, a browser without paint timing), the scripts start after this. */
export const STARTER_FALLBACK_MS = 1000;

/**
 * Starts `urls` (the entry first, then the chunks it preloads) once the page has been shown: on a slow line the text,
 * styles and main picture get the bandwidth first, and the scripts (which only add interactivity to a page already
 * shown) follow. "Shown" is the first contentful paint as the browser reports it; a hidden tab, where nothing paints,
 * starts them after `fallbackMs`. A few elements per task (`batch`), so starting them never holds the main thread long.
 */
export function startScripts(urls: readonly string[], batch: number, fallbackMs: number): void {
  let next = 0;
  let started = false;
  const add = (url: string) => {
    const entry = next === 0;
    const element = document.createElement(entry ? 'script' : 'link');
    if (entry) {
      element.type = 'module';
      element.src = url;
    } else {
      element.rel = 'modulepreload';
      element.href = url;
    }
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  const addBatch = () => {
    for (let n = 0; n < batch && next < urls.length; n++, next++) add(urls[next]!);
    if (next < urls.length) setTimeout(addBatch, 0);
  };
  const go = () => {
    if (started) return;
    started = true;
    addBatch();
  };
  setTimeout(go, fallbackMs);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: two frames after the first one, the page has been painted.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
  }
}

/** The inline script that starts `urls` (its text is what the page's CSP hash is computed from). */
export function starterScript(urls: readonly string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `<script>(${startScripts.toString()})(${list},${STARTER_BATCH},${STARTER_FALLBACK_MS})</script>`;
}
