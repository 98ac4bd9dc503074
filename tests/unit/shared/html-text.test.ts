// HTML to plain text, the one way (excerpts, search entries, spoken guides, PDFs, calendar files, previews, the
// operator's list): tags dropped as words would read them, every HTML entity decoded, whitespace collapsed.
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from '#shared/html-text';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>Egg&nbsp;tarts &amp; <b>almond</b>\n\n cookies&#33;</p><p>Next&#x2014;line</p>')).toBe('Egg tarts & almond cookies! Next—line');
    expect(htmlToText('<p>Ferry &amp; bus</p>\n<p>resume &lt;soon&gt;</p>')).toBe('Ferry & bus resume <soon>');
  });

  it('separates blocks by a space and keeps a word split by inline tags whole', () => {
    expect(htmlToText('Pa<b>st</b>éis<br/>de nata<script>alert(1)</script>')).toBe('Pastéis de nata');
    expect(htmlToText('<h2>Taipa</h2><ul><li>Houses</li><li>Museum</li></ul><!-- note -->')).toBe('Taipa Houses Museum');
  });
});

describe('decodeEntities', () => {
  it('decodes every named entity of HTML, not only the common few', () => {
    expect(decodeEntities('Caf&eacute; &euro;5 &frac12; &rsquo;s &Ccedil;&atilde;o &hellip;')).toBe('Café €5 ½ ’s Ção …');
  });

  it('decodes numeric references and leaves what is no entity alone', () => {
    expect(decodeEntities('&#x6FB3;&#38272; &#8212; &zzz; a & b')).toBe('澳門 — &zzz; a & b');
  });
});
