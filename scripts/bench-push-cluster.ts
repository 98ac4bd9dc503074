// The durable push benchmark: one typhoon warning to 100,000 subscriptions (PUSH_BENCH_COUNT) in a throwaway
// PostgreSQL, delivered by compiled instances working the same pg-boss queue — first one instance, then two — to a
// mock push service on the loopback (HTTPS, in this process). Reports the time to deliver, the speed-up of two over
// one, and each instance's peak RSS. Run: `BENCH_ONLY=push-cluster npm run bench`, or `npx tsx scripts/bench-push-cluster.ts`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLiveStore } from '../server/live/store';
import { printTable } from './bench-table';
import { insertSubscribers, mockEndpoint, signedInEditor } from './harness/live-seed';
import { peakSampler, startChildServer, type ChildServer } from './harness/server-child';
import { startPushMock, type PushMock } from './harness/push-service-mock';
import { startPgCluster } from './pg-cluster';

const COUNT = Number(process.env.PUSH_BENCH_COUNT ?? 100_000);

interface Run {
  instances: number;
  seconds: number;
  peakRssMb: (number | undefined)[];
  sent: number;
}

async function subscribe(databaseUrl: string, mock: PushMock): Promise<void> {
  const store = openLiveStore({ databaseUrl, sqlitePath: '' });
  try {
    await insertSubscribers(store, COUNT, (i) => ({ endpoint: mockEndpoint(mock.origin, 'b', i), locale: 'en', topics: ['typhoon'] }));
  } finally {
    await store.close();
  }
}

async function publish(databaseUrl: string, base: string): Promise<void> {
  const store = openLiveStore({ databaseUrl, sqlitePath: '' });
  const write = await signedInEditor(store, base, 'bench').finally(() => store.close());
  const res = await write('POST', '/announcements', {
    id: 'bench-signal-8',
    content: { en: '<p>Typhoon Signal No. 8 is in force.</p>' },
    active: true,
    isWarning: true,
    channels: ['web'],
    kind: 'typhoon',
  });
  if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
}

async function run(instances: number): Promise<Run> {
  const pg = await startPgCluster();
  const mock = await startPushMock({ keep: false, maxSockets: 200 });
  const certDir = mkdtempSync(join(tmpdir(), 'bench-push-ca-'));
  writeFileSync(join(certDir, 'ca.pem'), mock.cert);
  const servers: ChildServer[] = [];
  try {
    const databaseUrl = await pg.createDatabase('bench');
    for (let i = 0; i < instances; i++)
      servers.push(
        await startChildServer({ logLevel: 'warn', env: { DATABASE_URL: databaseUrl, NODE_EXTRA_CA_CERTS: join(certDir, 'ca.pem'), PREPARE_MEDIA: '0' } }),
      );
    await subscribe(databaseUrl, mock);
    const samplers = servers.map((s) => peakSampler(s.rssMb));
    const store = openLiveStore({ databaseUrl, sqlitePath: '' });
    const started = Date.now();
    await publish(databaseUrl, `http://127.0.0.1:${servers[0]!.port}`);
    let sent = 0;
    try {
      for (;;) {
        const p = await store.pushProgress('bench-signal-8');
        if (p && p.queued === 0) {
          sent = p.sent;
          break;
        }
        if (Date.now() - started > 3_600_000) throw new Error('no result within an hour');
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await store.close();
    }
    const seconds = (Date.now() - started) / 1000;
    const peakRssMb = samplers.map((s) => {
      s.stop();
      return s.peak();
    });
    return { instances, seconds, peakRssMb, sent };
  } finally {
    for (const s of servers) await s.stop();
    await mock.close();
    rmSync(certDir, { recursive: true, force: true });
    pg.stop();
  }
}

export async function pushClusterRows(): Promise<string[][]> {
  const one = await run(1);
  const two = await run(2);
  const rss = (r: Run) => r.peakRssMb.map((m) => (m === undefined ? '—' : `${Math.round(m)} MB`)).join(' / ');
  return [
    ['subscriptions', COUNT.toLocaleString('en')],
    ['one instance: delivered, time', `${one.sent.toLocaleString('en')} in ${one.seconds.toFixed(1)} s (${Math.round(one.sent / one.seconds)} pushes/s)`],
    ['two instances: delivered, time', `${two.sent.toLocaleString('en')} in ${two.seconds.toFixed(1)} s (${Math.round(two.sent / two.seconds)} pushes/s)`],
    ['speed-up, two over one', `${(one.seconds / two.seconds).toFixed(2)}×`],
    ['peak RSS per instance (one; two)', `${rss(one)}; ${rss(two)}`],
  ];
}

export function printPushCluster(rows: string[][]): void {
  console.log(
    `\nDurable push on PostgreSQL: one warning to ${COUNT.toLocaleString('en')} subscriptions, one instance, then two (mock push service in the bench process)`,
  );
  printTable(['measure', 'value'], rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printPushCluster(await pushClusterRows());
