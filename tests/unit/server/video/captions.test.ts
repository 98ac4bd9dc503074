// Video captions: the WebVTT text (parsed back cue by cue) and the route that serves it in each language.
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../../../server/import';
import { openStore, type Store } from '../../../../server/store';
import { barrierFreeVideo, durationSeconds, videoPlugin } from '../../../../server/video/plugin';
import { captionsVtt } from '../../../../server/video/captions';
import { parseCaptionsFile, videoCaptionsPath } from '#shared/video-captions';
import { FIXTURE_CONTENT, tempDir } from '../helpers';

/** The cues of a WebVTT file: start and end in seconds and the text. */
function cues(vtt: string): { start: number; end: number; text: string }[] {
  const secs = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  return [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)].map((m) => ({ start: secs(m[1]!), end: secs(m[2]!), text: m[3]! }));
}

const VIDEO = {
  title: { en: 'A walk through the Historic Centre', pt: 'Um passeio pelo Centro Histórico', ar: 'جولة في المركز التاريخي' },
  summary: { en: "From A-Ma Temple to the Ruins of St. Paul's, past temples & churches <and> squares.", pt: 'Do Templo de A-Má às Ruínas de São Paulo.' },
};

describe('captionsVtt', () => {
  it('shows the title as the clip opens, then the summary to its end, in the language asked for', () => {
    const vtt = captionsVtt(VIDEO, 'pt', 30);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues(vtt)).toEqual([
      { start: 0, end: 4, text: 'Um passeio pelo Centro Histórico' },
      { start: 4, end: 30, text: 'Do Templo de A-Má às Ruínas de São Paulo.' },
    ]);
  });

  it('keeps the title to a third of a short clip, escapes markup and falls back to English', () => {
    const [title, summary] = cues(captionsVtt(VIDEO, 'ar', 6));
    expect(title).toEqual({ start: 0, end: 2, text: 'جولة في المركز التاريخي' });
    expect(summary!.text).toBe("From A-Ma Temple to the Ruins of St. Paul's, past temples &amp; churches &lt;and&gt; squares.");
  });
});

describe('captions file names', () => {
  it('name a video and an enabled language, nothing else', () => {
    expect(parseCaptionsFile('historic-centre-walk.zh-hant.vtt')).toEqual({ id: 'historic-centre-walk', locale: 'zh-hant' });
    expect(parseCaptionsFile(videoCaptionsPath('v1', 'ar').split('/').pop()!)).toEqual({ id: 'v1', locale: 'ar' });
    for (const bad of ['v1.vtt', 'v1.xx.vtt', 'v1.ru.vtt', 'V1.en.vtt', 'v1.en.srt', '../v1.en.vtt']) expect(parseCaptionsFile(bad), bad).toBeUndefined();
  });
});

describe('GET /media/video/{id}.{locale}.vtt', () => {
  let store: Store;
  let app: FastifyInstance;
  beforeAll(async () => {
    const dbPath = join(tempDir(), 'store.sqlite');
    importContent(FIXTURE_CONTENT, dbPath);
    store = openStore(dbPath);
    app = Fastify();
    await app.register(videoPlugin, { prefix: '/media/video', store, dir: tempDir(), mediaHost: 'https://media.example.org' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    store.close();
  });

  it('serves the captions as text/vtt from us, even with a media host for the clips', async () => {
    const res = await app.inject('/media/video/v1.de.vtt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(cues(res.body).map((c) => c.text)).toEqual(['Macao in 60 s', 'Short film.']);
  });

  it('answers 404 for an unknown video or language', async () => {
    expect((await app.inject('/media/video/nope.en.vtt')).statusCode).toBe(404);
    expect((await app.inject('/media/video/v1.xx.vtt')).statusCode).toBe(404);
  });
});

describe("a barrier-free place's route video (the guide's own content)", () => {
  let store: Store;
  let app: FastifyInstance;
  beforeAll(async () => {
    const dbPath = join(tempDir(), 'store.sqlite');
    importContent(fileURLToPath(new URL('../../../../content', import.meta.url)), dbPath);
    store = openStore(dbPath);
    app = Fastify();
    await app.register(videoPlugin, { prefix: '/media/video', store, dir: tempDir(), mediaHost: 'https://media.example.org' });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    store.close();
  });

  it('is a clip like the playlists’ ones, its title the caption for the whole clip, in the language asked for', async () => {
    const video = barrierFreeVideo(store, 'st-pauls-rear-access');
    expect(video).toMatchObject({ id: 'st-pauls-rear-access', motif: 'church', palette: 'sea', duration: 140 });
    const res = await app.inject('/media/video/st-pauls-rear-access.pt.vtt');
    expect(res.statusCode).toBe(200);
    expect(cues(res.body)).toEqual([{ start: 0, end: 30, text: 'Percurso sem degraus até às Ruínas de São Paulo' }]);
    // The clip itself goes to the media host, as the playlists' do.
    const clip = await app.inject('/media/video/st-pauls-rear-access.mp4');
    expect(clip.statusCode).toBe(302);
  });

  it('reads durations as the guide writes them', () => {
    expect(durationSeconds('2:20')).toBe(140);
    expect(durationSeconds('0:45')).toBe(45);
    expect(durationSeconds('soon')).toBe(60);
  });
});
