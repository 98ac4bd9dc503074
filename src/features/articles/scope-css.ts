// An article's own `style` (SPEC §3), confined to the article: every selector is prefixed with the article's
// scope, page-level selectors (html, body, :root) become the scope itself, and nothing can load or escape.

const PAGE_SELECTOR = /^(?:html|body|:root)(?=$|[\s.#:[>+~])/i;

function scopeSelector(selector: string, scope: string): string {
  const s = selector.trim();
  if (s === '') return '';
  if (PAGE_SELECTOR.test(s)) return s.replace(PAGE_SELECTOR, scope);
  return `${scope} ${s}`;
}

/** Splits a selector list on top-level commas (not those inside :is(...) or [attr="a,b"]). */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** Reads the block that starts after the `{` at `open`; returns its body and the index after its `}`. */
function readBlock(css: string, open: number): { body: string; end: number } {
  let depth = 1;
  let i = open + 1;
  for (; i < css.length && depth > 0; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}') depth--;
  }
  return { body: css.slice(open + 1, i - 1), end: i };
}

const UNSAFE_VALUE = /url\s*\(|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding/i;

function scopeRules(css: string, scope: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const { body, end } = readBlock(css, open);
    i = end;
    if (prelude.startsWith('@')) {
      // Conditional groups keep their rules, scoped; other at-rules (import, font-face, keyframes…) are dropped.
      if (/^@(media|supports|container)\b/i.test(prelude)) out += `${prelude}{${scopeRules(body, scope)}}`;
      continue;
    }
    const declarations = body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '' && !UNSAFE_VALUE.test(d) && !d.includes('{'));
    const selectors = splitSelectors(prelude)
      .map((s) => scopeSelector(s, scope))
      .filter(Boolean);
    if (selectors.length && declarations.length) out += `${selectors.join(', ')}{${declarations.join(';')}}`;
  }
  return out;
}

export function scopeCss(css: string, scope: string): string {
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<\/?style/gi, '');
  return scopeRules(clean, scope);
}
