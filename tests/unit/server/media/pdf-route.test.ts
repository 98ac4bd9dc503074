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
