// Answers that differ per request (the random popular attractions) are private and revalidated, with one weak ETag
// while the content is unchanged; ordinary answers stay public.
import { describe, expect, it } from 'vitest';
import { useServer } from '../helpers';

const server = useServer();

describe('caching of the random popular attractions', () => {
  it('is private and revalidated, with one weak ETag while the content is unchanged', async () => {
    const a = await server.app.inject('/api/popularattraction?lang=en');
    const b = await server.app.inject('/api/popularattraction?lang=en');
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(a.headers.etag).toMatch(/^W\/"/);
    expect(b.headers.etag).toBe(a.headers.etag);
    const again = await server.app.inject({ url: '/api/popularattraction?lang=en', headers: { 'if-none-match': String(a.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Ordinary answers stay public (live ones, such as the weather, are revalidated every time).
    expect((await server.app.inject('/api/socialmedia/feed?lang=en')).headers['cache-control']).toMatch(/^public/);
  });
});
