// What visitors see that operators change: announcements, warnings in force and weather. Every change bumps the
// revision in the same transaction (and, on PostgreSQL, notifies the other instances) with its audit entry.
import type { ML } from '#shared/api/text';
import { WARNING_TYPES, type WarningType } from '#shared/warnings';
import type { Db } from './db';
import type { AnnouncementInput, AuditInput, LiveAnnouncement, LiveData, LiveWeather, StoredWeather, WarningInForce } from './types';

/** Who makes a change: an operator, or a script run by someone at the server (name only). */
export interface Actor {
  id: string | null;
  name: string;
  ip: string | null;
}

export const LIVE_CHANNEL = 'macao_live';

export class ConflictError extends Error {}

interface AnnouncementRow {
  id: string;
  content: string;
  issued_time: number;
  end_time: number | null;
  active: number;
  is_warning: number;
  channels: string;
  kind: string | null;
  created_at: number;
  created_by: string | null;
  updated_at: number;
  updated_by: string | null;
  withdrawn_at: number | null;
  published_at: number | null;
}

const ANNOUNCEMENT_COLUMNS =
  'id, content, issued_time, active, is_warning, channels, kind, created_at, created_by, updated_at, updated_by, withdrawn_at, published_at, end_time';

function toAnnouncement(r: AnnouncementRow): LiveAnnouncement {
  return {
    id: r.id,
    content: JSON.parse(r.content) as ML,
    issuedTime: Number(r.issued_time),
    ...(r.end_time === null || r.end_time === undefined ? {} : { endTime: Number(r.end_time) }),
    active: Number(r.active) === 1,
    isWarning: Number(r.is_warning) === 1,
    channels: JSON.parse(r.channels) as string[],
    ...(r.kind ? { kind: r.kind } : {}),
    createdAt: Number(r.created_at),
    createdBy: r.created_by,
    updatedAt: Number(r.updated_at),
    updatedBy: r.updated_by,
    withdrawnAt: r.withdrawn_at === null ? null : Number(r.withdrawn_at),
    publishedAt: r.published_at === null ? null : Number(r.published_at),
  };
}

export async function writeAudit(db: Db, e: AuditInput): Promise<void> {
  await db.run('INSERT INTO audit_log (at, actor, actor_id, action, target, detail, ip) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    e.at ?? Date.now(),
    e.actor,
    e.actorId,
    e.action,
    e.target,
    e.detail === undefined || e.detail === null ? null : JSON.stringify(e.detail),
    e.ip,
  ]);
}

async function bump(tx: Db, now: number): Promise<void> {
  await tx.run('UPDATE live_revision SET revision = revision + 1, changed_at = ? WHERE id = 1', [now]);
  if (tx.engine === 'postgres') await tx.get('SELECT pg_notify(?, ?)', [LIVE_CHANNEL, String(now)]);
}

function audited(actor: Actor, action: string, target: string | null, detail: unknown, at: number): AuditInput {
  return { at, actor: actor.name, actorId: actor.id, action, target, detail, ip: actor.ip };
}

