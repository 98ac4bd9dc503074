// The audit log (admins): every sign-in, publish, change and refused write, newest first, with who, what, when and
// from where; filtered by kind of action and by who, and exported as CSV with the same filter.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, auditSearch } from './api';
import { useDateTime } from './format';
import type { AuditQuery } from './types';

export function AuditScreen() {
  const { t } = useLingui();
  const when = useDateTime();
  const [filter, setFilter] = useState<AuditQuery>({});
  const log = useQuery({ queryKey: ['audit', filter], queryFn: () => api.audit(filter), refetchInterval: 30_000 });
  const kinds: [string, string][] = [
    ['', t`Every action`],
    ['sign-in.', t`Sign-ins`],
    ['write.refused', t`Refused writes`],
    ['announcement.', t`Announcements`],
    ['warnings.', t`Warnings`],
    ['operator.', t`Operators`],
    ['second-factor.', t`Second factor`],
  ];
  return (
    <section className="op-screen" aria-labelledby="op-audit-title">
      <div className="op-screen__head">
        <h1 id="op-audit-title">
          <Trans>Audit log</Trans>
        </h1>
        <p className="op-muted">{t`The latest 200 entries, newest first.`}</p>
      </div>
      <form
        className="op-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          setFilter({ action: String(data.get('action') ?? ''), actor: String(data.get('actor') ?? '') });
        }}
      >
        <label className="op-field">
          <span>{t`Action`}</span>
          <select name="action" defaultValue="">
            {kinds.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="op-field">
          <span>{t`Who`}</span>
          <input name="actor" maxLength={80} autoCapitalize="none" spellCheck={false} />
        </label>
        <button type="submit" className="op-button">
          <Trans>Filter</Trans>
        </button>
        <a className="op-button op-button--quiet" href={`/operator/api/audit.csv?${auditSearch(filter)}`} download>
          <Trans>Export as CSV</Trans>
        </a>
      </form>
      {log.isPending ? <p>{t`Loading…`}</p> : null}
      {log.isError ? <p className="op-alert op-alert--error">{t`The audit log could not be loaded.`}</p> : null}
      {log.data ? (
        <table className="op-table op-table--dense">
          <thead>
            <tr>
              <th scope="col">{t`When`}</th>
              <th scope="col">{t`Who`}</th>
              <th scope="col">{t`Action`}</th>
              <th scope="col">{t`Target`}</th>
              <th scope="col">{t`Address`}</th>
              <th scope="col">{t`Times`}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((e) => (
              <tr key={e.id}>
                <td data-label={t`When`}>{when(e.at)}</td>
                <td data-label={t`Who`}>{e.actor ?? '—'}</td>
                <td data-label={t`Action`}>
                  <code>{e.action}</code>
                </td>
                <td data-label={t`Target`} className="op-mono">
                  {e.target ?? '—'}
                </td>
                <td data-label={t`Address`} className="op-mono">
                  {e.ip ?? '—'}
                </td>
                <td data-label={t`Times`}>{e.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
