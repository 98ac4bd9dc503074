// The PDF route's pure parts: reading name and language from a request, and the render cache keyed by content.
import { describe, expect, it } from 'vitest';
import { PdfCache, parsePdfRequest } from '../../../../server/media/pdf/route';
import type { PdfDocumentSource } from '../../../../server/media/pdf/model';

describe('parsePdfRequest', () => {
  it('takes the language from the file name, then from lang, else English', () => {
    expect(parsePdfRequest('brochure-macao-map.zh-hant.pdf', undefined)).toEqual({ name: 'brochure-macao-map', locale: 'zh-hant' });
    expect(parsePdfRequest('brochure-macao-map.ar.pdf', 'ja')).toEqual({ name: 'brochure-macao-map', locale: 'ar' });
    expect(parsePdfRequest('whatson-2026-12.pdf', 'th')).toEqual({ name: 'whatson-2026-12', locale: 'th' });
    expect(parsePdfRequest('whatson-2026-12.pdf', undefined)).toEqual({ name: 'whatson-2026-12', locale: 'en' });
    expect(parsePdfRequest('whatson-2026-12.pdf', '')).toEqual({ name: 'whatson-2026-12', locale: 'en' });
  });

  it('refuses bad names and languages', () => {
    expect(parsePdfRequest('whatson.txt', undefined)).toMatchObject({ status: 404 });
    expect(parsePdfRequest('../etc/passwd.pdf', undefined)).toMatchObject({ status: 404 });
    expect(parsePdfRequest('whatson-2026-12.pdf', 'xx')).toMatchObject({ status: 400 });
    expect(parsePdfRequest('whatson-2026-12.pdf', ['en', 'ja'])).toMatchObject({ status: 400 });
    expect(parsePdfRequest('whatson-2026-12.ru.pdf', undefined)).toMatchObject({ status: 404 });
  });
});

describe('PdfCache', () => {
  const source = (title: string): PdfDocumentSource => ({ locale: 'en', title, sections: [{ heading: 'A', paragraphs: ['B'], entries: [] }] });

  it('renders the same content once, also when asked twice at the same time, and new content anew', async () => {
    const cache = new PdfCache(8 * 1024 * 1024);
    const [a, b] = await Promise.all([cache.get(source('One')), cache.get(source('One'))]);
    expect(a).toBe(b);
    expect(await cache.get(source('One'))).toBe(a);
    expect(await cache.get(source('Two'))).not.toBe(a);
  });
});

describe('the PDF route with a full queue', () => {
  it('answers 503 with Retry-After before gathering the text, or the last good copy of that PDF', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerPdfRoute } = await import('../../../../server/media/pdf/route');
    const { WorkBusyError } = await import('../../../../server/work/work-queue');
    let full = false;
    const asked: string[] = [];
    const app = Fastify();
    registerPdfRoute(app, {
      pdfSource: (name, locale) => {
        asked.push(`${name}.${locale}`);
        return { locale, title: name, sections: [] };
      },
      pdfRender: async (s) => Buffer.from(`%PDF ${s.title}`),
      pdfBusy: () => (full ? new WorkBusyError('pdf', 7) : undefined),
    });
    expect((await app.inject({ url: '/pdf/guide.ja.pdf' })).statusCode).toBe(200);
    full = true;
    const refused = await app.inject({ url: '/pdf/other.ja.pdf' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(asked).toEqual(['guide.ja']);
    const kept = await app.inject({ url: '/pdf/guide.ja.pdf' });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe('%PDF guide');
    await app.close();
  });
});
