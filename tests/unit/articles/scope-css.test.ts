// An article's style is confined to the article and cannot load anything or reach the page.
import { describe, expect, it } from 'vitest';
import { scopeCss } from '../../../src/features/articles/scope-css';

const S = '[data-article="a"]';

describe('scopeCss', () => {
  it('prefixes every selector of a list with the scope', () => {
    expect(scopeCss('h2, .note p { color: red; }', S)).toBe(`${S} h2, ${S} .note p{color: red}`);
  });

  it('turns html, body and :root into the scope itself', () => {
    expect(scopeCss('body { margin: 0 } :root{--x:1}', S)).toBe(`${S}{margin: 0}${S}{--x:1}`);
  });

  it('keeps media queries, scoped, and drops other at-rules', () => {
    expect(scopeCss('@media (width < 768px) { h1 { font-size: 2rem } } @import "x.css"; @font-face { src: url(x) }', S)).toBe(
      `@media (width < 768px){${S} h1{font-size: 2rem}}`,
    );
  });

  it('drops declarations that could load or run something', () => {
    expect(scopeCss('p { background: url(https://evil.example/x.png); color: blue; behavior: url(x.htc) }', S)).toBe(`${S} p{color: blue}`);
  });

  it('does not split selectors inside :is() or attribute values, and cannot close its style element', () => {
    expect(scopeCss(':is(h2, h3) { margin: 0 } a[title="a,b"] { color: red } </style><script>', S)).toBe(
      `${S} :is(h2, h3){margin: 0}${S} a[title="a,b"]{color: red}`,
    );
  });
});
