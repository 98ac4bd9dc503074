import { describe, expect, it } from 'vitest';
import { withRenderedPage, withScriptsAfterPaint } from '../../../../server/ssr/page-renderer';

const shell = '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const opts = { mobile: true, nonce: 'abc123==', stateId: 'ssr-state', viewportAttr: 'data-viewport', cookies: {} };

describe('withRenderedPage', () => {
  it('puts the markup into #root with the viewport guess, and the state after it as data with the nonce', () => {
    const html = withRenderedPage(shell, { html: '<main>A-Ma Temple</main>', state: '{"queries":[]}', status: 200, routeIds: [] }, opts);
    expect(html).toContain('<div id="root" data-viewport="mobile"><main>A-Ma Temple</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state" nonce="abc123==">{"queries":[]}</script>');
  });

  it('keeps a "</script>" inside the data from closing the element', () => {
    const html = withRenderedPage(shell, { html: '', state: JSON.stringify({ t: '</script><script>alert(1)</script>' }), status: 200, routeIds: [] }, opts);
    expect(html).not.toContain('</script><script>alert(1)');
    const data = /<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ t: '</script><script>alert(1)</script>' });
  });

  it("fills each response's nonce into the router's script and drops characters a nonce never has", () => {
    const html = withRenderedPage(
      shell,
      { html: '<script nonce="ssr-nonce-slot">x()</script>', state: '{}', status: 200, routeIds: [] },
      { ...opts, nonce: 'n0"><b' },
    );
    expect(html).toContain('<script nonce="n0b">x()</script>');
  });

  it("sets the visitor's text size from the cookie on <html>, medium otherwise", () => {
    expect(withRenderedPage(shell, { html: '', state: '{}', status: 200, routeIds: [] }, { ...opts, cookies: { fontsize: '2' } })).toMatch(
      /<html data-font-size="2" style="[^"]*" lang="en"/,
    );
    expect(withRenderedPage(shell, { html: '', state: '{}', status: 200, routeIds: [] }, { ...opts, cookies: { fontsize: '"><x' } })).toContain(
      '<html data-font-size="1" ',
    );
  });
});

describe('the colour tokens of a rendered page', () => {
  it('are on <html> from the first paint, greyed in black-and-white mode', () => {
    const colour = withRenderedPage(shell, { html: '', state: '{}', status: 200, routeIds: [] }, opts);
    expect(colour).toMatch(/<html data-font-size="1" style="[^"]*--c-primary:#1D4E89/i);
    const grey = withRenderedPage(shell, { html: '', state: '{}', status: 200, routeIds: [] }, { ...opts, cookies: { bw: '1' } });
    expect(grey).toContain('class="is-greyscale"');
    expect(grey).not.toMatch(/--c-primary:#1D4E89/i);
  });
});

describe('withScriptsAfterPaint', () => {
  const built =
    '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css"></head><body><div id="root"></div></body></html>';

  it('moves the entry and its preloads into one script that starts them after the first paint, under the nonce', () => {
    const html = withScriptsAfterPaint(built, 'n1');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    const boot = /<script nonce="n1">(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('["/assets/index-1.js","/assets/framework-2.js"]');
    expect(boot).toContain('requestAnimationFrame');
  });

  it('adds the entry first, then its preloads a few per task, once a frame has painted', () => {
    const many = built.replace(
      '<link rel="stylesheet"',
      [4, 5, 6, 7, 8, 9, 10].map((n) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${n}.js">\n`).join('') + '<link rel="stylesheet"',
    );
    const boot = /<script nonce="n1">(.*?)<\/script><\/body>/.exec(withScriptsAfterPaint(many, 'n1'))?.[1] ?? '';
    const added: { tag: string; rel?: string; src?: string; href?: string; type?: string }[] = [];
    const tasks: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const document = {
      createElement: (tag: string) => ({ tag }) as (typeof added)[number],
      head: { appendChild: (e: (typeof added)[number]) => added.push(e) },
    };
    new Function('document', 'setTimeout', 'requestAnimationFrame', boot)(
      document,
      (f: () => void) => tasks.push(f),
      (f: () => void) => frames.push(f),
    );
    // Nothing before the first frame; the 200 ms fallback and the frame's task then start it once.
    expect(added).toEqual([]);
    frames.shift()!();
    const run = () => tasks.shift()!();
    run(); // the 200 ms fallback
    expect(added.map((e) => e.src ?? e.href)).toEqual(['/assets/index-1.js', '/assets/framework-2.js', '/assets/chunk-4.js', '/assets/chunk-5.js']);
    expect(added[0]).toMatchObject({ tag: 'script', type: 'module' });
    expect(added.slice(1).every((e) => e.tag === 'link' && e.rel === 'modulepreload')).toBe(true);
    run(); // the frame's task: already started, adds nothing of its own
    run(); // the next batch
    expect(added).toHaveLength(8);
    run();
    expect(added.map((e) => e.href).slice(-1)).toEqual(['/assets/chunk-10.js']);
    expect(tasks).toEqual([]);
  });

  it('leaves a page without the built scripts as it is', () => {
    expect(withScriptsAfterPaint('<html><body></body></html>', 'n1')).toBe('<html><body></body></html>');
  });
});
