// The gate's plan as plain data and decisions, apart from the processes that run it (scripts/test.ts).

export interface Stage {
  /** Shown in the progress lines and the time table; `--only`/`--skip` name stages by it. */
  name: string;
  /** A shell command, run from the repository's root. */
  run: string;
  /**
   * Stages that must have ended (whatever their result) before this one starts: it would fight them for the CPU, or
   * use what they leave. A stage with nothing to wait for starts at once, beside every other such stage.
   */
  after?: string[];
  /** Stages whose failure makes this one pointless (it is then skipped, not run); they are waited for too. */
  needs?: string[];
  /** Extra environment for the command. */
  env?: Record<string, string>;
  /** Only on CI (CI set) or with `--ci`: stages that download or take long for little gain on a laptop. */
  ciOnly?: boolean;
}

export type Result = 'passed' | 'failed' | 'skipped';

export interface Outcome {
  name: string;
  /** When it started, in seconds from the gate's start (stages overlap: the table shows how). */
  start: number;
  seconds: number;
  result: Result;
}

export interface Selection {
  only?: string[];
  skip?: string[];
  ci: boolean;
}

const waitsFor = (s: Stage): string[] => [...(s.after ?? []), ...(s.needs ?? [])];

/**
 * The stages to run, in the table's order. Unknown names in --only/--skip, an `after`/`needs` naming no stage, and a
 * cycle are errors. A stage waits only for chosen stages: with `--only e2e` the e2e stage starts at once.
 */
export function plan(stages: readonly Stage[], sel: Selection): Stage[] {
  const names = new Set(stages.map((s) => s.name));
  const unknown = [...(sel.only ?? []), ...(sel.skip ?? [])].filter((n) => !names.has(n));
  if (unknown.length) throw new Error(`unknown stage ${unknown.join(', ')} (stages: ${[...names].join(', ')})`);
  for (const s of stages) {
    const missing = waitsFor(s).filter((n) => !names.has(n));
    if (missing.length) throw new Error(`stage ${s.name} waits for ${missing.join(', ')}, which is no stage`);
  }
  const chosen = stages.filter((s) => (sel.only ? sel.only.includes(s.name) : !s.ciOnly || sel.ci) && !sel.skip?.includes(s.name));
  // Every stage must be startable some time: repeatedly take the stages whose waits are all taken.
  const taken = new Set<string>();
  const chosenNames = new Set(chosen.map((s) => s.name));
  for (let progress = true; progress;) {
    progress = false;
    for (const s of chosen)
      if (!taken.has(s.name) && waitsFor(s).every((n) => taken.has(n) || !chosenNames.has(n))) {
        taken.add(s.name);
        progress = true;
      }
  }
  const stuck = chosen.filter((s) => !taken.has(s.name));
  if (stuck.length) throw new Error(`stages wait for each other in a circle: ${stuck.map((s) => s.name).join(', ')}`);
  return chosen;
}

/** The chosen stages not yet started whose waits have all ended: the ones to start now. */
export function startable(chosen: readonly Stage[], started: ReadonlySet<string>, done: ReadonlyMap<string, Result>): Stage[] {
  const chosenNames = new Set(chosen.map((s) => s.name));
  return chosen.filter((s) => !started.has(s.name) && waitsFor(s).every((n) => done.has(n) || !chosenNames.has(n)));
}

/** Why a stage must be skipped (a stage it needs failed or was skipped), or undefined when it may run. */
export function blockedBy(stage: Stage, done: ReadonlyMap<string, Result>): string | undefined {
  return stage.needs?.find((n) => done.has(n) && done.get(n) !== 'passed');
}

/** The per-stage time table printed at the end of the gate (stages by start), with the wall-clock total. */
export function timeTable(outcomes: readonly Outcome[], totalSeconds: number): string {
  const failed = outcomes.some((o) => o.result === 'failed');
  type Row = [string, string, string, string];
  const head: Row = ['stage', 'start', 'seconds', 'result'];
  const byStart = [...outcomes].sort((a, b) => a.start - b.start);
  const body = byStart.map((o): Row => [o.name, o.start.toFixed(1), o.seconds.toFixed(1), o.result]);
  const total: Row = ['total (wall clock)', '', totalSeconds.toFixed(1), failed ? 'failed' : 'passed'];
  const rows = [head, ...body, total];
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: Row) => `${r[0].padEnd(w[0]!)}  ${r[1].padStart(w[1]!)}  ${r[2].padStart(w[2]!)}  ${r[3]}`;
  const rule = '-'.repeat(w[0]! + w[1]! + w[2]! + 12);
  return [line(head), rule, ...body.map(line), rule, line(total)].join('\n');
}

/** The last `max` lines of a stage's output (a failing e2e run writes thousands), saying how many were left out. */
export function tail(output: string, max: number): string {
  const lines = output.replace(/\n$/, '').split('\n');
  if (lines.length <= max) return lines.join('\n');
  return [`… ${lines.length - max} earlier lines in the stage's log`, ...lines.slice(-max)].join('\n');
}
