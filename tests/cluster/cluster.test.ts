// The deployment a tourism office runs, started for real: an operator raises Typhoon Signal No. 8 on instance A, and
// a visitor reading through the shared cache from instance B sees it on the home page and on a museum's page within
// 10 s (the instances purge the cache on a live change); with an instance killed, the cache keeps serving pages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/cluster';
import { openLiveStore } from '../../server/live/store';
import { hashPassword } from '../../server/operator/passwords';

let cluster: Cluster;
const MUSEUM = '/en/sightseeing/museums/macao-museum';
const PASSWORD = 'a long passphrase for the cluster journey';

beforeAll(async () => {
  cluster = await startCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

async function viaCache(path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const res = await fetch(`${cluster.proxyUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { status: res.status, cache: res.headers.get('x-cache'), html: await res.text() };
}

/** An editor signed in on one instance, as the office's staff sign in. */
async function operatorOn(base: string): Promise<(method: string, path: string, body: unknown) => Promise<Response>> {
  const store = openLiveStore({ databaseUrl: cluster.databaseUrl, sqlitePath: '' });
  const username = `duty-${randomUUID().slice(0, 8)}`;
  const now = Date.now();
  await store.createOperator(
    { id: randomUUID(), username, displayName: 'Duty officer', role: 'editor', passwordHash: await hashPassword(PASSWORD), disabled: false, createdAt: now, passwordChangedAt: now },
    { id: null, name: 'cluster journey', ip: null },
  );
  await store.close();
  const res = await fetch(`${base}/operator/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = ((await res.json()) as { csrfToken: string }).csrfToken;
  return (method, path, body) =>
    fetch(`${base}/operator/api${path}`, { method, headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf }, body: JSON.stringify(body) });
}

const closedNote = /Closed under Typhoon Signal No\. 8/;

describe('the guide behind a shared cache, on two instances and one PostgreSQL', () => {
  it("a warning published on instance A reaches visitors reading from instance B through the cache within 10 s", async () => {
    const [a] = cluster.instances;
    // The cache holds both pages from before the warning.
    for (const path of ['/en/', MUSEUM]) await viaCache(path);
    const before = await viaCache(MUSEUM);
    expect(before.cache).toBe('HIT');
    expect(before.html).not.toMatch(closedNote);

    // Visitors are served by B only: the cache takes A out of rotation.
    cluster.varnishadm('backend.set_health', 'a', 'sick');
    const write = await operatorOn(a!.url);
    const published = Date.now();
    expect((await write('PUT', '/warnings', { warnings: [{ type: 'typhoon', level: '8NE' }] })).status).toBe(200);

    let museum = await viaCache(MUSEUM);
    let home = await viaCache('/en/');
    while ((!closedNote.test(museum.html) || !/has-warning/.test(home.html)) && Date.now() - published < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      [museum, home] = [await viaCache(MUSEUM), await viaCache('/en/')];
    }
    expect(museum.html).toMatch(closedNote);
    expect(home.html).toMatch(/has-warning/);
    expect(Date.now() - published).toBeLessThan(10_000);

    // Lowered again, it clears the same way.
    expect((await write('PUT', '/warnings', { warnings: [] })).status).toBe(200);
    const lowered = Date.now();
    museum = await viaCache(MUSEUM);
    while (closedNote.test(museum.html) && Date.now() - lowered < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      museum = await viaCache(MUSEUM);
    }
    expect(museum.html).not.toMatch(closedNote);
    cluster.varnishadm('backend.set_health', 'a', 'auto');
  });

  it('keeps serving pages while an instance is down', async () => {
    const [a] = cluster.instances;
    a!.server.child.kill('SIGKILL');
    await new Promise<void>((r) => (a!.server.child.exitCode !== null || a!.server.child.signalCode !== null ? r() : a!.server.child.once('exit', () => r())));
    // Kept pages and pages never asked for before: B answers what the cache does not hold.
    for (const path of ['/en/', MUSEUM, '/pt/', '/ja/sightseeing', '/ar/dining']) {
      const res = await viaCache(path);
      expect(res.status, path).toBe(200);
      expect(res.html).toMatch(/<main/);
    }
  });
});
