// Site search measurements for `npm run bench` (or alone: `npx tsx scripts/bench-search.ts`): index build time and
// serialised size per locale (what the offline search downloads, gzip and brotli), and search latency p50/p99 over
// distinct queries, on the server's index and on the index reloaded as the browser loads it.
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ENABLED_LOCALES } from '#shared/locales';
import { buildLocaleIndex, loadLocaleIndex, searchLocale, serializeLocaleIndex, type LocaleIndex } from '#shared/search/index';
import { ensureStore } from '../server/import';
import { openStore } from '../server/store';
import { searchEntries, searchSources } from '../server/search/entries';

const LATENCY_LOCALES = ['en', 'zh-hant', 'ja', 'th', 'ar'];
const WORDS =
  'temple church egg tart museum garden fortress taipa coloane festival hotel macanese beach lighthouse market square tea noodle heritage night'.split(' ');

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** Distinct queries: every place's names in the sign languages, their first word, and pairs of common words. */
function queries(index: LocaleIndex): string[] {
  const out = new Set<string>();
  for (const e of index.entries?.values() ?? []) {
    for (const name of [e.title, ...e.names].slice(0, 4)) {
      out.add(name);
      out.add(name.split(/\s+/)[0]!);
    }
  }
  for (const a of WORDS) for (const b of WORDS) if (a !== b) out.add(`${a} ${b}`);
  return [...out].filter((q) => q.trim()).slice(0, 1500);
}

function latency(index: LocaleIndex, list: string[]): { p50: number; p99: number } {
  const times: number[] = [];
  for (const [i, q] of list.entries()) {
    const t = performance.now();
    searchLocale(index, { q, start: 1 + 10 * (i % 2) });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export function searchBench(): { sizes: string[][]; latency: string[][] } {
  const dbPath = process.env.DB_PATH ?? join('data', 'store.sqlite');
  ensureStore({ contentDir: process.env.CONTENT_DIR ?? 'content', dbPath, log: () => undefined });
  const store = openStore(dbPath);
  try {
    let t = performance.now();
    const sources = searchSources(store);
    const readMs = performance.now() - t;
    const sizes: string[][] = [];
    const indexes = new Map<string, LocaleIndex>();
    let total = 0;
    for (const locale of ENABLED_LOCALES) {
      t = performance.now();
      const index = buildLocaleIndex(locale, searchEntries(sources, locale));
      const buildMs = performance.now() - t;
      total += buildMs;
      indexes.set(locale, index);
      const json = Buffer.from(JSON.stringify(serializeLocaleIndex(index, store.contentVersion)));
      const br = brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } });
      sizes.push([
        locale,
        String(index.mini.documentCount),
        String(index.mini.termCount),
        ms(buildMs),
        kib(json.length),
        kib(gzipSync(json).length),
        kib(br.length),
      ]);
    }
    sizes.push(['all 14', '', '', `${ms(total)} (+ ${ms(readMs)} reading the store)`, '', '', '']);

    const rows: string[][] = [];
    for (const locale of LATENCY_LOCALES) {
      const index = indexes.get(locale)!;
      const list = queries(index);
      latency(index, list.slice(0, 100)); // warm the JIT and the term caches
      const server = latency(index, list);
      const offline = loadLocaleIndex(JSON.parse(JSON.stringify(serializeLocaleIndex(index, 'bench'))));
      const browser = latency(offline, list);
      rows.push([locale, String(list.length), ms(server.p50), ms(server.p99), ms(browser.p50), ms(browser.p99)]);
    }
    return { sizes, latency: rows };
  } finally {
    store.close();
  }
}

export function printSearchBench(print: (head: string[], body: string[][]) => void): void {
  const { sizes, latency: rows } = searchBench();
  console.log('\nSite search index per locale (GET /api/search-index body: JSON, gzip 6, brotli 9)');
  print(['locale', 'pages', 'terms', 'build', 'JSON', 'gzip', 'brotli'], sizes);
  console.log('\nSite search latency over distinct queries (server index with page text; reloaded index as offline)');
  print(['locale', 'queries', 'server p50', 'server p99', 'offline p50', 'offline p99'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./bench-table');
  printSearchBench(printTable);
}
