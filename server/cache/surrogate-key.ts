// Marks every page and API answer a shared cache may keep with `Surrogate-Key: live`: each of them can show the live
// state (the announcement bar, warnings, a place closed under a warning), so a live change bans them all at once
// (server/cache/purge.ts). Build files, tiles and media never change with it and carry no key.
import type { FastifyInstance } from 'fastify';

export const LIVE_SURROGATE_KEY = 'live';

export function tagSurrogateKeys(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (/^(text\/html|application\/json)/.test(type)) reply.header('Surrogate-Key', LIVE_SURROGATE_KEY);
    return payload;
  });
}
