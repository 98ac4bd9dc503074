// The hand-written PDF 1.4 generator: file structure (header, xref offsets, trailer), streams, text encoding, pagination.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../../server/media/pdf';
import { wrap } from '../../../../server/media/pdf/layout';
import { latinOnly, pdfString, textWidth } from '../../../../server/media/pdf/winansi';

const long = 'The Macao Light Festival fills the old city with projections and installations. '.repeat(30);
const doc = renderPdf({
  title: 'Macao brochure — Café & Calçada (2026)',
  subtitle: 'Walks through the historic centre',
  pages: Array.from({ length: 3 }, (_, i) => ({ heading: `Route ${i + 1}`, paragraphs: [long, long] })),
});
const text = doc.toString('latin1');

function streams(pdf: string): string[] {
  const out: string[] = [];
  for (const m of pdf.matchAll(/<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)) {
    const start = m.index! + m[0].length;
    const len = Number(m[1]);
    expect(pdf.slice(start + len, start + len + 10)).toBe('\nendstream');
    out.push(inflateSync(Buffer.from(pdf.slice(start, start + len), 'latin1')).toString('latin1'));
  }
  return out;
}

describe('renderPdf', () => {
  it('starts with the 1.4 header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
    expect(first).toBe('0');
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((e, i) => {
      expect(e).toMatch(/^\d{10} 00000 n $/);
      const off = Number(e.slice(0, 10));
      expect(text.slice(off, off + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  });

  it('declares the right page count and flows long text over several pages', () => {
    const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]);
    expect(count).toBeGreaterThan(3);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(count);
  });

  it('draws the title on the first page with shapes, in WinAnsi', () => {
    const first = streams(text)[0]!;
    // The 34 pt title wraps; each line is a WinAnsi string with octal escapes for é, ç and the em dash.
    expect(first).toContain('(Macao brochure \\227');
    expect(first).toContain('Caf\\351 &');
    expect(first).toContain('Cal\\347ada \\(2026\\))');
    expect(first).toMatch(/ re f\n/);
    expect(first).toMatch(/ c f\n/);
  });

  it('keeps the exact title in the document information', () => {
    expect(text).toMatch(/\/Title <FEFF[0-9A-F]+>/);
  });
});

describe('Latin text helpers', () => {
  it('drops characters outside WinAnsi', () => {
    expect(latinOnly('Macao 澳門 Guide')).toBe('Macao Guide');
    expect(pdfString('a(b)\\ é', 'Helvetica')).toBe('(a\\(b\\)\\\\ \\351)');
  });

  it('measures with Helvetica widths and wraps within the line', () => {
    expect(textWidth('Hello', 'Helvetica', 10)).toBeCloseTo(((722 + 556 + 222 + 222 + 556) * 10) / 1000);
    const lines = wrap(long, 'Helvetica', 11, 300);
    expect(lines.length).toBeGreaterThan(10);
    for (const l of lines) expect(textWidth(l, 'Helvetica', 11)).toBeLessThanOrEqual(300);
    expect(wrap('x'.repeat(200), 'Helvetica', 11, 100).length).toBeGreaterThan(1);
  });
});
