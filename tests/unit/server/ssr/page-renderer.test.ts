import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  PREFERENCES_SCRIPT,
  sameShown,
  withRenderedPage,
  withScriptHashes,
  withScriptsAfterPaint,
} from '../../../../server/ssr/page-renderer';
import { STARTER_FALLBACK_MS } from '../../../../server/ssr/starter';

const shell =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const opts = { viewportAttr: 'data-viewport' };

describe('withRenderedPage', () => {
  it("puts the markup, with the router's hydration scripts, into #root, rendered mobile-first", () => {
    const markup = '<main>A-Ma Temple</main><script data-tsr-stream-part="">$_TSR.router=1</script>';
    const html = withRenderedPage(shell, { html: markup, status: 200, routeIds: [] }, opts);
    expect(html).toContain(`<div id="root" data-viewport="mobile">${markup}</div>`);
  });

  it('paints in colour at the medium text size, with the preferences script first in <head> after the charset', () => {
    const html = withRenderedPage(shell, { html: '', status: 200, routeIds: [] }, opts);
    expect(html).toMatch(/<html data-font-size="1" style="[^"]*--c-primary:#1D4E89[^"]*" lang="en"/i);
    expect(html).toContain(`<meta charset="UTF-8" />${PREFERENCES_SCRIPT}<title>`);
  });
});

