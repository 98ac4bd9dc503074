// Writes a validated content bundle into a fresh SQLite file.
import Database from 'better-sqlite3';
import { SCHEMA_SQL, SCHEMA_VERSION } from '../store/schema';
import type { Bundle } from './load';

export function writeStore(file: string, bundle: Bundle, contentVersion: string): void {
  const db = new Database(file);
  try {
    // The default rollback journal: the finished file stands alone, with no -wal/-shm beside it, so it can be
    // served from a read-only folder and leaves nothing behind.
    db.exec(SCHEMA_SQL);
    const j = JSON.stringify;
    db.transaction(() => {
      const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      meta.run('schema_version', String(SCHEMA_VERSION));
      meta.run('content_version', contentVersion);
      meta.run('imported_at', new Date().toISOString());

      const g = db.prepare('INSERT INTO experience_groups VALUES (?, ?, ?, ?)');
      for (const x of bundle.groups) g.run(x.category, x.group, x.order, j(x));
      const s = db.prepare('INSERT INTO sights VALUES (?, ?, ?, ?, ?, ?)');
      const st = db.prepare('INSERT OR IGNORE INTO sight_tags VALUES (?, ?)');
      bundle.sights.forEach((x, i) => {
        s.run(x.id, x.category, x.group, x.views, i, j(x));
        for (const t of x.tags) st.run(t, x.id);
      });
      const t = db.prepare('INSERT INTO tags VALUES (?, ?)');
      for (const x of bundle.tags) t.run(x.id, j(x));
      const tc = db.prepare('INSERT INTO tour_categories VALUES (?, ?, ?)');
      const tg = db.prepare('INSERT INTO tour_groups VALUES (?, ?, ?, ?)');
      bundle.tours.forEach((x, i) => {
        const { groups, ...head } = x;
        tc.run(x.category, i, j(head));
        groups.forEach((grp, k) => tg.run(x.category, grp.group, k, j(grp)));
      });
      const p = db.prepare('INSERT INTO pois VALUES (?, ?, ?, ?, ?, ?)');
      bundle.pois.forEach((x, i) => p.run(x.type, x.id, x.coordinate[0], x.coordinate[1], i, j(x)));
      const r = db.prepare('INSERT INTO restaurants VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      bundle.restaurants.forEach((x, i) => r.run(x.id, x.qtsas ? 1 : 0, x.recommend ? 1 : 0, x.category, x.cuisine, x.district, i, j(x)));
      const h = db.prepare('INSERT INTO hotels VALUES (?, ?, ?, ?, ?)');
      bundle.hotels.forEach((x, i) => h.run(x.id, x.star, x.district, i, j(x)));
      const e = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?)');
      bundle.events.forEach((x, i) => e.run(x.id, x.calendar ? 1 : 0, i, j(x)));
      const a = db.prepare('INSERT INTO articles VALUES (?, ?, ?)');
      for (const x of bundle.articles) a.run(x.category, x.slug, j(x));
      const ta = db.prepare('INSERT INTO travel_agencies VALUES (?, ?, ?)');
      bundle.agencies.forEach((x, i) => ta.run(x.id, i, j(x)));
      const pl = db.prepare('INSERT INTO places VALUES (?, ?, ?, ?)');
      for (const [kind, list] of Object.entries(bundle.places)) list.forEach((x, i) => pl.run(kind, x.id, i, j(x)));
      const ai = db.prepare('INSERT INTO accessibility_items VALUES (?, ?, ?, ?)');
      for (const [file, list] of Object.entries(bundle.accessibility)) list.forEach((x, i) => ai.run(file, x.id, i, j(x)));
      const d = db.prepare('INSERT INTO documents VALUES (?, ?)');
      for (const [name, value] of Object.entries(bundle.documents)) d.run(name, j(value));
    })();
  } finally {
    db.close();
  }
}
