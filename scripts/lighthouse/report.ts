// The numbers `npm run lighthouse` reads from a Lighthouse report, their medians over runs, and the printed table.

/** The parts of a Lighthouse JSON report this script reads. */
export interface LighthouseReport {
  /** Lighthouse's own measure of the host's CPU speed at the start of the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined>;
}

export interface RunRow {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Bytes of script transferred (compressed as sent). */
  jsBytes: number;
  /**
   * The host's speed during the run (Lighthouse's benchmarkIndex). Simulated throttling multiplies the tasks measured
   * on this machine, so a run on a host slowed by its neighbours shows longer tasks: compare runs of similar speed.
   */
  benchmark: number;
}

const score = (r: LighthouseReport, k: string): number => Math.round((r.categories[k]?.score ?? 0) * 100);
const value = (r: LighthouseReport, k: string): number => r.audits[k]?.numericValue ?? Number.NaN;

export function lighthouseRow(name: string, path: string, r: LighthouseReport): RunRow {
  const scripts = r.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    name,
    path,
    performance: score(r, 'performance'),
    accessibility: score(r, 'accessibility'),
    bestPractices: score(r, 'best-practices'),
    seo: score(r, 'seo'),
    lcp: value(r, 'largest-contentful-paint'),
    tbt: value(r, 'total-blocking-time'),
    cls: value(r, 'cumulative-layout-shift'),
    jsBytes: scripts?.transferSize ?? 0,
    benchmark: r.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Each metric's median over the runs of one page (so the row may mix runs, as Lighthouse's own guidance allows). */
export function medianRow(runs: readonly RunRow[]): RunRow {
  const first = runs[0];
  if (!first) throw new Error('no runs');
  const m = (k: keyof Omit<RunRow, 'name' | 'path'>) => median(runs.map((r) => r[k]));
  return {
    name: first.name,
    path: first.path,
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    jsBytes: m('jsBytes'),
    benchmark: m('benchmark'),
  };
}

export function renderTable(rows: readonly RunRow[]): string {
  const head =
    '| page | perf | LCP s | TBT ms | CLS | JS KiB | a11y | best pr. | SEO | host speed |\n| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |';
  const line = (r: RunRow) =>
    `| ${r.name} | ${Math.round(r.performance)} | ${(r.lcp / 1000).toFixed(1)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(0)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${Math.round(r.benchmark)} |`;
  return [head, ...rows.map(line)].join('\n');
}

/** Issue 28's goals for a page on the served instance (Lighthouse mobile). */
export const GOALS = { performance: 98, tbtMs: 100, lcpRatio: 1.1 } as const;

/** A page beside the same page with its scripts blocked: the LCP it could reach without hydration's cost. */
export interface FloorPair {
  page: RunRow;
  noScripts: RunRow;
}

/** The page's LCP over its LCP with its scripts blocked (1 = the scripts cost the paint nothing). */
export function lcpRatio(pair: FloorPair): number {
  return pair.page.lcp / pair.noScripts.lcp;
}

/** Which of the goals a page misses (none: it meets them all). */
export function missedGoals(pair: FloorPair): string[] {
  const missed: string[] = [];
  if (pair.page.performance < GOALS.performance) missed.push(`perf < ${GOALS.performance}`);
  if (pair.page.tbt > GOALS.tbtMs) missed.push(`TBT > ${GOALS.tbtMs} ms`);
  if (!(lcpRatio(pair) <= GOALS.lcpRatio)) missed.push(`LCP > ${GOALS.lcpRatio}× scripts blocked`);
  return missed;
}

export function renderGoalTable(pairs: readonly FloorPair[]): string {
  const head =
    '| page | perf | TBT ms | LCP s | LCP s, scripts blocked | LCP ratio | TBT ms, scripts blocked | goals missed |\n| --- | --: | --: | --: | --: | --: | --: | --- |';
  const line = ({ page, noScripts }: FloorPair) =>
    `| ${page.name} | ${Math.round(page.performance)} | ${Math.round(page.tbt)} | ${(page.lcp / 1000).toFixed(2)} | ${(noScripts.lcp / 1000).toFixed(2)} | ` +
    `${lcpRatio({ page, noScripts }).toFixed(2)} | ${Math.round(noScripts.tbt)} | ${missedGoals({ page, noScripts }).join(', ') || 'none'} |`;
  return [head, ...pairs.map(line)].join('\n');
}
