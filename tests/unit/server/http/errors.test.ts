// Error bodies: malformed paths, parameters and bodies answer 4xx and never name an internal code or carry a stack.
import { describe, expect, it } from 'vitest';
import { useServer, expectCleanError } from '../helpers';

const server = useServer();

describe('error bodies', () => {
  it.each([
    ['GET', '/%'],
    ['GET', '/en/%E0%A4%A'],
    ['GET', `/api/sight/${'x'.repeat(400)}`],
    ['GET', '/api/sight/%'],
    ['POST', '/api/uit'],
    ['DELETE', '/api/weather'],
    ['GET', '/api/weather?lang=xx'],
    ['GET', '/api/pois?coordinates=1,2|3'],
  ])('%s %s answers 4xx without an internal code', async (method, url) => {
    const res = await server.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectCleanError(res.body);
  });

  it('a malformed JSON body and a wrong content type are 4xx without an internal code', async () => {
    const bad = await server.app.inject({ method: 'POST', url: '/api/uit', headers: { 'content-type': 'application/json' }, payload: '{"q":' });
    const type = await server.app.inject({ method: 'POST', url: '/api/uit', headers: { 'content-type': 'text/x-nope' }, payload: 'q' });
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/uit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ q: 'x'.repeat(70_000) }),
    });
    for (const res of [bad, type, huge]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectCleanError(res.body);
    }
  });
});
