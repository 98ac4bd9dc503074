// The push benchmark: one typhoon warning sent to 100,000 subscriptions (PUSH_BENCH_COUNT) held in a SQLite live
// store, through the real sender (web-push: VAPID signature and aes128gcm encryption per subscriber) to a mock push
// service on the loopback (HTTPS). Reports time, throughput, failures and the process's peak RSS.
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
import { startPushMock } from './harness/push-service-mock';

const COUNT = Number(process.env.PUSH_BENCH_COUNT ?? 100_000);
const CONCURRENCY = Number(process.env.PUSH_CONCURRENCY ?? 50);

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
  try {
    await store.migrate();
    // Real P-256 keys per subscriber, as browsers make them; one key pair shared by every 1,000 keeps set-up short
    // while the sender still derives a fresh shared secret and salt for every message.
    const setupStart = Date.now();
    const locales = LOCALES.filter((l) => l !== 'ru');
    let keys = { p256dh: '', auth: '' };
    for (let start = 0; start < COUNT; start += 5_000) {
      await store.db.transaction(async (tx) => {
        for (let i = start; i < Math.min(COUNT, start + 5_000); i++) {
          if (i % 1_000 === 0) {
            const ecdh = createECDH('prime256v1');
            ecdh.generateKeys();
            keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
          }
          await tx.run(
            'INSERT INTO push_subscriptions (endpoint, p256dh, auth, locale, topics, created_at, updated_at, last_sent_at, failures) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0)',
            [
              `${mock.origin}/push/${i.toString().padStart(6, '0')}`,
              keys.p256dh,
              keys.auth,
              locales[i % locales.length]!,
              i % 2 ? ',typhoon,' : ',typhoon,warnings,',
              0,
              0,
            ],
          );
        }
      });
    }
    const setupMs = Date.now() - setupStart;

    const vapid = await resolveVapid(store, {});
    const push = new PushService(store, vapid, { agent: mock.agent, concurrency: CONCURRENCY });
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const start = process.hrtime.bigint();
    const report = await push.send(WARNING);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    clearInterval(sampler);
    const { count, bad } = mock.stats();
    return [
      ['subscriptions (matching)', `${COUNT.toLocaleString('en')} (${report.matched.toLocaleString('en')})`],
      ['store set-up', `${(setupMs / 1000).toFixed(1)} s`],
      ['concurrency', String(CONCURRENCY)],
      ['delivered (201 from the mock)', report.sent.toLocaleString('en')],
      ['failures / removed / retries', `${report.failed} / ${report.removed} / ${report.retries}`],
      ['mock received (malformed)', `${count.toLocaleString('en')} (${bad})`],
      ['time', `${(ms / 1000).toFixed(1)} s`],
      ['throughput', `${Math.round(report.sent / (ms / 1000)).toLocaleString('en')} pushes/s`],
      ['peak RSS (sender + mock, one process)', `${Math.round(peak / 1024 / 1024)} MB`],
    ];
  } finally {
    await mock.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printPush(rows: string[][]): void {
  console.log(`\nPush: one warning to ${COUNT.toLocaleString('en')} subscriptions through a loopback mock push service`);
  printTable(['measure', 'value'], rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printPush(await pushBenchRows());
