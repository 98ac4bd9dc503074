// What the PDFs say: fields in the visitor's language, dates through Intl, HTML as paragraphs, bidi isolation in Arabic.
import { describe, expect, it } from 'vitest';
import { formatDistance, formatEventDates, formatMonth, htmlBlocks, isolateNumbers, labelled, tr } from '../../../server/pdf-source/text';

describe('pdf-source text', () => {
  it('takes the locale’s text, else English', () => {
    expect(tr({ en: 'Map', ja: '地図' }, 'ja')).toBe('地図');
    expect(tr({ en: 'Map' }, 'th')).toBe('Map');
    expect(tr(undefined, 'th')).toBe('');
  });

  it('splits content HTML into headings and paragraphs, list items included', () => {
    expect(htmlBlocks('<h2>Why</h2><p>Old &amp; <strong>new</strong>.</p><ul><li>One</li><li>Two</li></ul>')).toEqual([
      { heading: true, text: 'Why' },
      { heading: false, text: 'Old & new.' },
      { heading: false, text: 'One' },
      { heading: false, text: 'Two' },
    ]);
    expect(htmlBlocks('Plain text')).toEqual([{ heading: false, text: 'Plain text' }]);
  });

  // Intl puts thin and no-break spaces around range dashes and before units.
  const spaced = (s: string): string => s.replace(/\s/g, ' ');

  it('formats event dates and months through Intl in each language', () => {
    expect(spaced(formatEventDates({ eventDate: '2026-12-05~2026-12-07' }, 'en'))).toBe('December 5 – 7, 2026');
    expect(spaced(formatEventDates({ eventDate: '2026-12-05~2026-12-07,2026-12-12' }, 'en'))).toBe('December 5 – 7, 2026 and December 12, 2026');
    expect(formatEventDates({ month: '2026-08' }, 'ja')).toBe('2026年8月');
    expect(formatEventDates({ eventDate: '2026-12-05' }, 'ar')).toContain('ديسمبر');
    expect(formatMonth('2026-08', 'de')).toBe('August 2026');
    expect(spaced(formatDistance(2100, 'fr'))).toBe('2,1 kilomètres');
  });

  it('isolates numbers and values in Arabic so they keep their direction, and leaves other languages alone', () => {
    expect(isolateNumbers('اتصل +853 2833 3000', 'ar')).toBe('اتصل \u2066+853 2833 3000\u2069');
    expect(isolateNumbers('Call +853 2833 3000', 'en')).toBe('Call +853 2833 3000');
    expect(labelled('مواعيد العمل', '09:00–19:00, closed Mondays', 'ar')).toBe('مواعيد العمل: \u2068\u206609:00–19:00\u2069, closed Mondays\u2069');
    expect(labelled('住所', '議事亭前地', 'ja')).toBe('住所：議事亭前地');
    expect(labelled('Adresse', 'Largo do Senado', 'fr')).toBe('Adresse : Largo do Senado');
  });
});
