// `npm test`: the whole gate. Stages of one step run at the same time (the static checks), steps one after another;
// each stage's output goes to test-results/gate/<stage>.log and is shown when it fails; at the end a table says what
// each stage took. Exits non-zero when any stage failed.
//   tsx scripts/test.ts [--only a,b] [--skip a,b] [--ci]     (--ci: also the CI-only stages, as CI=true does)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockedBy, plan, tail, timeTable, type Outcome, type Result, type Stage } from './gate/plan';

/** The gate. Another stage is one line here; `needs` names the stages whose failure makes it pointless. */
const STAGES: Stage[] = [
  { step: 1, name: 'engines:check', run: 'npm run engines:check' },
  { step: 1, name: 'typecheck', run: 'npm run typecheck' },
  { step: 1, name: 'lint', run: 'npm run lint' },
  { step: 1, name: 'lint:css', run: 'npm run lint:css' },
  { step: 1, name: 'format:check', run: 'npm run format:check' },
  { step: 1, name: 'i18n:check', run: 'npm run i18n:check' },
  { step: 1, name: 'content:check', run: 'npm run content:check' },
  { step: 2, name: 'unit', run: 'npm run test:unit' },
  { step: 3, name: 'unit:node24', run: 'npm run test:unit:node24', ciOnly: true },
  { step: 4, name: 'build', run: 'npm run build:app' },
  { step: 5, name: 'bundle:check', run: 'npm run bundle:check', needs: ['build'] },
  { step: 5, name: 'fuzz', run: 'npm run fuzz', needs: ['build'] },
  { step: 6, name: 'e2e', run: 'npm run test:e2e', needs: ['build'] },
  { step: 7, name: 'e2e:pg', run: 'npm run test:e2e:pg-live', needs: ['build'] },
  { step: 8, name: 'cluster', run: 'npm run test:cluster', needs: ['build'] },
];

const LOG_DIR = join('test-results', 'gate');
/** Lines of a failed stage's output shown in the log; the whole of it is in its file. */
const SHOWN_LINES = 400;

function listArg(name: string): string[] | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : undefined;
}

const running = new Set<ChildProcess>();

function stopAll(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      // Each stage runs in its own process group: its servers and browsers stop with it.
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });

const clock = (start: number) => ((Date.now() - start) / 1000).toFixed(1);

function runStage(stage: Stage, gateStart: number): Promise<Outcome> {
  const start = Date.now();
  console.log(`[${clock(gateStart)} s] start ${stage.name}: ${stage.run}`);
  return new Promise((done) => {
    const child = spawn(stage.run, {
      shell: true,
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => chunks.push(d));
    child.stderr?.on('data', (d: Buffer) => chunks.push(d));
    child.on('close', (code, signal) => {
      running.delete(child);
      const output = Buffer.concat(chunks).toString('utf8');
      const file = join(LOG_DIR, `${stage.name.replace(/[^\w.-]+/g, '-')}.log`);
      writeFileSync(file, output);
      const result: Result = code === 0 ? 'passed' : 'failed';
      const seconds = (Date.now() - start) / 1000;
      if (result === 'failed') {
        console.log(`\n===== ${stage.name} failed (${signal ?? `exit ${code}`}); its output (${file}):`);
        console.log(tail(output, SHOWN_LINES));
        console.log(`===== end of ${stage.name}\n`);
      }
      console.log(`[${clock(gateStart)} s] ${result} ${stage.name} in ${seconds.toFixed(1)} s`);
      done({ name: stage.name, seconds, result });
    });
  });
}

async function main(): Promise<number> {
  const ci = process.argv.includes('--ci') || (!!process.env.CI && process.env.CI !== 'false');
  let steps: Stage[][];
  try {
    steps = plan(STAGES, { only: listArg('--only'), skip: listArg('--skip'), ci });
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  mkdirSync(LOG_DIR, { recursive: true });
  const gateStart = Date.now();
  const done = new Map<string, Result>();
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const results = await Promise.all(
      step.map((stage) => {
        const blocker = blockedBy(stage, done);
        if (!blocker) return runStage(stage, gateStart);
        console.log(`[${clock(gateStart)} s] skipped ${stage.name}: ${blocker} did not pass`);
        return { name: stage.name, seconds: 0, result: 'skipped' as const };
      }),
    );
    for (const o of results) {
      done.set(o.name, o.result);
      outcomes.push(o);
    }
  }
  const table = timeTable(outcomes, (Date.now() - gateStart) / 1000);
  writeFileSync(join(LOG_DIR, 'times.txt'), `${table}\n`);
  console.log(`\nThe gate, stage by stage:\n${table}`);
  return outcomes.some((o) => o.result !== 'passed') ? 1 : 0;
}

process.exitCode = await main();
