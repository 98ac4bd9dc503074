// Test helpers over Debian's poppler-utils: the text a PDF reader extracts (pdftotext) and a page as PNG (pdftoppm).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(pdf: Buffer, fn: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return fn(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the whole document (or one page), as pdftotext reads it through the fonts' ToUnicode maps. */
export function pdfText(pdf: Buffer, page?: number): string {
  return withFile(pdf, (file) => {
    const range = page ? ['-f', String(page), '-l', String(page)] : [];
    return execFileSync('pdftotext', [...range, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  });
}

/** Number of pages (pdfinfo), which also fails on a malformed file. */
export function pdfPages(pdf: Buffer): number {
  return withFile(pdf, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  });
}

/** One page rendered to PNG at `dpi`; `keep` also writes it there, for a person to look at. */
export function pdfPagePng(pdf: Buffer, page: number, dpi: number, keep?: string): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(dpi), '-png', '-singlefile', file, join(dir, 'page')]);
    const png = readFileSync(join(dir, 'page.png'));
    if (keep) writeFileSync(keep, png);
    return png;
  });
}
