// GET /media/audio/{lang}/{id}.mp3: a guide's narration, spoken in that language (or the nearest one we have).
import type { FastifyPluginAsync } from 'fastify';
import { isEnabledLocale } from '#shared/locales';
import type { Store } from '../store';
import { sendError } from '../media/http';
import { sendMediaFile } from '../media-files/send-file';
import { AudioGuideService } from './service';
import type { WorkGate } from '../work/gate';

export interface AudioPluginOptions {
  store: Store;
  /** Where the made MP3s are kept. */
  dir: string;
  /** Make every narration in the background once the server is ready (the server does; tests do not). */
  prepare?: boolean;
  /** The queue a narration still to be made waits in (server/work). */
  gate?: WorkGate;
}

export const audioPlugin: FastifyPluginAsync<AudioPluginOptions> = async (app, opts) => {
  const service = new AudioGuideService(opts.store, opts.dir, opts.gate);

  app.get<{ Params: { lang: string; file: string } }>('/:lang/:file', async (request, reply) => {
    const { lang, file } = request.params;
    const id = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.mp3$/.exec(file)?.[1];
    if (!isEnabledLocale(lang) || !id) return sendError(reply, 404, 'no such audio guide');
    const made = await service.file(id, lang);
    if (!made) return sendError(reply, 404, `no audio guide named ${id}`);
    reply.header('content-language', made.language);
    return sendMediaFile(request, reply, made.path, 'audio/mpeg', 'public, max-age=86400');
  });

  if (opts.prepare) {
    app.addHook('onReady', async () => {
      const started = Date.now();
      void service
        .prepareAll((err) => app.log.warn({ err }, 'audio guide: synthesis failed'))
        .then((n) => app.log.info(`audio guides: ${n} narrations ready in ${Date.now() - started} ms`));
    });
  }
};
