// SQLite schema of the content store. Multilingual fields stay inside the JSON `data` column so one row serves
// every locale; columns outside `data` exist only to look rows up and order them.

/** Bump when the schema or the stored record shapes change: the store is then re-imported. */
export const SCHEMA_VERSION = 8;

export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE experience_groups (category TEXT NOT NULL, grp TEXT NOT NULL, ord REAL NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (category, grp));
CREATE TABLE sights (id TEXT PRIMARY KEY, category TEXT NOT NULL, grp TEXT NOT NULL, views INTEGER NOT NULL,
  ord INTEGER NOT NULL, data TEXT NOT NULL);
CREATE INDEX sights_by_group ON sights (category, grp, ord);
CREATE TABLE sight_tags (tag TEXT NOT NULL, sight TEXT NOT NULL, PRIMARY KEY (tag, sight));
CREATE TABLE tags (id TEXT PRIMARY KEY, data TEXT NOT NULL);
CREATE TABLE tour_categories (category TEXT PRIMARY KEY, ord INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE tour_groups (category TEXT NOT NULL, grp TEXT NOT NULL, ord INTEGER NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (category, grp));
CREATE TABLE pois (type TEXT NOT NULL, id TEXT NOT NULL, lon REAL NOT NULL, lat REAL NOT NULL, ord INTEGER NOT NULL,
  data TEXT NOT NULL, PRIMARY KEY (type, id));
CREATE INDEX pois_by_position ON pois (lon, lat);
CREATE TABLE restaurants (id TEXT PRIMARY KEY, qtsas INTEGER NOT NULL, recommend INTEGER NOT NULL, category TEXT NOT NULL,
  cuisine TEXT NOT NULL, district TEXT NOT NULL, ord INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE hotels (id TEXT PRIMARY KEY, star TEXT NOT NULL, district TEXT NOT NULL, ord INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE events (id TEXT PRIMARY KEY, calendar INTEGER NOT NULL, ord INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE articles (category TEXT NOT NULL, slug TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (category, slug));
CREATE TABLE travel_agencies (id TEXT PRIMARY KEY, ord INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE places (kind TEXT NOT NULL, id TEXT NOT NULL, ord INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (kind, id));
CREATE TABLE accessibility_items (file TEXT NOT NULL, id TEXT NOT NULL, ord INTEGER NOT NULL, data TEXT NOT NULL,
  PRIMARY KEY (file, id));
CREATE TABLE documents (name TEXT PRIMARY KEY, data TEXT NOT NULL);
`;
