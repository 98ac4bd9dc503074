// Generated PDFs end to end over the shipped content: the API links carry the visitor's language, every enabled
// locale's PDF is valid and says its own text (read back with pdftotext), and Japanese and Arabic pages rendered to
// images (pdftoppm) show glyphs. Needs Debian's poppler-utils (installed by .ci/run).
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENABLED_LOCALES, type Locale } from '#shared/locales';
import { importContent } from '../../../../server/import';
import { brochurePdfName, createPdfSource } from '../../../../server/media-source';
import { TOPICS, blockSections } from '../../../../server/pdf-source/brochures';
import { mediaPlugin } from '../../../../server/media/plugin';
import { apiPlugin } from '../../../../server/routes';
import { openLive } from '../../../../server/live/open';
import type { LiveState } from '../../../../server/live/state';
import { openStore, type Store } from '../../../../server/store';
import { tempDir } from '../helpers';
import { decodePng } from './png';
import { pdfPagePng, pdfPages, pdfText } from './poppler';

const CONTENT = path.resolve(__dirname, '../../../../content');
let app: FastifyInstance;
let store: Store;
let live: LiveState;

beforeAll(async () => {
  const db = path.join(tempDir(), 'store.sqlite');
  importContent(CONTENT, db);
  store = openStore(db);
  app = Fastify();
  live = await openLive({ sqlitePath: ':memory:', seed: store.document('announcements') ?? [] });
  await app.register(apiPlugin, { prefix: '/api', store, live });
  await app.register(mediaPlugin, { prefix: '/media', cacheDir: tempDir(), pdfSource: createPdfSource(store) });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  store.close();
  await live.stop();
  await live.store.close();
});

// Arabic letters that differ only by their dots share one outline in Noto Sans Arabic (the dots are marks), so a
// reader maps them back to one letter; compare the dotless skeletons. Thai marks may come out of order: drop them.
const SKELETON: [RegExp, string][] = [
  [/[بتثنيىئ]/g, 'ب'],
  [/[جحخ]/g, 'ح'],
  [/[دذ]/g, 'د'],
  [/[رز]/g, 'ر'],
  [/[سش]/g, 'س'],
  [/[صض]/g, 'ص'],
  [/[طظ]/g, 'ط'],
  [/[عغ]/g, 'ع'],
  [/[فق]/g, 'ف'],
  [/[هة]/g, 'ه'],
  [/[أإآ]/g, 'ا'],
];
function comparable(text: string, locale: Locale): string {
  let t = text.normalize('NFC').replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  if (locale === 'ar') {
    t = t.replace(/[\u064b-\u065f\u0670\u0640]/g, '');
    for (const [re, to] of SKELETON) t = t.replace(re, to);
  }
  if (locale === 'th') t = t.replace(/\p{M}/gu, '');
  return t;
}

/** Every word of `expected` is in `text` (a reader may order the words of a mixed-direction line differently). */
function expectWords(text: string, expected: string, locale: Locale): void {
  const haystack = comparable(text, locale);
  for (const word of expected.split(/\s+/).filter(Boolean)) expect(haystack).toContain(comparable(word, locale));
}

async function get(url: string) {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res;
}

describe('PDF links in the API', () => {
  it('carry the visitor’s language, English by default', async () => {
    const ja = (await get('/api/brochures?lang=ja')).json() as { id: string; link: string }[];
    expect(ja[0]!.link).toBe(`/media/pdf/brochure-${ja[0]!.id}.ja.pdf`);
    const guides = (await get('/api/enf/whatson-pdf?lang=ar')).json() as { file: string; link: string; fallbackFields: string[] }[];
    expect(guides[0]!.link).toBe(`/media/pdf/${guides[0]!.file.replace(/\.pdf$/, '')}.ar.pdf`);
    expect(guides[0]!.fallbackFields).toEqual([]);
    const en = (await get('/api/brochures')).json() as { link: string }[];
    expect(en[0]!.link).toMatch(/\.en\.pdf$/);
  });
});

describe('brochure topics', () => {
  it('every shipped brochure has a topic, and every part of it finds its content in the store', () => {
    const source = createPdfSource(store);
    for (const b of store.document('brochures') ?? []) {
      const blocks = TOPICS[b.id];
      expect(blocks, b.id).toBeDefined();
      for (const block of blocks!) expect(blockSections(store, block, 'en').length, `${b.id}: ${JSON.stringify(block)}`).toBeGreaterThan(0);
      for (const s of source(brochurePdfName(b.id), 'en')!.sections) expect(s.paragraphs.length + s.entries.length, `${b.id}: ${s.heading}`).toBeGreaterThan(0);
    }
  });
});

describe.each(ENABLED_LOCALES)('PDFs in %s', (locale) => {
  it('a brochure is a valid PDF in that language, from its API link', async () => {
    const brochures = (await get(`/api/brochures?lang=${locale}`)).json() as { title: string; summary: string; link: string }[];
    const b = brochures.find((x) => x.link.includes('brochure-macao-map'))!;
    const res = await get(b.link);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-language']).toBe(locale);
    const pdf = res.rawPayload;
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expectWords(text, b.title, locale);
    // A sight drawn from the content store, in this language.
    const sight = store.sight('ruins-of-st-pauls')!;
    expectWords(text, sight.name[locale] ?? sight.name.en, locale);
  });
});

describe('the monthly what’s-on guide', () => {
  it.each(['en', 'ja', 'ar', 'th'] as const)('lists the month’s events with their dates in %s', async (locale) => {
    const guides = (await get(`/api/enf/whatson-pdf?lang=${locale}`)).json() as { month: string; title: string; link: string }[];
    const guide = guides.find((g) => g.month === '2026-12')!;
    const text = pdfText((await get(guide.link)).rawPayload);
    expectWords(text, guide.title, locale);
    const festival = store.event('christmas-2026');
    expect(festival).toBeDefined();
    expectWords(text, festival!.name[locale] ?? festival!.name.en, locale);
  });
});

/** Share of dark pixels in the text area of a page (below the header band, above the footer). */
function ink(png: Buffer): { share: number; rows: number } {
  const { width, height, rgba } = decodePng(png);
  let dark = 0;
  let rows = 0;
  const top = Math.round(height * 0.06);
  const bottom = Math.round(height * 0.88);
  for (let y = top; y < bottom; y++) {
    let inRow = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (rgba[i]! + rgba[i + 1]! + rgba[i + 2]! < 3 * 140) inRow++;
    }
    dark += inRow;
    if (inRow > 0) rows++;
  }
  return { share: dark / (width * (bottom - top)), rows };
}

describe('pages rendered to images', () => {
  it.each(['ja', 'ar'] as const)('a %s brochure text page shows glyphs', async (locale) => {
    const pdf = (await get(`/media/pdf/brochure-macao-map.${locale}.pdf`)).rawPayload;
    // The subset faces are embedded: a viewer needs no font of its own.
    expect(pdf.toString('latin1')).toMatch(locale === 'ja' ? /\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/ : /\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/);
    const keep = process.env.PDF_PNG_DIR ? path.join(process.env.PDF_PNG_DIR, `brochure-${locale}-2.png`) : undefined;
    const page = ink(pdfPagePng(pdf, 2, 50, keep));
    expect(page.share).toBeGreaterThan(0.01);
    expect(page.rows).toBeGreaterThan(150);
  });
});
