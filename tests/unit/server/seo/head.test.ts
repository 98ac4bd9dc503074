// The head tags written into the shell: escaping of content text and the share picture's URL.
import { describe, expect, it } from 'vitest';
import { headTags, injectHead, ogImagePath, pageUrl } from '../../../../server/seo/head';

const SHELL = '<html><head><meta name="description" content="site" /><title>Macao Tourism</title></head><body></body></html>';

describe('page head', () => {
  it('escapes content text, and a "$&" in it stays text (not a replacement pattern)', () => {
    const head = headTags({
      origin: 'https://x.example',
      locale: 'en',
      segments: ['sight', 'a'],
      meta: { title: 'Tom & "Jerry" <b> $& $1', description: 'Cost: $$ & more', type: 'website' },
      defaultImage: undefined,
    });
    const html = injectHead(SHELL, head);
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt; $&amp; $1 | Macao Tourism</title>');
    expect(html).toContain('<meta name="description" content="Cost: $$ &amp; more" />');
    expect(html).not.toContain('<b>');
    // Without a picture the card is the small one.
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
  });

  it('draws the share picture as a 1200-pixel PNG of the og aspect', () => {
    expect(ogImagePath({ motif: 'temple', palette: undefined, seed: 'a b' })).toBe('/media/art/temple/auto/a%20b.png?aspect=og&w=1200');
  });

  it('encodes each segment of a page URL', () => {
    expect(pageUrl('https://x.example', 'zh-hant', ['sight', 'a"b'])).toBe('https://x.example/zh-hant/sight/a%22b');
    expect(pageUrl('https://x.example', '', [])).toBe('https://x.example/');
  });
});
