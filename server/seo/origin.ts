// The origin absolute links to the site start with: the configured public origin, or the request's own.
import type { FastifyRequest } from 'fastify';

/** Host names and ports only (no user info, paths or spaces): a Host header is visitor input. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function requestOrigin(req: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const host = req.host;
  return `${req.protocol}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
