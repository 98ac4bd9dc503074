// The operator area's page (/operator and every screen under it): the built operator.html, never stored by a
// cache or a service worker and never indexed, however it is addressed (/operator.html too). Its API lives under /operator/api (plugin.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function registerOperatorPage(app: FastifyInstance, distDir: string): Promise<void> {
  let html: string | undefined;
  const send = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    // An unknown API path is the API's 404, not the page.
    if (req.url.startsWith('/operator/api/') || req.url === '/operator/api')
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No operator route' });
    try {
      html ??= await readFile(join(distDir, 'operator.html'), 'utf8');
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('The operator area is not built: run npm run build:app.');
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };
  // The built file itself, asked for by name: the same page and headers (the static files skip it, see app.ts).
  app.get('/operator.html', send);
  app.get('/operator', send);
  app.get('/operator/*', send);
}
