// The live policy's choice between two copies of an answer when the network fails: the more recent one.
import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from '#shared/offline';
import { newestCopy } from '../../../sw/copies';

const seen = (date: string, body: string) => new Response(body, { headers: { date } });
const saved = (at: string, body: string) => new Response(body, { headers: { [SAVED_AT_HEADER]: at } });

describe('newestCopy', () => {
  it('prefers the copy the worker saw last over an older saved guide, and the reverse', async () => {
    const worker = seen('Tue, 24 Nov 2026 10:00:00 GMT', 'worker');
    expect(await newestCopy(worker, saved('2026-11-23T10:00:00.000Z', 'pack'))!.text()).toBe('worker');
    expect(await newestCopy(seen('Tue, 24 Nov 2026 10:00:00 GMT', 'worker'), saved('2026-11-24T11:00:00.000Z', 'pack'))!.text()).toBe('pack');
  });
  it('takes the one there is when the other is missing, and keeps the worker copy when neither is dated', async () => {
    expect(await newestCopy(undefined, saved('2026-11-23T10:00:00.000Z', 'pack'))!.text()).toBe('pack');
    expect(await newestCopy(new Response('worker'), undefined)!.text()).toBe('worker');
    expect(await newestCopy(new Response('worker'), new Response('pack'))!.text()).toBe('worker');
    expect(newestCopy(undefined, undefined)).toBeUndefined();
  });
});
