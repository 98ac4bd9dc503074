// Renders take turns between clients within a time budget: a client flooding the PNG renderer gets 429, others are
// served meanwhile.
import { describe, expect, it } from 'vitest';
import { RenderBusyError, RenderQueue } from '../../../../server/media/render-queue';
import { mediaApp } from './media-app';

describe('render queue', { timeout: 60_000 }, () => {
  it('gives each waiting client a turn before a client gets a second one', async () => {
    const queue = new RenderQueue({ concurrency: 1, perClient: 10 });
    const order: string[] = [];
    const task = (name: string) => () => {
      order.push(name);
      return new Promise<void>((r) => setTimeout(r, 5));
    };
    await Promise.all([
      queue.run('flood', task('f1')),
      queue.run('flood', task('f2')),
      queue.run('flood', task('f3')),
      queue.run('visitor', task('v1')),
      queue.run('visitor', task('v2')),
    ]);
    expect(order).toEqual(['f1', 'v1', 'f2', 'v2', 'f3']);
  });

  it('refuses a client with too many renders waiting, and one over its time budget until it earns time back', async () => {
    let now = 0;
    const queue = new RenderQueue({ concurrency: 1, perClient: 2, burstMs: 100, refillMsPerSecond: 50, now: () => now });
    const slow = () => new Promise<void>((r) => setTimeout(r, 10));
    const first = queue.run('a', slow);
    const second = queue.run('a', slow);
    await expect(queue.run('a', slow)).rejects.toBeInstanceOf(RenderBusyError);
    await Promise.all([first, second]);
    await queue.run('a', async () => {
      now += 250; // a render that took 250 ms: 150 ms over the budget
    });
    const busy = await queue.run('a', slow).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(RenderBusyError);
    expect((busy as RenderBusyError).retryAfterSeconds).toBe(4);
    await expect(queue.run('b', slow)).resolves.toBeUndefined();
    now += 4000;
    await expect(queue.run('a', slow)).resolves.toBeUndefined();
  });

  it('answers 429 with Retry-After to a client flooding the PNG renderer, and serves another client meanwhile', async () => {
    const app = await mediaApp({ renderQueue: { concurrency: 1, perClient: 2 } });
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, i) => app.inject({ url: `/media/art/church/azulejo/flood-${i}.png?w=480`, remoteAddress: '10.0.0.1' })),
    );
    const other = await app.inject({ url: '/media/art/church/azulejo/visitor.png?w=480', remoteAddress: '10.0.0.2' });
    await app.close();
    const codes = flood.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    const refused = flood.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ statusCode: 429 });
    expect(other.statusCode).toBe(200);
  });
});
