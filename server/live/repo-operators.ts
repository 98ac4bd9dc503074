// Operators, their sessions, the sign-in throttles and the audit log.
import type { Db, Param } from './db';
import { writeAudit, type Actor } from './repo-live';
import type { AuditEntry, AuditFilter, AuditInput, Operator, Role, Session, ThrottleState } from './types';

interface OperatorRow {
  id: string;
  username: string;
  display_name: string;
  role: string;
  password_hash: string;
  disabled: number;
  created_at: number;
  password_changed_at: number;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: number;
}

const OPERATOR_COLUMNS =
  'id, username, display_name, role, password_hash, disabled, created_at, password_changed_at, totp_secret, totp_pending, totp_last_step';

const toOperator = (r: OperatorRow): Operator => ({
  id: r.id,
  username: r.username,
  displayName: r.display_name,
  role: r.role === 'admin' ? 'admin' : 'editor',
  passwordHash: r.password_hash,
  disabled: Number(r.disabled) === 1,
  createdAt: Number(r.created_at),
  passwordChangedAt: Number(r.password_changed_at),
  totpSecret: r.totp_secret,
  totpPending: r.totp_pending,
  totpLastStep: Number(r.totp_last_step),
});

interface SessionRow {
  id_hash: string;
  operator_id: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  ip: string | null;
}

const toSession = (r: SessionRow): Session => ({
  idHash: r.id_hash,
  operatorId: r.operator_id,
  csrfToken: r.csrf_token,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  lastSeenAt: Number(r.last_seen_at),
  ip: r.ip,
});

interface AuditRow {
  id: number;
  at: number;
  actor: string | null;
  actor_id: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
  count: number;
}

const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  at: Number(r.at),
  actor: r.actor,
  actorId: r.actor_id,
  action: r.action,
  target: r.target,
  detail: r.detail === null ? null : (JSON.parse(r.detail) as unknown),
  ip: r.ip,
  count: Number(r.count),
});

export class DuplicateUsernameError extends Error {}

export type NewOperator = Omit<Operator, 'totpSecret' | 'totpPending' | 'totpLastStep'>;

export interface OperatorPatch {
  displayName?: string;
  role?: Role;
  disabled?: boolean;
  passwordHash?: string;
}

