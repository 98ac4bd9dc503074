// Where a page's main thread is busy while it loads: the page opened in Chromium with the CPU slowed as Lighthouse's
// mobile run assumes (4×), a CPU profile taken, and every task of 50 ms or more listed with the functions that spent
// its time (self time, by function and file). What `npm run lighthouse` reports as total blocking time is made of
// these tasks; this says what they are.
// Usage: tsx scripts/long-tasks.ts <url> [--width=412] [--slowdown=4] [--top=6]
import { launchBrowser } from './browser';

const url = process.argv[2];
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
if (!url) {
  console.error('usage: tsx scripts/long-tasks.ts <url> [--width=412] [--slowdown=4] [--top=6]');
  process.exit(2);
}
const width = arg('width', 412);
const slowdown = arg('slowdown', 4);
const top = arg('top', 6);
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width, height: 823 }, userAgent: width < 800 ? PHONE_UA : undefined, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await browser.startTracing(page, {
    categories: ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(3000);
  const raw = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;

  // The page's main thread: the renderer thread with the most tasks.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const count = (key: string) => events.filter((e) => `${e.pid}:${e.tid}` === key && e.name === 'RunTask').length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
  const navStart = events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts ?? 0;

  // The CPU profile of that thread: nodes and (time, node) samples on the trace clock.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main).map((e) => e.id));
  let clock = events.find((e) => e.name === 'Profile' && profileIds.has(e.id))?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !profileIds.has(e.id)) continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }

  const label = (n: ProfileNode) => {
    const file = (n.callFrame.url ?? '').split('/').pop() ?? '';
    return `${n.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${n.callFrame.lineNumber + 1}` : ''}`;
  };
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
  let blocking = 0;
  console.info(`${url} at ${width} px, CPU ${slowdown}× slower: tasks of 50 ms or more (self time by function)\n`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const self = new Map<string, number>();
    for (let i = 0; i < samples.length - 1; i++) {
      const s = samples[i]!;
      if (s.ts < task.ts || s.ts > end) continue;
      const node = nodes.get(s.node);
      if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
      const key = label(node);
      self.set(key, (self.get(key) ?? 0) + (samples[i + 1]!.ts - s.ts) / 1000);
    }
    // What the browser itself did in the task (layout, style, parsing), beside the scripts' functions.
    const work = new Map<string, number>();
    for (const e of events) {
      if (
        !onMain(e) ||
        e.ph !== 'X' ||
        e.ts < task.ts ||
        e.ts >= end ||
        !['Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint', 'PrePaint', 'v8.compileModule', 'v8.evaluateModule', 'MinorGC', 'MajorGC'].includes(e.name)
      )
        continue;
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    console.info(
      `${((task.ts - navStart) / 1000).toFixed(0).padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${[...work].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
    for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.info(`          ${ms.toFixed(1).padStart(6)} ms  ${name}`);
  }
  console.info(`\n${tasks.length} tasks of 50 ms or more; their time over 50 ms: ${blocking.toFixed(0)} ms (the whole load, not only after first paint)`);
} finally {
  await browser.close();
}
