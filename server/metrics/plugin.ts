// GET /metrics in Prometheus text: requests by route (rate, latency), the work queues' depth, cache hit ratios, push
// delivery outcomes and queue depth, and how far behind the store this instance's live state is. Each app has its own
// registry (tests build several in one process). The endpoint is for the office's monitoring, never the public: with
// METRICS_TOKEN set it wants `Authorization: Bearer <token>`; without it, only a direct call from this machine (not
// through a proxy, which would add X-Forwarded-For) is answered.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { allCacheStats } from '../cache/stats';
import { isLoopback } from './loopback';

export interface MetricsSources {
  /** Jobs running and waiting per work queue (server/work). */
  queues: () => Record<string, { running: number; waiting: number }>;
  /** Deliveries under way or waiting (announcements), and subscriptions still to push to where the queue knows it. */
  pushQueue: () => Promise<{ deliveries: number; pending: number }>;
  /** Seconds since the live state last matched the store's revision. */
  liveLagSeconds: () => number;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: required as a bearer token when set. */
  token: string | undefined;
  sources: MetricsSources;
}

export interface PushOutcomes {
  /** Counts one delivery's outcomes (sent, removed, failed, parked, retries). */
  record(outcomes: Partial<Record<'sent' | 'removed' | 'failed' | 'parked' | 'retries', number>>, warning: boolean): void;
}

function allowed(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return isLoopback(req.socket.remoteAddress) && req.headers['x-forwarded-for'] === undefined;
}

/** Registers the request hooks and GET /metrics; returns the push outcome recorder for the push service. */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): PushOutcomes {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'work_queue_jobs',
    help: 'Expensive jobs per work queue (pages, pdf, images, media), running or waiting.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, q] of Object.entries(opts.sources.queues())) {
        this.set({ queue, state: 'running' }, q.running);
        this.set({ queue, state: 'waiting' }, q.waiting);
      }
    },
  });
  new Counter({
    name: 'cache_lookups_total',
    help: 'In-memory cache lookups by cache (api answers, rendered pages) and result (hit, miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, c] of allCacheStats()) {
        this.inc({ cache, result: 'hit' }, c.hits);
        this.inc({ cache, result: 'miss' }, c.misses);
      }
    },
  });
  const pushed = new Counter({
    name: 'push_deliveries_total',
    help: 'Push notifications by outcome (sent, removed, failed, parked, retries) and kind (warning, announcement).',
    labelNames: ['outcome', 'kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'push_queue',
    help: 'Announcements being delivered or waiting (deliveries), and pushes still to send where known (pending).',
    labelNames: ['part'] as const,
    registers: [registry],
    async collect() {
      const q = await opts.sources.pushQueue();
      this.set({ part: 'deliveries' }, q.deliveries);
      this.set({ part: 'pending' }, q.pending);
    },
  });
  new Gauge({
    name: 'live_store_lag_seconds',
    help: 'Seconds since this instance last found its live state (announcements, warnings, weather) current with the store.',
    registers: [registry],
    collect() {
      this.set(opts.sources.liveLagSeconds());
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: a label per URL would grow without bound.
    const route = req.routeOptions.url ?? 'unmatched';
    const method = req.method;
    requests.inc({ route, method, status: String(reply.statusCode) });
    latency.observe({ route, method }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    if (!allowed(req, opts.token)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });

  return {
    record(outcomes, warning) {
      const kind = warning ? 'warning' : 'announcement';
      for (const [outcome, n] of Object.entries(outcomes)) if (n) pushed.inc({ outcome, kind }, n);
    },
  };
}
