import { describe, expect, it } from 'vitest';
import { withRenderedPage } from '../../../../server/ssr/page-renderer';

const shell = '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const opts = { mobile: true, nonce: 'abc123==', stateId: 'ssr-state', viewportAttr: 'data-viewport', cookies: {} };

describe('withRenderedPage', () => {
  it('puts the markup into #root with the viewport guess, and the state after it as data with the nonce', () => {
    const html = withRenderedPage(shell, { html: '<main>A-Ma Temple</main>', state: '{"queries":[]}', status: 200 }, opts);
    expect(html).toContain('<div id="root" data-viewport="mobile"><main>A-Ma Temple</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state" nonce="abc123==">{"queries":[]}</script>');
  });

  it('keeps a "</script>" inside the data from closing the element', () => {
    const html = withRenderedPage(shell, { html: '', state: JSON.stringify({ t: '</script><script>alert(1)</script>' }), status: 200 }, opts);
    expect(html).not.toContain('</script><script>alert(1)');
    const data = /<script type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ t: '</script><script>alert(1)</script>' });
  });

  it("fills each response's nonce into the router's script and drops characters a nonce never has", () => {
    const html = withRenderedPage(shell, { html: '<script nonce="ssr-nonce-slot">x()</script>', state: '{}', status: 200 }, { ...opts, nonce: 'n0"><b' });
    expect(html).toContain('<script nonce="n0b">x()</script>');
  });

  it("sets the visitor's text size from the cookie on <html>, medium otherwise", () => {
    expect(withRenderedPage(shell, { html: '', state: '{}', status: 200 }, { ...opts, cookies: { fontsize: '2' } })).toContain(
      '<html data-font-size="2" lang="en"',
    );
    expect(withRenderedPage(shell, { html: '', state: '{}', status: 200 }, { ...opts, cookies: { fontsize: '"><x' } })).toContain('<html data-font-size="1" ');
  });
});
