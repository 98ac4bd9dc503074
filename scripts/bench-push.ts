// The push benchmark: one typhoon warning sent to 100,000 real subscriptions (PUSH_BENCH_COUNT) plus 10,000 junk ones
// (PUSH_BENCH_JUNK: half with keys off the P-256 curve, as rows stored before validation; half at a push host that
// accepts connections and never answers), held in a SQLite live store, through the real sender (web-push: VAPID
// signature and aes128gcm encryption per subscriber) to a mock push service on the loopback (HTTPS). Reports the time
// to the first and to the last real warning delivered, throughput, what became of the junk, and the peak RSS.
// Run: `BENCH_ONLY=push npm run bench`, or `npx tsx scripts/bench-push.ts`.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES } from '#shared/locales';
import { openLiveStore } from '../server/live/store';
import type { LiveAnnouncement } from '../server/live/types';
import { PushService } from '../server/push/service';
import { resolveVapid } from '../server/push/vapid';
import { printTable } from './bench-table';
import { insertSubscribers, mockEndpoint } from './harness/live-seed';
import { startPushMock } from './harness/push-service-mock';
import { startSilentHost } from './harness/silent-host';

const COUNT = Number(process.env.PUSH_BENCH_COUNT ?? 100_000);
const JUNK = Number(process.env.PUSH_BENCH_JUNK ?? 10_000);
const CONCURRENCY = Number(process.env.PUSH_CONCURRENCY ?? 50);
const HOST_CONCURRENCY = Number(process.env.PUSH_HOST_CONCURRENCY ?? 40);

const WARNING: LiveAnnouncement = {
  id: 'bench-signal-8',
  content: {
    en: '<p>Typhoon Signal No. 8 is in force. Stay indoors; ferries and bridge buses are suspended.</p>',
    ja: '<p>台風シグナル8号が発令中です。屋内にとどまってください。</p>',
  },
  issuedTime: Math.floor(Date.now() / 1000),
  active: true,
  isWarning: true,
  channels: ['web', 'app'],
  kind: 'typhoon',
  createdAt: Date.now(),
  createdBy: null,
  updatedAt: Date.now(),
  updatedBy: null,
  withdrawnAt: null,
  publishedAt: Date.now(),
};

export async function pushBenchRows(): Promise<string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-push-'));
  const store = openLiveStore({ sqlitePath: join(dir, 'live.sqlite') });
  const mock = await startPushMock({ keep: false, maxSockets: CONCURRENCY });
  const silent = await startSilentHost();
  try {
    await store.migrate();
    // Real subscribers, every locale but ru, half of them following warnings too.
    const setupStart = Date.now();
    const locales = LOCALES.filter((l) => l !== 'ru');
    await insertSubscribers(store, COUNT, (i) => ({
      endpoint: mockEndpoint(mock.origin, '', i),
      locale: locales[i % locales.length]!,
      topics: i % 2 ? ['typhoon'] : ['typhoon', 'warnings'],
    }));
    // Junk, interleaved with the real rows in endpoint order (so the sender meets it all along the way).
    const junkKey = createECDH('prime256v1');
    junkKey.generateKeys();
    const offCurve = junkKey.getPublicKey();
    offCurve[40]! ^= 1;
    await insertSubscribers(store, JUNK, (i) => {
      const slot = Math.floor((i * COUNT) / Math.max(1, JUNK));
      const [origin, key] = i % 2 ? [mock.origin, offCurve] : [silent.origin, junkKey.getPublicKey()];
      return {
        endpoint: `${mockEndpoint(origin, '', slot)}-junk`,
        locale: 'en',
        topics: ['typhoon'],
        keys: { p256dh: key.toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    });
    const setupMs = Date.now() - setupStart;

    const vapid = await resolveVapid(store, {});
    const push = new PushService(store, vapid, { agent: mock.agent, concurrency: CONCURRENCY, hostConcurrency: HOST_CONCURRENCY });
    let peak = process.memoryUsage().rss;
    // The mock counts what it received: the first and the last real warning are timed from it (junk never reaches
    // it: the off-curve keys are parked before sending, the silent host's pushes never arrive).
    const start = Date.now();
    let firstMs: number | undefined;
    let lastMs: number | undefined;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      const { count } = mock.stats();
      if (count > 0) firstMs ??= Date.now() - start;
      if (count >= COUNT) lastMs ??= Date.now() - start;
    }, 10);
    const report = await push.send(WARNING);
    const ms = Date.now() - start;
    clearInterval(sampler);
    const { count, bad } = mock.stats();
    // The last real pushes may land within the sampler's last 10 ms: then the delivery's end is their time.
    if (count >= COUNT) lastMs ??= ms;
    const s = (v: number | undefined) => (v === undefined ? '—' : `${(v / 1000).toFixed(1)} s`);
    return [
      ['subscriptions: real + junk (matching)', `${COUNT.toLocaleString('en')} + ${JUNK.toLocaleString('en')} (${report.matched.toLocaleString('en')})`],
      ['store set-up', `${(setupMs / 1000).toFixed(1)} s`],
      ['concurrency (per host)', `${CONCURRENCY} (${HOST_CONCURRENCY})`],
      ['delivered (201 from the mock)', report.sent.toLocaleString('en')],
      ['first real warning delivered', s(firstMs)],
      ['last real warning delivered', s(lastMs)],
      ['delivery finished (junk settled)', s(ms)],
      ['junk parked / failed / removed / retries', `${report.parked} / ${report.failed} / ${report.removed} / ${report.retries}`],
      ['silent host: connections tried', silent.connections().toLocaleString('en')],
      ['mock received (malformed)', `${count.toLocaleString('en')} (${bad})`],
      ['throughput (real, to the last)', `${Math.round(report.sent / ((lastMs ?? ms) / 1000)).toLocaleString('en')} pushes/s`],
      ['peak RSS (sender + mock, one process)', `${Math.round(peak / 1024 / 1024)} MB`],
    ];
  } finally {
    await mock.close();
    await silent.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printPush(rows: string[][]): void {
  console.log(
    `\nPush: one warning to ${COUNT.toLocaleString('en')} real and ${JUNK.toLocaleString('en')} junk subscriptions through a loopback mock push service`,
  );
  printTable(['measure', 'value'], rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printPush(await pushBenchRows());
