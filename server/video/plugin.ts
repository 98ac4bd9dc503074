// GET /media/video/{id}.mp4: the office's media host when MEDIA_HOST is set (SPEC §7: .mp4 files go to the
// media host); otherwise our own clip of that video, rendered from its artwork once and served with ranges.
// GET /media/video/{id}.{locale}.vtt: its captions in that language (captions.ts), always from us.
import { createHash } from 'node:crypto';
import { ACCESSIBILITY_FILES } from '../import/parse-accessibility';
import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../store';
import type { Video } from '../store/types';
import { sendError } from '../media/http';
import { GeneratedFiles } from '../media-files/file-cache';
import { sendMediaFile } from '../media-files/send-file';
import { clipSeconds, renderClip } from './clip';
import { captionsVtt } from './captions';
import { parseCaptionsFile } from '#shared/video-captions';
import type { WorkGate } from '../work/gate';

export interface VideoPluginOptions {
  store: Store;
  /** Where rendered clips are kept. */
  dir: string;
  /** The office's media host; empty serves our clips. */
  mediaHost?: string;
  /** Render every clip in the background once the server is ready. */
  prepare?: boolean;
  /** The queue a clip still to be made waits in (server/work). */
  gate?: WorkGate;
}

/** Bump when the clip recipe changes, so cached clips are rendered again. */
const RECIPE = 'clip-v1';

export function findVideo(store: Store, id: string): Video | undefined {
  for (const p of store.document('videos')?.playlists ?? []) {
    const v = p.videos.find((x) => x.id === id);
    if (v) return v;
  }
  return barrierFreeVideo(store, id);
}

/** "2:20" → 140 seconds (a barrier-free route video's duration as the guide writes it). */
export function durationSeconds(text: string | undefined): number {
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(text ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : 60;
}

/**
 * A barrier-free place's route video (content/accessibility/*.json), made into a clip like the playlists' ones: from
 * its poster's artwork, with its title as the captions. The stored items keep their texts per language (ML).
 */
export function barrierFreeVideo(store: Store, id: string): Video | undefined {
  for (const file of ACCESSIBILITY_FILES) {
    for (const item of store.accessibilityItems(file) as unknown as { videos?: StoredA11yVideo[] }[]) {
      const v = item.videos?.find((x) => x.id === id);
      if (v)
        return {
          id: v.id,
          title: v.title,
          summary: {},
          motif: v.poster?.motif ?? 'show',
          ...(v.poster?.palette ? { palette: v.poster.palette } : {}),
          duration: durationSeconds(v.duration),
        } as Video;
    }
  }
  return undefined;
}

interface StoredA11yVideo {
  id: string;
  title: Record<string, string>;
  poster?: { motif: string; palette?: string };
  duration?: string;
}

export const videoPlugin: FastifyPluginAsync<VideoPluginOptions> = async (app, opts) => {
  const files = new GeneratedFiles(opts.dir, opts.gate);
  const host = (opts.mediaHost ?? '').replace(/\/+$/, '');
  const clipOf = (v: Video, priority: 'urgent' | 'background') => {
    const hash = createHash('sha1')
      .update(`${RECIPE}|${v.motif}|${v.palette ?? ''}|${clipSeconds(v.duration)}`)
      .digest('hex')
      .slice(0, 12);
    return files.get(`${v.id}.${hash}.mp4`, () => renderClip(v), priority);
  };

  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const captions = parseCaptionsFile(request.params.file);
    if (captions) {
      // Served by us even with a media host: the words come from our content, in every language.
      const video = findVideo(opts.store, captions.id);
      if (!video) return sendError(reply, 404, `no video named ${captions.id}`);
      return reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(captionsVtt(video, captions.locale, clipSeconds(video.duration)));
    }
    const id = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.mp4$/.exec(request.params.file)?.[1];
    if (!id) return sendError(reply, 404, 'no such video');
    if (host) return reply.redirect(`${host}/video/${encodeURIComponent(id)}.mp4`, 302);
    const video = findVideo(opts.store, id);
    if (!video) return sendError(reply, 404, `no video named ${id}`);
    return sendMediaFile(request, reply, await clipOf(video, 'urgent'), 'video/mp4', 'public, max-age=86400');
  });

  if (opts.prepare && !host) {
    app.addHook('onReady', async () => {
      const started = Date.now();
      void (async () => {
        let made = 0;
        for (const p of opts.store.document('videos')?.playlists ?? []) {
          for (const v of p.videos) {
            try {
              await clipOf(v, 'background');
              made++;
            } catch (err) {
              app.log.warn({ err }, `video clip ${v.id}: rendering failed`);
            }
          }
        }
        app.log.info(`video clips: ${made} ready in ${Date.now() - started} ms`);
      })();
    });
  }
};
