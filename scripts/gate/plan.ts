// The gate's plan as plain data and decisions, apart from the processes that run it (scripts/test.ts).

export interface Stage {
  /** Shown in the progress lines and the time table; `--only`/`--skip` name stages by it. */
  name: string;
  /** Stages with the same step run at the same time; steps run in ascending order. */
  step: number;
  /** A shell command, run from the repository's root. */
  run: string;
  /** Stages whose failure makes this one pointless (it is then skipped, not run). */
  needs?: string[];
  /** Extra environment for the command. */
  env?: Record<string, string>;
  /** Only on CI (CI set) or with `--ci`: stages that download or take long for little gain on a laptop. */
  ciOnly?: boolean;
}

export type Result = 'passed' | 'failed' | 'skipped';

export interface Outcome {
  name: string;
  seconds: number;
  result: Result;
}

export interface Selection {
  only?: string[];
  skip?: string[];
  ci: boolean;
}

/** The stages to run, grouped by step in ascending order; unknown names in --only/--skip are an error. */
export function plan(stages: readonly Stage[], sel: Selection): Stage[][] {
  const names = new Set(stages.map((s) => s.name));
  const unknown = [...(sel.only ?? []), ...(sel.skip ?? [])].filter((n) => !names.has(n));
  if (unknown.length) throw new Error(`unknown stage ${unknown.join(', ')} (stages: ${[...names].join(', ')})`);
  const chosen = stages.filter((s) => (sel.only ? sel.only.includes(s.name) : !s.ciOnly || sel.ci) && !sel.skip?.includes(s.name));
  const steps = [...new Set(chosen.map((s) => s.step))].sort((a, b) => a - b);
  return steps.map((step) => chosen.filter((s) => s.step === step));
}

/** Why a stage must be skipped (a stage it needs failed or was skipped), or undefined when it may run. */
export function blockedBy(stage: Stage, done: ReadonlyMap<string, Result>): string | undefined {
  return stage.needs?.find((n) => done.has(n) && done.get(n) !== 'passed');
}

/** The per-stage time table printed at the end of the gate, with the wall-clock total. */
export function timeTable(outcomes: readonly Outcome[], totalSeconds: number): string {
  const failed = outcomes.some((o) => o.result === 'failed');
  type Row = [string, string, string];
  const head: Row = ['stage', 'seconds', 'result'];
  const body = outcomes.map((o): Row => [o.name, o.seconds.toFixed(1), o.result]);
  const total: Row = ['total (wall clock)', totalSeconds.toFixed(1), failed ? 'failed' : 'passed'];
  const rows = [head, ...body, total];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  const line = (r: Row) => `${r[0].padEnd(w0)}  ${r[1].padStart(w1)}  ${r[2]}`;
  const rule = '-'.repeat(w0 + w1 + 10);
  return [line(head), rule, ...body.map(line), rule, line(total)].join('\n');
}

/** The last `max` lines of a stage's output (a failing e2e run writes thousands), saying how many were left out. */
export function tail(output: string, max: number): string {
  const lines = output.replace(/\n$/, '').split('\n');
  if (lines.length <= max) return lines.join('\n');
  return [`… ${lines.length - max} earlier lines in the stage's log`, ...lines.slice(-max)].join('\n');
}
