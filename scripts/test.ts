// `npm test`: the whole gate. A stage starts as soon as the stages it waits for (`after`, `needs`) have ended, so
// stages overlap; each stage's output goes to test-results/gate/<stage>.log and is shown when it fails; at the end a
// table says when each stage started and what it took. Exits non-zero when any stage failed.
//   tsx scripts/test.ts [--only a,b] [--skip a,b] [--ci]     (--ci: also the CI-only stages, as CI=true does)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockedBy, plan, startable, tail, timeTable, type Outcome, type Result, type Stage } from './gate/plan';

/**
 * The gate. Another stage is one line here. CI's machine has 2 cores, so overlapping stages share them: a stage
 * starts beside stages that leave a core idle (single-threaded checkers, journeys waiting on a page or a takeover)
 * and waits (`after`) for those it would only slow down. `needs` names the stages whose failure makes it pointless.
 */
const STATIC = ['engines:check', 'typecheck', 'lint', 'lint:css', 'format:check', 'i18n:check', 'content:check'];
/** The checkers that end well before the type check. */
const BESIDE_TYPECHECK = STATIC.filter((name) => name !== 'typecheck');
const STAGES: Stage[] = [
  { name: 'engines:check', run: 'npm run engines:check' },
  { name: 'typecheck', run: 'npm run typecheck' },
  { name: 'lint', run: 'npm run lint' },
  { name: 'lint:css', run: 'npm run lint:css' },
  { name: 'format:check', run: 'npm run format:check' },
  { name: 'i18n:check', run: 'npm run i18n:check' },
  { name: 'content:check', run: 'npm run content:check' },
  // Beside the checkers (each one thread): the journeys need the build, and it is their start that matters.
  { name: 'build', run: 'npm run build:app' },
  { name: 'bundle:check', run: 'npm run bundle:check', needs: ['build'] },
  // The type check is the longest checker and one thread: for its last minute or so the other core had nothing to
  // do, so the unit suite and the fuzz run start beside it, once the other checkers and the build have ended.
  { name: 'unit', run: 'npm run test:unit', after: [...BESIDE_TYPECHECK, 'build'] },
  // Beside the unit suite: the fuzz run is mostly a server answering one client.
  { name: 'fuzz', run: 'npm run fuzz', needs: ['build'], after: BESIDE_TYPECHECK },
  { name: 'e2e', run: 'npm run test:e2e', needs: ['build'], after: ['unit', 'fuzz', 'bundle:check'] },
  { name: 'e2e:pg', run: 'npm run test:e2e:pg-live', needs: ['build'], after: ['e2e'] },
  // Beside the PostgreSQL journeys and the cluster journey, which mostly wait on pages, polls and a takeover.
  { name: 'unit:node24', run: 'npm run test:unit:node24', ciOnly: true, after: ['e2e'] },
  { name: 'cluster', run: 'npm run test:cluster', needs: ['build'], after: ['e2e:pg'] },
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
      done({ name: stage.name, start: (start - gateStart) / 1000, seconds, result });
    });
  });
}

async function main(): Promise<number> {
  const ci = process.argv.includes('--ci') || (!!process.env.CI && process.env.CI !== 'false');
  let chosen: Stage[];
  try {
    chosen = plan(STAGES, { only: listArg('--only'), skip: listArg('--skip'), ci });
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  mkdirSync(LOG_DIR, { recursive: true });
  const gateStart = Date.now();
  const started = new Set<string>();
  const done = new Map<string, Result>();
  const outcomes: Outcome[] = [];
  const inFlight = new Map<string, Promise<Outcome>>();
  while (done.size < chosen.length) {
    for (const stage of startable(chosen, started, done)) {
      started.add(stage.name);
      const blocker = blockedBy(stage, done);
      if (blocker) console.log(`[${clock(gateStart)} s] skipped ${stage.name}: ${blocker} did not pass`);
      const start = (Date.now() - gateStart) / 1000;
      inFlight.set(stage.name, blocker ? Promise.resolve({ name: stage.name, start, seconds: 0, result: 'skipped' }) : runStage(stage, gateStart));
    }
    const ended = await Promise.race(inFlight.values());
    inFlight.delete(ended.name);
    done.set(ended.name, ended.result);
    outcomes.push(ended);
  }
  const table = timeTable(outcomes, (Date.now() - gateStart) / 1000);
  writeFileSync(join(LOG_DIR, 'times.txt'), `${table}\n`);
  console.log(`\nThe gate, stage by stage:\n${table}`);
  return outcomes.some((o) => o.result !== 'passed') ? 1 : 0;
}

process.exitCode = await main();
