// Operators (admins): who may sign in, with their role; add one, or disable and enable again.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, api } from './api';
import { ROLE_LABELS } from './labels';
import { useDateTime } from './format';
import type { Role } from './types';

export function OperatorsScreen({ self }: { self: string }) {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['operators'], queryFn: api.operators });
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['operators'] });
  const explain = (err: unknown) => {
    if (!(err instanceof ApiError && (err.status === 400 || err.status === 409))) return t`Saving failed: try again.`;
    const reason = err.message;
    return t`The server refused it: ${reason}`;
  };

  const add = useMutation({
    mutationFn: api.addOperator,
    onSuccess: (op) => {
      setAdded(op.username);
      refresh();
    },
    onError: (err) => setProblem(explain(err)),
  });
  const toggle = useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => api.updateOperator(id, { disabled }),
    onSuccess: refresh,
    onError: (err) => setProblem(explain(err)),
  });

  const resetSecondFactor = useMutation({
    mutationFn: (id: string) => api.updateOperator(id, { resetSecondFactor: true }),
    onSuccess: refresh,
    onError: (err) => setProblem(explain(err)),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setProblem(null);
    setAdded(null);
    const form = e.currentTarget;
    const data = new FormData(form);
    add.mutate(
      {
        username: String(data.get('username') ?? ''),
        displayName: String(data.get('displayName') ?? ''),
        role: data.get('role') === 'admin' ? 'admin' : 'editor',
        password: String(data.get('password') ?? ''),
      },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <section className="op-screen" aria-labelledby="op-ops-title">
      <div className="op-screen__head">
        <h1 id="op-ops-title">
          <Trans>Operators</Trans>
        </h1>
      </div>
      {problem ? (
        <p className="op-alert op-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="op-columns">
        <div className="op-panel">
          <table className="op-table">
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Role`}</th>
                <th scope="col">{t`Added`}</th>
                <th scope="col">
                  <span className="op-visually-hidden">{t`Actions`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((o) => (
                <tr key={o.id} className={o.disabled ? 'is-disabled' : undefined}>
                  <td data-label={t`Name`}>
                    {o.displayName} <span className="op-muted op-mono">{o.username}</span>
                    {o.disabled ? <span className="op-tag">{t`Disabled`}</span> : null}
                  </td>
                  <td data-label={t`Role`}>{i18n._(ROLE_LABELS[o.role])}</td>
                  <td data-label={t`Added`}>{when(o.createdAt)}</td>
                  <td className="op-actions">
                    {o.id !== self ? (
                      <button
                        type="button"
                        className="op-button"
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate({ id: o.id, disabled: !o.disabled })}
                      >
                        {o.disabled ? t`Enable` : t`Disable`}
                      </button>
                    ) : null}
                    {o.id !== self && o.secondFactor ? (
                      <button type="button" className="op-button" disabled={resetSecondFactor.isPending} onClick={() => resetSecondFactor.mutate(o.id)}>
                        {t`Reset second factor`}
                      </button>
                    ) : null}
                    {o.id === self ? <span className="op-muted">{t`You`}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <form className="op-form op-panel" onSubmit={submit} aria-labelledby="op-add-title">
          <h2 id="op-add-title">
            <Trans>Add an operator</Trans>
          </h2>
          {added ? (
            <p className="op-alert op-alert--ok" role="status">
              {t`${added} can sign in now.`}
            </p>
          ) : null}
          <label className="op-field">
            <span>{t`User name`}</span>
            <input name="username" required minLength={3} maxLength={40} pattern="[a-z0-9._\-]{3,40}" autoCapitalize="none" spellCheck={false} />
          </label>
          <label className="op-field">
            <span>{t`Display name`}</span>
            <input name="displayName" required maxLength={80} />
          </label>
          <label className="op-field">
            <span>{t`Role`}</span>
            <select name="role" defaultValue={'editor' satisfies Role}>
              <option value="editor">{i18n._(ROLE_LABELS.editor)}</option>
              <option value="admin">{i18n._(ROLE_LABELS.admin)}</option>
            </select>
          </label>
          <label className="op-field">
            <span>{t`First password (at least 12 characters)`}</span>
            <input name="password" type="password" required minLength={12} autoComplete="new-password" />
          </label>
          <div className="op-form__buttons">
            <button type="submit" className="op-button op-button--primary" disabled={add.isPending}>
              <Trans>Add operator</Trans>
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
