// What keeps the operator area and the push API safe under attack: the second factor's secret and recovery codes,
// fixed-window rate counters shared by every instance, and audit rows coalesced under floods.
import type { Db } from './db';
import { writeAudit, type Actor } from './repo-live';
import type { AuditInput } from './types';

/** Refusal rows any one minute may add across every address; past it, each action gets one "flood" row a minute. */
export const AUDIT_FLOOD_ROWS_PER_MINUTE = 200;
const MINUTE = 60_000;

export function securityRepo(db: Db) {
  /** Adds one to the newest row of `key` still inside its minute; false when there is none. */
  const bumpRow = async (tx: Db, key: string, since: number) =>
    (await tx.run('UPDATE audit_log SET count = count + 1 WHERE id = (SELECT MAX(id) FROM audit_log WHERE coalesce_key = ? AND at >= ?)', [key, since])) > 0;
  const insertRow = async (tx: Db, e: AuditInput & { at: number }, key: string) => {
    await tx.run('INSERT INTO audit_log (at, actor, actor_id, action, target, detail, ip, count, coalesce_key) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)', [
      e.at,
      e.actor,
      e.actorId,
      e.action,
      e.target,
      e.detail === undefined || e.detail === null ? null : JSON.stringify(e.detail),
      e.ip,
      key,
    ]);
  };

  return {
    /**
     * An audit row for an event that may come in floods (refusals, failed sign-ins): the same `key` within a minute
     * adds to one row's count, and past AUDIT_FLOOD_ROWS_PER_MINUTE new rows a minute every further event of an action
     * lands in a single row for it. The log grows by a bounded number of rows a minute whatever an attacker sends.
     */
    auditCoalesced(e: AuditInput & { at: number }, key: string): Promise<void> {
      return db.transaction(async (tx) => {
        const since = e.at - MINUTE;
        if (await bumpRow(tx, key, since)) return;
        const recent = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log WHERE coalesce_key IS NOT NULL AND at >= ?', [since]);
        if (Number(recent?.n ?? 0) < AUDIT_FLOOD_ROWS_PER_MINUTE) return insertRow(tx, e, key);
        const flood = `flood|${e.action}`;
        if (await bumpRow(tx, flood, since)) return;
        await insertRow(tx, { at: e.at, actor: '(many)', actorId: null, action: e.action, target: null, detail: { flood: true }, ip: null }, flood);
      });
    },

    /** One more hit on a fixed window counter; resolves to the hits in the current window, this one included. */
    async hitRate(key: string, windowMs: number, now: number): Promise<number> {
      const fresh = now - windowMs;
      await db.run(
        `INSERT INTO rate_counters (key, window_start, count) VALUES (?, ?, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_counters.window_start <= ? THEN 1 ELSE rate_counters.count + 1 END,
           window_start = CASE WHEN rate_counters.window_start <= ? THEN ? ELSE rate_counters.window_start END`,
        [key, now, fresh, fresh, now],
      );
      return Number((await db.get<{ count: number }>('SELECT count FROM rate_counters WHERE key = ?', [key]))?.count ?? 1);
    },

    /** When the counter's window started (for Retry-After). */
    async rateWindowStart(key: string): Promise<number | undefined> {
      const r = await db.get<{ window_start: number }>('SELECT window_start FROM rate_counters WHERE key = ?', [key]);
      return r ? Number(r.window_start) : undefined;
    },

    async setTotpPending(operatorId: string, secret: string | null): Promise<void> {
      await db.run('UPDATE operators SET totp_pending = ? WHERE id = ?', [secret, operatorId]);
    },

    /** Turns the pending secret on, with new recovery codes (their hashes) replacing any old ones. */
    enableTotp(operatorId: string, secret: string, step: number, codeHashes: string[], actor: Actor, now: number): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.run('UPDATE operators SET totp_secret = ?, totp_pending = NULL, totp_last_step = ? WHERE id = ?', [secret, step, operatorId]);
        await tx.run('DELETE FROM recovery_codes WHERE operator_id = ?', [operatorId]);
        for (const h of codeHashes) await tx.run('INSERT INTO recovery_codes (operator_id, code_hash, used_at) VALUES (?, ?, NULL)', [operatorId, h]);
        await writeAudit(tx, { at: now, actor: actor.name, actorId: actor.id, action: 'second-factor.enable', target: actor.name, detail: null, ip: actor.ip });
      });
    },

    /** Removes the second factor (the editor's own choice, or an admin's reset after a lost phone). */
    disableTotp(operatorId: string, target: string, actor: Actor, now: number): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.run('UPDATE operators SET totp_secret = NULL, totp_pending = NULL WHERE id = ?', [operatorId]);
        await tx.run('DELETE FROM recovery_codes WHERE operator_id = ?', [operatorId]);
        await writeAudit(tx, { at: now, actor: actor.name, actorId: actor.id, action: 'second-factor.disable', target, detail: null, ip: actor.ip });
      });
    },

    /** Records a used TOTP step, only if it is later than the last one (two instances cannot both accept one code). */
    async useTotpStep(operatorId: string, step: number): Promise<boolean> {
      return (await db.run('UPDATE operators SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?', [step, operatorId, step])) > 0;
    },

    /** The Argon2 hashes of an operator's recovery codes not used yet. */
    async unusedRecoveryCodes(operatorId: string): Promise<string[]> {
      const rows = await db.all<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE operator_id = ? AND used_at IS NULL', [operatorId]);
      return rows.map((r) => r.code_hash);
    },

    /** Marks a recovery code used, once: false when another request used it first. */
    async useRecoveryCode(operatorId: string, hash: string, now: number): Promise<boolean> {
      return (await db.run('UPDATE recovery_codes SET used_at = ? WHERE operator_id = ? AND code_hash = ? AND used_at IS NULL', [now, operatorId, hash])) > 0;
    },
  };
}

export type SecurityRepo = ReturnType<typeof securityRepo>;
