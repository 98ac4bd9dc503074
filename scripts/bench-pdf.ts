// PDF generation times for `npm run bench`: per language, the first render in a fresh process (fonts loaded and
// shaped for the first time), a render of the same document again (shaping caches warm) and a cache hit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '#shared/locales';
import { importContent } from '../server/import';
import { createPdfSource } from '../server/media-source';
import { renderPdf } from '../server/media/pdf/index';
import { PdfCache } from '../server/media/pdf/route';
import { openStore } from '../server/store';

const DOCS = ['brochure-historic-centre-walk', 'whatson-2026-12'];
const LOCALES: Locale[] = ['en', 'zh-hant', 'ja', 'ko', 'th', 'ar'];

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const v = await fn();
  return [v, performance.now() - start];
}

export async function pdfRows(): Promise<string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  const store = (importContent('content', join(dir, 'store.sqlite')), openStore(join(dir, 'store.sqlite')));
  const source = createPdfSource(store);
  const cache = new PdfCache(64 * 1024 * 1024);
  const rows: string[][] = [];
  try {
    for (const name of DOCS) {
      for (const locale of LOCALES) {
        const doc = source(name, locale);
        if (!doc) throw new Error(`no PDF ${name}`);
        const [pdf, first] = await time(() => cache.get(doc));
        const [, again] = await time(() => renderPdf(doc));
        const [, hit] = await time(() => cache.get(doc));
        const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
        rows.push([
          name,
          locale,
          String(pages),
          `${(pdf.length / 1024).toFixed(0)} KiB`,
          `${first.toFixed(0)} ms`,
          `${again.toFixed(0)} ms`,
          `${hit.toFixed(2)} ms`,
        ]);
      }
    }
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
