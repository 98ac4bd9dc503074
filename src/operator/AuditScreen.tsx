// The audit log (admins): every sign-in, publish and change, newest first, with who, what, when and from where.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from './api';
import { useDateTime } from './format';

export function AuditScreen() {
  const { t } = useLingui();
  const when = useDateTime();
  const log = useQuery({ queryKey: ['audit'], queryFn: api.audit, refetchInterval: 30_000 });
  return (
    <section className="op-screen" aria-labelledby="op-audit-title">
      <div className="op-screen__head">
        <h1 id="op-audit-title">
          <Trans>Audit log</Trans>
        </h1>
        <p className="op-muted">{t`The latest 200 entries, newest first.`}</p>
      </div>
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
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