/** Runs the preferences script against a fake <html> with `cookie`. */
function preferencesFor(cookie: string) {
  const attrs: Record<string, string> = { 'data-font-size': '1' };
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const root = {
    setAttribute: (n: string, v: string) => (attrs[n] = v),
    classList: { add: (c: string) => classes.add(c) },
    style: { setProperty: (n: string, v: string) => style.set(n, v) },
  };
  const code = /<script>(.*)<\/script>/.exec(PREFERENCES_SCRIPT)?.[1] ?? '';
  // The announcement bar as the parser inserts it: the observer's callback runs once it is there.
  const bar = { style: { display: '' }, getAttribute: (n: string) => (n === 'data-latest' ? String(latest) : null) };
  const observers: (() => void)[] = [];
  class FakeObserver {
    constructor(readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  const document = { cookie, documentElement: root, querySelector: () => bar, addEventListener: () => undefined };
  new Function('document', 'window', code)(document, { MutationObserver: FakeObserver });
  for (const seen of observers) seen();
  return {
    fontSize: attrs['data-font-size'],
    greyscale: classes.has('is-greyscale'),
    primary: style.get('--c-primary'),
    barHidden: bar.style.display === 'none',
  };
}

/** The newest announcement's issue time on the rendered page. */
const latest = 1_764_000_000;

describe('the preferences script', () => {
  it("applies the visitor's text size and black-and-white mode from their cookies before the first paint", () => {
    expect(preferencesFor('lang=en; fontsize=2; bw=1')).toEqual({
      fontSize: '2',
      greyscale: true,
      primary: expect.stringMatching(/^#/) as string,
      barHidden: false,
    });
    expect(preferencesFor('fontsize=0').fontSize).toBe('0');
    expect(preferencesFor('bw=1').primary).not.toMatch(/#1D4E89/i);
  });

  it('leaves the defaults for no cookie, other values and look-alike names', () => {
    expect(preferencesFor('')).toEqual({ fontSize: '1', greyscale: false, primary: undefined, barHidden: false });
    expect(preferencesFor('fontsize="><x; bw=0; xbw=1; myfontsize=2; xlarts=9999999999')).toEqual({
      fontSize: '1',
      greyscale: false,
      primary: undefined,
      barHidden: false,
    });
  });

  it('hides the announcement bar when the visitor has seen its newest announcement, not when a newer one came', () => {
    expect(preferencesFor(`larts=${latest}`).barHidden).toBe(true);
    expect(preferencesFor(`larts=${latest + 60}`).barHidden).toBe(true);
    expect(preferencesFor(`larts=${latest - 1}`).barHidden).toBe(false);
  });
});

describe('inline script hashes', () => {
  it('hash each inline script that runs, not data blocks or external scripts, into script-src', () => {
    const html = '<script>a()</script><script type="application/json">{}</script><script type="module" src="/x.js"></script><script>a()</script>';
    const hash = `'sha256-${createHash('sha256').update('a()').digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(withScriptHashes("default-src 'self';script-src 'self';style-src 'self'", [hash])).toBe(
      `default-src 'self';script-src 'self' ${hash};style-src 'self'`,
    );
    expect(withScriptHashes(undefined, [hash])).toBeUndefined();
  });
});

describe('withScriptsAfterPaint', () => {
  const built =
    '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>';

  it('moves the entry and its preloads into one script that starts them after the first paint, allowed by its hash', () => {
    const html = withScriptsAfterPaint(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    const boot = /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('["/assets/index-1.js","/assets/framework-2.js"]');
    expect(boot).toContain('requestAnimationFrame');
  });

  /** Runs the starter against a fake browser whose timers, frames and paint observer the test drives. */
  function startIn(html: string, { paintTiming = true } = {}) {
    const boot = /<script>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const added: { tag: string; rel?: string; src?: string; href?: string; type?: string }[] = [];
    const tasks: { run: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const observers: { callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void; on: boolean }[] = [];
    class FakeObserver {
      private readonly entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, on: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        this.entry.on = true;
      }
      disconnect() {
        this.entry.on = false;
      }
    }
    const document = {
      createElement: (tag: string) => ({ tag }) as (typeof added)[number],
      head: { appendChild: (e: (typeof added)[number]) => added.push(e) },
    };
    new Function('document', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', boot)(
      document,
      (run: () => void, ms = 0) => tasks.push({ run, ms }),
      (f: () => void) => frames.push(f),
      paintTiming ? FakeObserver : undefined,
    );
    const paint = (name: string) => {
      for (const o of observers.filter((x) => x.on)) o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (o.on = false) });
    };
    /** Runs the next task due at once (setTimeout 0), or the given delay's. */
    const run = (ms = 0) => {
      const i = tasks.findIndex((t) => t.ms === ms);
      expect(i).toBeGreaterThanOrEqual(0);
      tasks.splice(i, 1)[0]!.run();
    };
    return { added, tasks, frames, paint, run };
  }

  const many = built.replace(
    '<link rel="stylesheet"',
    [4, 5, 6, 7, 8, 9, 10].map((n) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${n}.js">\n`).join('') + '<link rel="stylesheet"',
  );

  it('adds the entry first, then its preloads a few per task, once the first contentful paint is reported', () => {
    const page = startIn(withScriptsAfterPaint(many));
    // A paint that is not contentful, or none yet: nothing starts.
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    expect(page.tasks.map((t) => t.ms)).toEqual([STARTER_FALLBACK_MS]);
    page.paint('first-contentful-paint');
    page.run();
    expect(page.added.map((e) => e.src ?? e.href)).toEqual(['/assets/index-1.js', '/assets/framework-2.js', '/assets/chunk-4.js', '/assets/chunk-5.js']);
    expect(page.added[0]).toMatchObject({ tag: 'script', type: 'module' });
    expect(page.added.slice(1).every((e) => e.tag === 'link' && e.rel === 'modulepreload')).toBe(true);
    page.run(); // the next batch
    expect(page.added).toHaveLength(8);
    page.run();
    expect(page.added.map((e) => e.href).slice(-1)).toEqual(['/assets/chunk-10.js']);
    // The fallback finds them started and adds nothing.
    page.run(STARTER_FALLBACK_MS);
    expect(page.added).toHaveLength(9);
    expect(page.tasks).toEqual([]);
  });

  it('starts them anyway where nothing paints (a hidden tab)', () => {
    const page = startIn(withScriptsAfterPaint(many));
    page.run(STARTER_FALLBACK_MS);
    expect(page.added.map((e) => e.src ?? e.href).slice(0, 1)).toEqual(['/assets/index-1.js']);
  });

  it('waits for a second frame where the browser has no paint timing', () => {
    const page = startIn(withScriptsAfterPaint(many), { paintTiming: false });
    page.frames.shift()!();
    expect(page.tasks.map((t) => t.ms)).toEqual([STARTER_FALLBACK_MS]);
    page.frames.shift()!();
    page.run();
    expect(page.added).toHaveLength(4);
  });

  it('leaves a page without the built scripts as it is', () => {
    expect(withScriptsAfterPaint('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});

describe('sameShown', () => {
  const page = (data: string, html = '<main>A-Ma</main>') => ({ html: `${html}<script>$_TSR.router=${data}</script>`, status: 200, routeIds: [] });
  it('treats renders that differ only in when their data was loaded as the same page', () => {
    expect(
      sameShown(
        page('{u:1,dehydratedAt:3,dataUpdatedAt:1,data:[1],errorUpdatedAt:0}'),
        page('{u:7,dehydratedAt:9,dataUpdatedAt:99,data:[1],errorUpdatedAt:5}'),
      ),
    ).toBe(true);
    expect(sameShown(page('{dataUpdatedAt:1,data:[1]}'), page('{dataUpdatedAt:1,data:[2]}'))).toBe(false);
    expect(sameShown(page('{}'), page('{}', '<main>Closed</main>'))).toBe(false);
  });
});
