// Redirect Locations are rebuilt from re-encoded segments: raw bytes, CR/LF and encoded `?`/`#` never reach the
// header as they came, and the page redirected to is a real 404.
import { describe, expect, it } from 'vitest';
import { buildLocation, safeQuery } from '../../../../server/http/location';
import { useServer } from '../helpers';

const server = useServer();

describe('Location of redirects', () => {
  it.each([
    ['/%E5%AF%BA%E5%BB%9F', '/en/%E5%AF%BA%E5%BB%9F'],
    ['/%00', '/en/%00'],
    ['/%0d%0aSet-Cookie:%20x=1', '/en/%0D%0ASet-Cookie%3A%20x%3D1'],
    ['/%E2%80%AE', '/en/%E2%80%AE'],
    ['/a%3Fb', '/en/a%3Fb'],
    ['/a%23b?x=1', '/en/a%23b?x=1'],
    ['/en/videogallery/%E5%AF%BA', '/en/video-playlists/%E5%AF%BA'],
    ['/dining?q=%E5%AF%BA&x=%0d%0a', '/en/dining?q=%E5%AF%BA&x=%0d%0a'],
  ])('%s redirects to %s', async (from, to) => {
    const res = await server.app.inject(from);
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe(to);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('then the page is a real 404, not an error', async () => {
    const res = await server.app.inject('/en/%E5%AF%BA%E5%BB%9F');
    expect(res.statusCode).toBe(404);
  });

  it('escapes raw bytes of a query byte by byte and keeps valid escapes', () => {
    expect(safeQuery('?a=\u00e5\u00af\u00ba&b=%41&c=%zz&d=<x>')).toBe('?a=%E5%AF%BA&b=%41&c=%25zz&d=%3Cx%3E');
    expect(safeQuery('?q=\u5bfa')).toBe('?q=%E5%AF%BA');
    expect(buildLocation({ locale: 'en', segments: ['a b', 'c/d', "it's"], hash: 'x y' })).toBe('/en/a%20b/c%2Fd/it%27s#x%20y');
  });
});
