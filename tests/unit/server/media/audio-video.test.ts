// The audio-guide and video routes through app.inject: real MP3 and MP4 bytes, byte ranges, languages, 404s.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../../../server/import';
import { openStore, type Store } from '../../../../server/store';
import { audioPlugin } from '../../../../server/audio/plugin';
import { stopSpeaking } from '../../../../server/audio/espeak';
import { videoPlugin } from '../../../../server/video/plugin';
import { FIXTURE_CONTENT, tempDir } from '../helpers';

let store: Store;
let app: FastifyInstance;

/** An MP3 starts with an ID3 tag or an MPEG audio frame sync. */
const isMp3 = (b: Buffer) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0);

beforeAll(async () => {
  const dbPath = join(tempDir(), 'store.sqlite');
  importContent(FIXTURE_CONTENT, dbPath);
  store = openStore(dbPath);
  const dir = mkdtempSync(join(tmpdir(), 'generated-'));
  app = Fastify();
  await app.register(audioPlugin, { prefix: '/media/audio', store, dir: join(dir, 'audio') });
  await app.register(videoPlugin, { prefix: '/media/video', store, dir: join(dir, 'video') });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await stopSpeaking();
  store.close();
});

describe('GET /media/audio/{lang}/{id}.mp3', () => {
  it('speaks the narration as MP3 and answers byte ranges', async () => {
    const res = await app.inject('/media/audio/en/visas-intro.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-language']).toBe('en');
    expect(isMp3(res.rawPayload)).toBe(true);
    // About two seconds of speech at 48 kbit/s.
    expect(res.rawPayload.length).toBeGreaterThan(6000);

    const part = await app.inject({ url: '/media/audio/en/visas-intro.mp3', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${res.rawPayload.length}`);
    expect(part.rawPayload.equals(res.rawPayload.subarray(100, 200))).toBe(true);
    const past = await app.inject({ url: '/media/audio/en/visas-intro.mp3', headers: { range: `bytes=${res.rawPayload.length + 10}-` } });
    expect(past.statusCode).toBe(416);

    // Conditional requests as HTTP words them: a list of tags, weak or strong, matches the file's tag.
    const strong = String(res.headers.etag).replace(/^W\//, '');
    const again = await app.inject({ url: '/media/audio/en/visas-intro.mp3', headers: { 'if-none-match': `"other", ${strong}` } });
    expect(again.statusCode).toBe(304);
    // A range asked against an older copy gets the whole file.
    const stale = await app.inject({ url: '/media/audio/en/visas-intro.mp3', headers: { range: 'bytes=100-199', 'if-range': '"older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(res.rawPayload.length);
  }, 60_000);

  it('speaks each language with its own voice, and Japanese through kana readings', async () => {
    const en = await app.inject('/media/audio/en/visas-intro.mp3');
    const ja = await app.inject('/media/audio/ja/visas-intro.mp3');
    expect(ja.statusCode).toBe(200);
    expect(ja.headers['content-language']).toBe('ja');
    expect(isMp3(ja.rawPayload)).toBe(true);
    expect(ja.rawPayload.equals(en.rawPayload)).toBe(false);
  }, 60_000);

  it('falls back to English where the guide has no script in the language', async () => {
    const res = await app.inject('/media/audio/de/visas-intro.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en');
  }, 60_000);

  it('answers 404 for unknown guides, languages and names', async () => {
    for (const url of ['/media/audio/en/nope.mp3', '/media/audio/xx/visas-intro.mp3', '/media/audio/ru/visas-intro.mp3', '/media/audio/en/visas-intro.wav']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    }
  });
});

describe('GET /media/video/{id}.mp4', () => {
  it('renders a playable H.264 clip from the artwork and answers byte ranges', async () => {
    const res = await app.inject('/media/video/v1.mp4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // faststart: the index (moov) comes before the media data, so playback starts before the whole file arrives.
    const head = res.rawPayload.subarray(0, 4096).toString('latin1');
    expect(head).toContain('moov');
    expect(head).toContain('avc1');
    const part = await app.inject({ url: '/media/video/v1.mp4', headers: { range: 'bytes=0-1023' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(1024);
  }, 120_000);

  it('answers 404 for unknown videos and other formats', async () => {
    expect((await app.inject('/media/video/nope.mp4')).statusCode).toBe(404);
    expect((await app.inject('/media/video/v1.mov')).statusCode).toBe(404);
  });

  it('hands .mp4 requests to the office media host when one is set', async () => {
    const hosted = Fastify();
    await hosted.register(videoPlugin, { prefix: '/media/video', store, dir: tempDir(), mediaHost: 'https://media.example.org/' });
    const res = await hosted.inject('/media/video/v1.mp4');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://media.example.org/video/v1.mp4');
    await hosted.close();
  });
});
