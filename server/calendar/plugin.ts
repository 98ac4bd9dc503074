// GET /api/enf/ics?id=…&lang=…: an event's .ics file (server/calendar/event-ics.ts). 400 for a malformed id or an
// unknown language, 404 for an event that does not exist, is hidden or has only a month.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { isEnabledLocale } from '#shared/locales';
import type { Store } from '../store';
import { ID, LANG } from '../api/schemas';
import { CACHE_CONTROL } from '../api/cache';
import { requestOrigin } from '../seo/origin';
import { pageUrl } from '../seo/head';
import { eventIcs } from './event-ics';

export interface CalendarOptions {
  store: Store;
  publicOrigin: string | undefined;
  now?: () => Date;
}

const QUERY = Type.Object({ id: ID, lang: Type.Optional(LANG) });

export async function registerEventCalendar(app: FastifyInstance, { store, publicOrigin, now = () => new Date() }: CalendarOptions): Promise<void> {
  app.get<{ Querystring: { id: string; lang?: string } }>(
    '/api/enf/ics',
    {
      schema: { querystring: QUERY },
      // Fastify's own validation message, in the API's error shape.
      errorHandler: (err, _req, reply) => reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: err.message }),
    },
    async (req, reply) => {
      const { id, lang = 'en' } = req.query;
      if (!isEnabledLocale(lang)) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `lang: "${lang}" is not an enabled locale` });
      const event = store.event(id);
      const origin = requestOrigin(req, publicOrigin);
      const body =
        event && !event.hidden
          ? eventIcs({ event, locale: lang, url: pageUrl(origin, lang, ['events', 'whatson', event.id]), now: now(), host: new URL(origin).host })
          : undefined;
      if (body === undefined) {
        const why = event && !event.hidden ? 'has no exact dates' : 'does not exist';
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `event "${id}" ${why}` });
      }
      return reply
        .header('Cache-Control', CACHE_CONTROL)
        .header('Content-Disposition', `attachment; filename="${event!.id}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
}