export function liveRepo(db: Db) {
  const announcement = async (tx: Db, id: string) =>
    (await tx.get<AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE id = ?`, [id])) ?? undefined;

  async function warnings(tx: Db = db): Promise<WarningInForce[]> {
    const rows = await tx.all<{ type: string; level: string; since: number }>('SELECT type, level, since FROM warnings');
    return rows
      .filter((r) => (WARNING_TYPES as readonly string[]).includes(r.type))
      .map((r) => ({ type: r.type as WarningType, level: r.level, since: Number(r.since) }));
  }

  async function weather(tx: Db = db): Promise<StoredWeather | null> {
    const row = await tx.get<{ data: string; updated_at: number; updated_by: string | null }>('SELECT data, updated_at, updated_by FROM weather WHERE id = 1');
    return row ? { weather: JSON.parse(row.data) as LiveWeather, updatedAt: Number(row.updated_at), updatedBy: row.updated_by } : null;
  }

  return {
    async revision(): Promise<{ revision: number; changedAt: number }> {
      const r = await db.get<{ revision: number; changed_at: number }>('SELECT revision, changed_at FROM live_revision WHERE id = 1');
      return { revision: Number(r?.revision ?? 0), changedAt: Number(r?.changed_at ?? 0) };
    },

    /** Everything at one revision (one transaction, so the parts agree). */
    load(): Promise<LiveData> {
      return db.transaction(async (tx) => {
        const rev = await tx.get<{ revision: number; changed_at: number }>('SELECT revision, changed_at FROM live_revision WHERE id = 1');
        const rows = await tx.all<AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements ORDER BY issued_time DESC, id`);
        return {
          revision: Number(rev?.revision ?? 0),
          changedAt: Number(rev?.changed_at ?? 0),
          announcements: rows.map(toAnnouncement),
          warnings: await warnings(tx),
          weather: await weather(tx),
        };
      });
    },

    /** Copies the shipped announcements in once, the first time the store starts (operators own them afterwards). */
    seedOnce(list: AnnouncementInput[], now: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.run(
          tx.engine === 'postgres'
            ? "INSERT INTO live_meta (key, value) VALUES ('seeded', ?) ON CONFLICT (key) DO NOTHING"
            : "INSERT OR IGNORE INTO live_meta (key, value) VALUES ('seeded', ?)",
          [String(now)],
        );
        if (inserted === 0) return false;
        for (const a of list) {
          await tx.run(`INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL, NULL, ?, ?)`, [
            a.id,
            JSON.stringify(a.content),
            a.issuedTime,
            a.active ? 1 : 0,
            a.isWarning ? 1 : 0,
            JSON.stringify(a.channels),
            a.kind ?? null,
            now,
            now,
            now,
            a.endTime ?? null,
          ]);
        }
        await bump(tx, now);
        return true;
      });
    },

    async announcements(): Promise<LiveAnnouncement[]> {
      return (await db.all<AnnouncementRow>(`SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements ORDER BY issued_time DESC, id`)).map(toAnnouncement);
    },

    async announcement(id: string): Promise<LiveAnnouncement | undefined> {
      const row = await announcement(db, id);
      return row ? toAnnouncement(row) : undefined;
    },

    createAnnouncement(a: AnnouncementInput, actor: Actor, now: number): Promise<LiveAnnouncement> {
      return db.transaction(async (tx) => {
        if (await announcement(tx, a.id)) throw new ConflictError(`an announcement "${a.id}" exists already`);
        await tx.run(`INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)`, [
          a.id,
          JSON.stringify(a.content),
          a.issuedTime,
          a.active ? 1 : 0,
          a.isWarning ? 1 : 0,
          JSON.stringify(a.channels),
          a.kind ?? null,
          now,
          actor.name,
          now,
          actor.name,
          a.endTime ?? null,
        ]);
        await writeAudit(tx, audited(actor, 'announcement.publish', a.id, { issuedTime: a.issuedTime, isWarning: a.isWarning, active: a.active }, now));
        await bump(tx, now);
        return toAnnouncement((await announcement(tx, a.id))!);
      });
    },

    updateAnnouncement(id: string, a: Omit<AnnouncementInput, 'id'>, actor: Actor, now: number): Promise<LiveAnnouncement | undefined> {
      return db.transaction(async (tx) => {
        const before = await announcement(tx, id);
        if (!before) return undefined;
        // A withdrawn announcement made active again, or moved to another issue time, is published anew.
        const republish = a.active && (Number(before.active) !== 1 || Number(before.issued_time) !== a.issuedTime);
        await tx.run(
          `UPDATE announcements SET content = ?, issued_time = ?, end_time = ?, active = ?, is_warning = ?, channels = ?, kind = ?, updated_at = ?, updated_by = ?,
             withdrawn_at = ?, published_at = ? WHERE id = ?`,
          [
            JSON.stringify(a.content),
            a.issuedTime,
            a.endTime ?? null,
            a.active ? 1 : 0,
            a.isWarning ? 1 : 0,
            JSON.stringify(a.channels),
            a.kind ?? null,
            now,
            actor.name,
            a.active ? null : (before.withdrawn_at ?? now),
            republish ? null : before.published_at,
            id,
          ],
        );
        await writeAudit(tx, audited(actor, 'announcement.edit', id, { issuedTime: a.issuedTime, isWarning: a.isWarning, active: a.active }, now));
        await bump(tx, now);
        return toAnnouncement((await announcement(tx, id))!);
      });
    },

    withdrawAnnouncement(id: string, actor: Actor, now: number): Promise<LiveAnnouncement | undefined> {
      return db.transaction(async (tx) => {
        const changed = await tx.run('UPDATE announcements SET active = 0, withdrawn_at = ?, updated_at = ?, updated_by = ? WHERE id = ?', [
          now,
          now,
          actor.name,
          id,
        ]);
        if (changed === 0) return undefined;
        await writeAudit(tx, audited(actor, 'announcement.withdraw', id, null, now));
        await bump(tx, now);
        return toAnnouncement((await announcement(tx, id))!);
      });
    },

    /** Active announcements whose issue time has come and whose publish event has not fired yet. */
    async duePublishes(nowSeconds: number): Promise<LiveAnnouncement[]> {
      const rows = await db.all<AnnouncementRow>(
        `SELECT ${ANNOUNCEMENT_COLUMNS} FROM announcements WHERE active = 1 AND published_at IS NULL AND issued_time <= ? ORDER BY issued_time`,
        [nowSeconds],
      );
      return rows.map(toAnnouncement);
    },

    /** Marks the publish event of `id` as fired; true for the one caller (of every instance) that gets there first. */
    async claimPublish(id: string, now: number): Promise<boolean> {
      return (await db.run('UPDATE announcements SET published_at = ? WHERE id = ? AND published_at IS NULL AND active = 1', [now, id])) === 1;
    },

    warnings: () => warnings(),

    /** Replaces the warnings in force; one level per type, and a warning left unchanged keeps its time. */
    setWarnings(list: { type: WarningType; level: string }[], actor: Actor, now: number): Promise<WarningInForce[]> {
      return db.transaction(async (tx) => {
        const before = await warnings(tx);
        const next = list.map((w) => {
          const same = before.find((b) => b.type === w.type && b.level === w.level);
          return { type: w.type, level: w.level, since: same?.since ?? now };
        });
        await tx.run('DELETE FROM warnings');
        for (const w of next) await tx.run('INSERT INTO warnings (type, level, since, set_by) VALUES (?, ?, ?, ?)', [w.type, w.level, w.since, actor.name]);
        const describe = (l: { type: string; level: string }[]) => l.map((w) => `${w.type}:${w.level}`).sort();
        await writeAudit(tx, audited(actor, 'warnings.set', null, { before: describe(before), after: describe(next) }, now));
        await bump(tx, now);
        return next;
      });
    },

    weather: () => weather(),

    /** Publishes the weather; null goes back to the default (climate normals dated from today). */
    setWeather(w: LiveWeather | null, actor: Actor, now: number): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.run('DELETE FROM weather WHERE id = 1');
        if (w) await tx.run('INSERT INTO weather (id, data, updated_at, updated_by) VALUES (1, ?, ?, ?)', [JSON.stringify(w), now, actor.name]);
        await writeAudit(tx, audited(actor, w ? 'weather.publish' : 'weather.reset', null, w ? { temp: w.current.temp, days: w.forecast.length } : null, now));
        await bump(tx, now);
      });
    },
  };
}

export type LiveRepo = ReturnType<typeof liveRepo>;
