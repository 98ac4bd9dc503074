// Marks query matches in titles, names and snippets with <b>…</b> and picks the snippet window with the most matches.
import { foldText } from './fold';
import { pieces, termOf } from './tokenize';

export interface Highlighter {
  /** Terms of the query's spaced-script words. */
  terms: Set<string>;
  /** Folded no-space runs of the query. */
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

/** Offsets of `run` inside one no-space run of the text, compared folded (議事亭 marks 议事亭) when folding kept its length. */
function runRanges(original: string, at: number, runs: string[], out: Range[]): void {
  const folded = foldText(original);
  const hay = folded.length === original.length ? folded : original;
  for (const run of runs) {
    for (let i = hay.indexOf(run); i >= 0; i = hay.indexOf(run, i + run.length)) out.push([at + i, at + i + run.length]);
  }
}

export function matchRanges(text: string, h: Highlighter): Range[] {
  const scanned = text.length > SCAN_LIMIT ? text.slice(0, SCAN_LIMIT) : text;
  const ranges: Range[] = [];
  for (const p of pieces(scanned)) {
    if (p.kind === 'word') {
      if (h.terms.size > 0 && h.terms.has(termOf(p.text))) ranges.push([p.index, p.index + p.text.length]);
    } else if (h.runs.length > 0) {
      runRanges(p.text, p.index, h.runs, ranges);
    }
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