export function operatorRepo(db: Db) {
  const byId = async (tx: Db, id: string) => {
    const r = await tx.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = ?`, [id]);
    return r ? toOperator(r) : undefined;
  };

  return {
    /** A new operator starts without a second factor (they enrol in the operator area). */
    createOperator(input: NewOperator, actor: Actor): Promise<Operator> {
      const op: Operator = { ...input, totpSecret: null, totpPending: null, totpLastStep: 0 };
      return db.transaction(async (tx) => {
        if (await tx.get('SELECT id FROM operators WHERE username = ?', [op.username]))
          throw new DuplicateUsernameError(`the user name "${op.username}" is taken`);
        await tx.run(`INSERT INTO operators (${OPERATOR_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
          op.id,
          op.username,
          op.displayName,
          op.role,
          op.passwordHash,
          op.disabled ? 1 : 0,
          op.createdAt,
          op.passwordChangedAt,
          op.totpSecret,
          op.totpPending,
          op.totpLastStep,
        ]);
        await writeAudit(tx, {
          at: op.createdAt,
          actor: actor.name,
          actorId: actor.id,
          action: 'operator.create',
          target: op.username,
          detail: { role: op.role },
          ip: actor.ip,
        });
        return op;
      });
    },

    async operatorByUsername(username: string): Promise<Operator | undefined> {
      const r = await db.get<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators WHERE username = ?`, [username]);
      return r ? toOperator(r) : undefined;
    },

    operator: (id: string) => byId(db, id),

    async operators(): Promise<Operator[]> {
      return (await db.all<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators ORDER BY username`)).map(toOperator);
    },

    async countAdmins(): Promise<number> {
      const r = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM operators WHERE role = 'admin' AND disabled = 0");
      return Number(r?.n ?? 0);
    },

    /** Changes an operator; a new password or a disabled account also ends every session of theirs. */
    updateOperator(id: string, patch: OperatorPatch, actor: Actor, now: number): Promise<Operator | undefined> {
      return db.transaction(async (tx) => {
        const before = await byId(tx, id);
        if (!before) return undefined;
        const next: Operator = {
          ...before,
          ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
          ...(patch.role !== undefined ? { role: patch.role } : {}),
          ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
          ...(patch.passwordHash !== undefined ? { passwordHash: patch.passwordHash, passwordChangedAt: now } : {}),
        };
        await tx.run('UPDATE operators SET display_name = ?, role = ?, disabled = ?, password_hash = ?, password_changed_at = ? WHERE id = ?', [
          next.displayName,
          next.role,
          next.disabled ? 1 : 0,
          next.passwordHash,
          next.passwordChangedAt,
          id,
        ]);
        if (patch.passwordHash !== undefined || patch.disabled === true) await tx.run('DELETE FROM sessions WHERE operator_id = ?', [id]);
        const detail = {
          ...(patch.role !== undefined ? { role: patch.role } : {}),
          ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
          ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
          ...(patch.passwordHash !== undefined ? { password: 'changed' } : {}),
        };
        await writeAudit(tx, { at: now, actor: actor.name, actorId: actor.id, action: 'operator.update', target: before.username, detail, ip: actor.ip });
        return next;
      });
    },

    async createSession(s: Session): Promise<void> {
      await db.run('INSERT INTO sessions (id_hash, operator_id, csrf_token, created_at, expires_at, last_seen_at, ip) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        s.idHash,
        s.operatorId,
        s.csrfToken,
        s.createdAt,
        s.expiresAt,
        s.lastSeenAt,
        s.ip,
      ]);
    },

    async session(idHash: string): Promise<Session | undefined> {
      const r = await db.get<SessionRow>('SELECT id_hash, operator_id, csrf_token, created_at, expires_at, last_seen_at, ip FROM sessions WHERE id_hash = ?', [
        idHash,
      ]);
      return r ? toSession(r) : undefined;
    },

    async touchSession(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
      await db.run('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?', [lastSeenAt, expiresAt, idHash]);
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.run('DELETE FROM sessions WHERE id_hash = ?', [idHash]);
    },

    async purgeExpiredSessions(now: number): Promise<number> {
      return db.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
    },

    async throttles(keys: string[]): Promise<Map<string, ThrottleState>> {
      const out = new Map<string, ThrottleState>();
      for (const key of keys) {
        const r = await db.get<{ failures: number; window_start: number; locked_until: number }>(
          'SELECT failures, window_start, locked_until FROM sign_in_throttle WHERE key = ?',
          [key],
        );
        if (r) out.set(key, { failures: Number(r.failures), windowStart: Number(r.window_start), lockedUntil: Number(r.locked_until) });
      }
      return out;
    },

    /** Read-modify-write of one throttle, atomic across instances; `next` null removes it. */
    updateThrottle(key: string, next: (current: ThrottleState | undefined) => ThrottleState | null): Promise<ThrottleState | null> {
      return db.transaction(async (tx) => {
        const lock = tx.engine === 'postgres' ? ' FOR UPDATE' : '';
        const r = await tx.get<{ failures: number; window_start: number; locked_until: number }>(
          `SELECT failures, window_start, locked_until FROM sign_in_throttle WHERE key = ?${lock}`,
          [key],
        );
        const current = r ? { failures: Number(r.failures), windowStart: Number(r.window_start), lockedUntil: Number(r.locked_until) } : undefined;
        const value = next(current);
        if (!value) {
          await tx.run('DELETE FROM sign_in_throttle WHERE key = ?', [key]);
          return null;
        }
        if (current) {
          await tx.run('UPDATE sign_in_throttle SET failures = ?, window_start = ?, locked_until = ? WHERE key = ?', [
            value.failures,
            value.windowStart,
            value.lockedUntil,
            key,
          ]);
        } else {
          // Two first failures at once: the loser's insert finds the row and updates it instead.
          await tx.run(
            'INSERT INTO sign_in_throttle (key, failures, window_start, locked_until) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET failures = sign_in_throttle.failures + 1',
            [key, value.failures, value.windowStart, value.lockedUntil],
          );
        }
        return value;
      });
    },

    audit: (e: AuditInput) => writeAudit(db, e),

    async auditLog(filter: AuditFilter): Promise<AuditEntry[]> {
      const where: string[] = [];
      const params: Param[] = [];
      const add = (sql: string, v: Param) => {
        where.push(sql);
        params.push(v);
      };
      if (filter.before !== undefined) add('id < ?', filter.before);
      // Action names are [a-z.-]: no LIKE wildcard can come in with them.
      if (filter.action !== undefined)
        add(filter.action.endsWith('.') ? 'action LIKE ?' : 'action = ?', filter.action.endsWith('.') ? `${filter.action}%` : filter.action);
      if (filter.actor !== undefined) add('actor = ?', filter.actor);
      if (filter.ip !== undefined) add('ip = ?', filter.ip);
      if (filter.from !== undefined) add('at >= ?', filter.from);
      if (filter.to !== undefined) add('at < ?', filter.to);
      const rows = await db.all<AuditRow>(
        `SELECT id, at, actor, actor_id, action, target, detail, ip, count FROM audit_log${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
        [...params, filter.limit],
      );
      return rows.map(toAuditEntry);
    },

    async countFailedSignIns(username: string, since: number): Promise<number> {
      const r = await db.get<{ n: number | null }>(
        "SELECT SUM(count) AS n FROM audit_log WHERE target = ? AND action IN ('sign-in.failure', 'sign-in.throttled') AND at >= ?",
        [username, since],
      );
      return Number(r?.n ?? 0);
    },

    /** Failed and throttled sign-ins for one user name since `since`, newest first (the operator's own account page). */
    async failedSignIns(username: string, since: number, limit = 20): Promise<AuditEntry[]> {
      const rows = await db.all<AuditRow>(
        "SELECT id, at, actor, actor_id, action, target, detail, ip, count FROM audit_log WHERE target = ? AND action IN ('sign-in.failure', 'sign-in.throttled') AND at >= ? ORDER BY id DESC LIMIT ?",
        [username, since, limit],
      );
      return rows.map(toAuditEntry);
    },
  };
}

export type OperatorRepo = ReturnType<typeof operatorRepo>;
