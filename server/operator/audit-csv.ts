// The audit log as CSV (RFC 4180) for an admin's export: one row per entry, the detail as JSON. A cell that a
// spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (CSV injection).
import type { AuditEntry } from '../live/types';

const HEADER = ['id', 'time (UTC)', 'actor', 'action', 'target', 'count', 'address', 'detail'];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) =>
    [
      String(e.id),
      new Date(e.at).toISOString(),
      e.actor ?? '',
      e.action,
      e.target ?? '',
      String(e.count),
      e.ip ?? '',
      e.detail === null ? '' : JSON.stringify(e.detail),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
