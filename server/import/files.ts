// Reads content files: JSON parsing with file-named errors, split lists ({name}.json, {name}.2.json, ...), newest mtime.
import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';

export interface SourceFile {
  /** Display name, e.g. `content/dining/restaurants.json`. */
  name: string;
  value: unknown;
}

export class ContentDir {
  readonly files: string[] = [];

  constructor(readonly dir: string) {}

  display(rel: string): string {
    const abs = path.join(this.dir, rel);
    const shown = path.relative(process.cwd(), abs);
    return shown.startsWith('..') ? abs : shown;
  }

  /** Parsed JSON of `rel`, or undefined when the file does not exist. */
  read(rel: string): SourceFile | undefined {
    const abs = path.join(this.dir, rel);
    if (!fs.existsSync(abs)) return undefined;
    const name = this.display(rel);
    this.files.push(rel);
    let text: string;
    try {
      text = fs.readFileSync(abs, 'utf8');
    } catch (e) {
      throw new ContentError(`${name}: cannot read: ${(e as Error).message}`);
    }
    try {
      return { name, value: JSON.parse(text) as unknown };
    } catch (e) {
      throw new ContentError(`${name}: invalid JSON: ${(e as Error).message}`);
    }
  }

  /** Every part of a split list, in order; each part must be a JSON array. */
  readList(rel: string): { name: string; items: unknown[] }[] {
    const parts: { name: string; items: unknown[] }[] = [];
    const base = rel.replace(/\.json$/, '');
    for (let n = 1; ; n++) {
      const file = this.read(n === 1 ? rel : `${base}.${n}.json`);
      if (!file) break;
      if (!Array.isArray(file.value)) throw new ContentError(`${file.name}: expected a JSON array at the top level`);
      parts.push({ name: file.name, items: file.value });
    }
    return parts;
  }

  /** Relative paths of the JSON files directly inside `sub` (sorted). */
  list(sub: string): string[] {
    const abs = path.join(this.dir, sub);
    if (!fs.existsSync(abs)) return [];
    return fs
      .readdirSync(abs)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(sub, f));
  }

  subdirs(sub: string): string[] {
    const abs = path.join(this.dir, sub);
    if (!fs.existsSync(abs)) return [];
    return fs
      .readdirSync(abs, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  }
}

/** Newest modification time (ms) of any file under `dir`, recursively; 0 when empty or missing. */
export function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(abs));
    else if (entry.isFile()) newest = Math.max(newest, fs.statSync(abs).mtimeMs);
  }
  return newest;
}
