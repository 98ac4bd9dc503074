// /metrics: Prometheus text that a parser reads, counters that move with the requests, and no answer to the public.
import { afterEach, describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../helpers';

let server: { app: FastifyInstance; close: () => Promise<void> } | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Family = { name: string; metrics: { labels?: Record<string, string>; value?: string }[] };

async function scrape(app: FastifyInstance): Promise<Family[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return parsePrometheusTextFormat(res.body) as Family[];
}

const sample = (families: Family[], name: string, labels: Record<string, string>) =>
  families.find((f) => f.name === name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

describe('/metrics', () => {
  it('parses as Prometheus text, and the request counter and latency move with the requests', async () => {
    server = await buildServer();
    const { app } = server;
    const before = Number(sample(await scrape(app), 'http_requests_total', { route: '/api/weather', status: '200' })?.value ?? 0);
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/weather?lang=en' })).statusCode).toBe(200);
    const after = await scrape(app);
    expect(Number(sample(after, 'http_requests_total', { route: '/api/weather', method: 'GET', status: '200' })?.value)).toBe(before + 3);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    const count = /^http_request_duration_seconds_count\{route="\/api\/weather",method="GET"\} (\d+)$/m.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
    // The queues, the push queue and the live store's lag are there from the start.
    expect(sample(after, 'work_queue_jobs', { queue: 'pages', state: 'waiting' })?.value).toBe('0');
    expect(sample(after, 'push_queue', { part: 'deliveries' })?.value).toBe('0');
    expect(Number(sample(after, 'live_store_lag_seconds', {})?.value)).toBeGreaterThanOrEqual(0);
  });

  it('counts cache hits and misses of the API answers', async () => {
    server = await buildServer();
    const { app } = server;
    const hits = async () => Number(sample(await scrape(app), 'cache_lookups_total', { cache: 'api', result: 'hit' })?.value ?? 0);
    await app.inject({ method: 'GET', url: '/api/dining?lang=en' });
    const first = await hits();
    await app.inject({ method: 'GET', url: '/api/dining?lang=en' });
    expect(await hits()).toBeGreaterThan(first);
  });

  it('a route is labelled by its pattern, never by the raw URL', async () => {
    server = await buildServer();
    const { app } = server;
    await app.inject({ method: 'GET', url: '/api/no-such-thing-123' });
    const names = (await scrape(app)).find((f) => f.name === 'http_requests_total')!.metrics.map((m) => m.labels?.route);
    expect(names).not.toContain('/api/no-such-thing-123');
  });

  it('is not answered through a proxy, nor without the token when one is set', async () => {
    server = await buildServer();
    const proxied = await server.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toMatch(/http_requests_total/);
    await server.close();
    server = await buildServer({ METRICS_TOKEN: 'sekrit-token-for-tests' });
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-for-tests!' } })).statusCode).toBe(404);
    const ok = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer sekrit-token-for-tests' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/^# HELP /m);
  });
});
