// Keeps the SQLite content store in step with content/: re-imports when the file is missing, older than any
// content file, or of another schema version; imports into a temporary file and renames it into place.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { ContentError } from './errors';
import { newestMtime } from './files';
import { loadContent, type Bundle } from './load';
import { writeStore } from './write';
import { SCHEMA_VERSION } from '../store/schema';

export { ContentError };

export interface EnsureStoreOptions {
  contentDir: string;
  dbPath: string;
  log?: (msg: string) => void;
  /** Re-import even when the store looks current. */
  force?: boolean;
  /** Why a forced import happens, for the log. */
  reason?: string;
}

function storedSchemaVersion(dbPath: string): number | undefined {
  try {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
      return row ? Number(row.value) : undefined;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

export function needsImport(contentDir: string, dbPath: string): string | undefined {
  if (!fs.existsSync(dbPath)) return 'store missing';
  if (fs.statSync(dbPath).mtimeMs < newestMtime(contentDir)) return 'content changed';
  if (storedSchemaVersion(dbPath) !== SCHEMA_VERSION) return 'schema version changed';
  return undefined;
}

function contentVersion(contentDir: string, files: string[]): string {
  const hash = crypto.createHash('sha256').update(`schema:${SCHEMA_VERSION}\n`);
  for (const f of [...files].sort()) hash.update(`${f}\n`).update(fs.readFileSync(path.join(contentDir, f)));
  return hash.digest('hex').slice(0, 16);
}

export function countBundle(b: Bundle): Record<string, number> {
  return {
    sights: b.sights.length,
    groups: b.groups.length,
    tours: b.tours.reduce((n, t) => n + t.groups.length, 0),
    tags: b.tags.length,
    pois: b.pois.length,
    restaurants: b.restaurants.length,
    hotels: b.hotels.length,
    events: b.events.length,
    articles: b.articles.length,
    agencies: b.agencies.length,
    places: Object.values(b.places).reduce((n, l) => n + l.length, 0),
    accessibility: Object.values(b.accessibility).reduce((n, l) => n + l.length, 0),
    documents: Object.keys(b.documents).length,
  };
}

/** Imports `contentDir` into `dbPath` unconditionally; returns the counts per kind. */
export function importContent(contentDir: string, dbPath: string): Record<string, number> {
  if (!fs.existsSync(contentDir)) throw new ContentError(`${contentDir}: content folder not found`);
  const bundle = loadContent(contentDir);
  // An empty folder (a failed checkout, a wrong CONTENT_DIR) must not become an empty site.
  if (bundle.files.length === 0) throw new ContentError(`${contentDir}: no content files found (see content/FORMAT.md); refusing to build an empty site`);
  fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const tmp = `${dbPath}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeStore(tmp, bundle, contentVersion(contentDir, bundle.files));
    // A journal left by the previous file must not be replayed onto the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
    fs.renameSync(tmp, dbPath);
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${tmp}${suffix}`, { force: true });
  }
  return countBundle(bundle);
}

export function ensureStore(opts: EnsureStoreOptions): void {
  const reason = opts.force ? (opts.reason ?? 'forced') : needsImport(opts.contentDir, opts.dbPath);
  if (!reason) return;
  opts.log?.(`content store: importing ${opts.contentDir} (${reason})`);
  const counts = importContent(opts.contentDir, opts.dbPath);
  opts.log?.(
    `content store: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
}
