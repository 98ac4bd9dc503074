// @vitest-environment happy-dom
// A picture in the server's HTML shows as soon as it arrives, before any script runs (or if none ever does): the
// page's main picture is never left at the fade-in's zero opacity. A lazy picture is not in the server's HTML at all.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyImage } from '#/components/LazyImage';

describe('LazyImage in the server HTML', () => {
  it('renders the main picture shown, fetched first', () => {
    const html = renderToString(<LazyImage src="/media/art/a.svg" alt="" aspect="banner" priority />);
    expect(html).toMatch(/class="lazy-image is-loaded/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/);
  });

  it('renders an eager picture shown too', () => {
    expect(renderToString(<LazyImage src="/media/art/a.svg" alt="" eager />)).toMatch(/class="lazy-image is-loaded/);
  });

  it('leaves a lazy picture to the browser: no image, no fade yet', () => {
    const html = renderToString(<LazyImage src="/media/art/a.svg" alt="" />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('is-loaded');
  });
});
