// Marks query matches in titles and snippets with <b>…</b> and picks the snippet window with the most matches.
import { WORD, hasNgramScript, termOf } from './analyze';

export interface Highlighter {
  /** Stemmed Latin-ish terms of the query. */
  terms: Set<string>;
  /** No-space runs of the query, matched verbatim. */
  runs: string[];
}

export type Range = [number, number];

const SCAN_LIMIT = 100_000;
export const SNIPPET_SIZE = 160;
const LEAD = 40;
const SNAP = 20;

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function matchRanges(text: string, h: Highlighter): Range[] {
  const scanned = text.length > SCAN_LIMIT ? text.slice(0, SCAN_LIMIT) : text;
  const ranges: Range[] = [];
  if (h.terms.size > 0) {
    for (const m of scanned.matchAll(WORD)) {
      const word = m[0];
      if (hasNgramScript(word)) continue;
      if (h.terms.has(termOf(word))) ranges.push([m.index, m.index + word.length]);
    }
  }
  for (const run of h.runs) {
    for (let i = scanned.indexOf(run); i >= 0; i = scanned.indexOf(run, i + run.length)) ranges.push([i, i + run.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** HTML for text[from, to) with the ranges bolded and everything else escaped. */
export function markup(text: string, ranges: Range[], from = 0, to = text.length): string {
  let out = '';
  let pos = from;
  for (const [s0, e0] of ranges) {
    const s = Math.max(s0, from);
    const e = Math.min(e0, to);
    if (e <= s) continue;
    out += `${escapeHtml(text.slice(pos, s))}<b>${escapeHtml(text.slice(s, e))}</b>`;
    pos = e;
  }
  return out + escapeHtml(text.slice(pos, to));
}

// A window edge must not split a surrogate pair or separate a combining mark from its base.
function isContinuation(ch: string | undefined): boolean {
  return ch !== undefined && /[\udc00-\udfff\p{M}]/u.test(ch);
}

export function snippetWindow(text: string, ranges: Range[], size = SNIPPET_SIZE): Range {
  if (text.length <= size) return [0, text.length];
  let start = 0;
  let best = 0;
  const anchors = ranges.slice(0, 200);
  for (const anchor of anchors) {
    const s = Math.max(0, anchor[0] - LEAD);
    let count = 0;
    for (const r of anchors) if (r[0] >= s && r[1] <= s + size) count += 1;
    if (count > best) {
      best = count;
      start = s;
    }
  }
  start = Math.min(start, text.length - size);
  if (start > 0) {
    const space = text.indexOf(' ', start - 1);
    if (space >= 0 && space < start + SNAP) start = space + 1;
    while (start > 0 && isContinuation(text[start])) start -= 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > end - SNAP && space > start) end = space;
    while (end < text.length && isContinuation(text[end])) end += 1;
  }
  return [start, end];
}

export function snippet(text: string, h: Highlighter): { snippet: string; htmlSnippet: string } {
  const ranges = matchRanges(text, h);
  const [start, end] = snippetWindow(text, ranges);
  const before = start > 0 ? '...' : '';
  const after = end < text.length ? '...' : '';
  return {
    snippet: before + text.slice(start, end) + after,
    htmlSnippet: before + markup(text, ranges, start, end) + after,
  };
}
