// `BENCH_ONLY=ready npm run bench` (issue 30, "ready sooner"): how long after the first paint a first visit works
// offline, i.e. the service worker controls the page (its precache is installed) and the first visit's part of the
// guide is saved. Chromium at 4× CPU slowdown behind a Slow 4G line (Lighthouse's: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up) shaped by a proxy here, so the worker's own downloads (precache, the save) meet the line as well:
// DevTools' throttling shapes only the page's requests. Also prints what the precache holds.
import http from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';

const RTT_MS = 150;
const DOWN_BYTES_PER_S = 1_600_000 / 8;
const UP_BYTES_PER_S = 750_000 / 8;
const CPU_SLOWDOWN = 4;

/** One shared line: every byte waits its turn, whichever request carries it. */
class Line {
  private free = 0;
  constructor(private readonly bytesPerS: number) {}
  async carry(bytes: number): Promise<void> {
    const now = Date.now();
    this.free = Math.max(this.free, now) + (bytes / this.bytesPerS) * 1000;
    const wait = this.free - now;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A shaping proxy on `port` in front of `target` (every request pays a round trip; bodies share the line's rate). */
function shapingProxy(port: number, target: URL): Promise<http.Server> {
  const down = new Line(DOWN_BYTES_PER_S);
  const up = new Line(UP_BYTES_PER_S);
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      await up.carry(body.length + 500);
      await sleep(RTT_MS);
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        void (async () => {
          try {
            for await (const c of answer) {
              await down.carry((c as Buffer).length);
              res.write(c);
            }
            res.end();
          } catch {
            res.destroy();
          }
        })();
      });
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    })();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The files the built worker precaches, and their bytes as built (uncompressed). */
export function precacheSize(dist = 'dist'): { files: number; bytes: number } {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const bytes = urls.reduce((n, u) => {
    try {
      return n + statSync(join(dist, u.replace(/^\//, ''))).size;
    } catch {
      return n;
    }
  }, 0);
  return { files: urls.length, bytes };
}

export async function readyRows(start: () => ChildProcess, base: string, waitFor: (url: string) => Promise<void>): Promise<string[][]> {
  const { launchBrowser } = await import('./browser');
  const server = start();
  const target = new URL(base);
  const proxyPort = Number(target.port) + 1;
  const precache = precacheSize();
  const out: string[][] = [['precache', `${precache.files} files, ${(precache.bytes / 1_000_000).toFixed(2)} MB as built`]];
  try {
    await waitFor(`${base}/api/weather?lang=en`);
    // A cold server builds the manifest first: warm it, so the line is what is measured.
    await fetch(`${base}/api/offline/manifest?lang=en&core=1`).catch(() => undefined);
    const proxy = await shapingProxy(proxyPort, target);
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`http://127.0.0.1:${proxyPort}/en`, { waitUntil: 'commit', timeout: 120_000 });
      const started = Date.now();
      // Polled from here: page.waitForFunction does not wait for an async predicate's answer.
      let times: { paint: number; controls: number; saved: number } | undefined;
      let told = started;
      while (!times) {
        if (Date.now() - started > 600_000) throw new Error('The first visit did not end saved within 10 minutes');
        const probe = await page.evaluate(async () => {
          // Runs in the page (this file's types have no DOM).
          const g = globalThis as unknown as {
            caches: { keys(): Promise<string[]>; open(n: string): Promise<{ match(u: string): Promise<unknown>; keys(): Promise<unknown[]> }> };
            location: { origin: string; href: string };
            navigator: { serviceWorker?: { controller: unknown } };
            performance: { now(): number; getEntriesByName(n: string): { startTime: number }[] };
            __controls?: number;
          };
          if (g.__controls === undefined && g.navigator.serviceWorker?.controller) g.__controls = g.performance.now();
          const names = await g.caches.keys();
          const saved = names.includes('guide-pack:en') && !!(await (await g.caches.open('guide-pack:en')).match(`${g.location.origin}/__guide-pack/meta`));
          const state = `${g.location.href}; controlled: ${g.__controls !== undefined}; caches: ${(
            await Promise.all(names.map(async (n) => `${n} (${(await (await g.caches.open(n)).keys()).length})`))
          ).join(', ')}`;
          if (g.__controls === undefined || !saved) return { state };
          return {
            state,
            times: { paint: g.performance.getEntriesByName('first-paint')[0]?.startTime ?? 0, controls: g.__controls, saved: g.performance.now() },
          };
        });
        times = probe.times;
        // What it waits for, now and then, so a first visit that never ends saved says where it stopped.
        if (!times && Date.now() - told > 15_000) {
          told = Date.now();
          console.log(`${((told - started) / 1000).toFixed(0)} s: ${probe.state}`);
        }
        if (!times) await sleep(250);
      }
      console.log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s of wall time`, times);
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      out.push(
        ['first paint (after navigation start)', s(times.paint)],
        ['first paint → the worker controls the page', s(times.controls - times.paint)],
        ['first paint → works offline (controls, core saved)', `${s(times.saved - times.paint)} (goal ≤ 5 s)`],
      );
    } finally {
      await browser.close();
      proxy.close();
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
  return out;
}
