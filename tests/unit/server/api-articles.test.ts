// Articles, audio items, information places and brochures through app.inject.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './helpers';

let app: FastifyInstance;
const get = (url: string) => app.inject(url);

beforeAll(async () => {
  ({ app } = await buildApp());
});
afterAll(async () => app.close());

describe('articles', () => {
  it('gives audio items links in the page language, spoken where a script exists', async () => {
    const ja = (await get('/api/article/before-you-travel/visas?lang=ja')).json();
    expect(ja.otherMedia.audioGuide).toEqual([expect.objectContaining({ value: 'intro', link: '/media/audio/ja/visas-intro.mp3', lang: 'ja' })]);
    const de = (await get('/api/article/before-you-travel/visas?lang=de')).json();
    expect(de.otherMedia.audioGuide[0]).toMatchObject({ link: '/media/audio/en/visas-intro.mp3', lang: 'en' });
    expect(ja.script).toEqual({ fullWidth: true });
  });

  it('gives each audio item its transcript in the page language, or the English one marked as a fallback', async () => {
    const pt = (await get('/api/article/before-you-travel/visas?lang=pt')).json();
    expect(pt.otherMedia.audioGuide[0]).toMatchObject({ transcript: 'A maioria dos visitantes entra em Macau sem visto.' });
    const de = (await get('/api/article/before-you-travel/visas?lang=de')).json();
    expect(de.otherMedia.audioGuide[0]).toMatchObject({ transcript: 'Most visitors enter Macao without a visa.' });
    expect(de.otherMedia.audioGuide[0].fallbackFields).toContain('transcript');
  });

  it('finds an article by its slug alone, and lists a category', async () => {
    expect((await get('/api/article?slug=visas')).json()).toMatchObject({ category: 'before-you-travel', slug: 'visas' });
    expect((await get('/api/article?slug=nope')).statusCode).toBe(404);
    expect((await get('/api/article?slug=Bad%20Slug')).statusCode).toBe(400);
    expect((await get('/api/article')).statusCode).toBe(400);
    const list = (await get('/api/article/before-you-travel')).json();
    expect(list.articles).toEqual([expect.objectContaining({ slug: 'visas', title: 'Visas', updatedAt: '2026-10-01' })]);
    expect((await get('/api/article/nothing-here')).statusCode).toBe(404);
  });
});

describe('places with audio guides', () => {
  it('give a sight its audio items, in English where the guide has no script in the language', async () => {
    const body = (await get('/api/sight/ruins-of-st-pauls?lang=pt')).json();
    expect(body.otherMedia.audioGuide).toEqual([
      expect.objectContaining({ value: 'ruins-of-st-pauls', name: "The Ruins of St. Paul's", link: '/media/audio/en/ruins-of-st-pauls.mp3', lang: 'en' }),
    ]);
    expect((await get('/api/sight/senado-square')).json().otherMedia.audioGuide).toEqual([]);
  });
});

describe('places and brochures', () => {
  it("lists brochures with the PDF in the visitor's language", async () => {
    const list = (await get('/api/brochures')).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ fileLanguage: 'en', link: expect.stringMatching(/^\/media\/pdf\/brochure-.+\.en\.pdf$/) });
    const pt = (await get('/api/brochures?lang=pt')).json();
    expect(pt[0]).toMatchObject({ fileLanguage: 'pt', link: expect.stringMatching(/^\/media\/pdf\/brochure-.+\.pt\.pdf$/) });
  });

  it('gives ports of entry their transport, services and barrier-free link', async () => {
    const ports = (await get('/api/border-checkpoints')).json();
    expect(ports.length).toBeGreaterThan(0);
    for (const p of ports) {
      expect(Array.isArray(p.transport)).toBe(true);
      expect(Array.isArray(p.services)).toBe(true);
    }
  });

  it('gives each travel agency its branches for the map', async () => {
    const body = (await get('/api/travelagency?pagesize=10')).json();
    expect(body.results[0]).toHaveProperty('branches');
    expect(body.results[0].branches.every((b: { coordinate: unknown }) => Array.isArray(b.coordinate))).toBe(true);
  });

  it('gives every playlist video a playable source on our media route', async () => {
    const body = (await get('/api/video-playlists')).json();
    expect(body.playlists[0].videos[0].src).toBe('/media/video/v1.mp4');
  });
});
