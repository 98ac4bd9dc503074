// The warnings in force: one choice per warning (none or its level), saved together, and what the rules make of
// them for every kind of place (as visitors will see it).
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { WARNING_LEVELS, WARNING_TYPES, sortWarnings, type PlaceKind, type StatusState, type WarningType } from '#shared/warnings';
import { ApiError, api, publicWarnings } from './api';
import { PLACE_KIND_LABELS, STATE_LABELS, WARNING_TYPE_LABELS, levelLabel } from './labels';
import { useDateTime } from './format';

const STATE_ORDER: StatusState[] = ['closed', 'suspended', 'check', 'open'];

export function WarningsScreen() {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const since = (ms: number) => {
    const time = when(ms);
    return t`since ${time}`;
  };
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['warnings'], queryFn: api.warnings });
  // Asked again every few seconds: another operator's change (on another instance too) shows up here.
  const effects = useQuery({ queryKey: ['public-warnings'], queryFn: publicWarnings, refetchInterval: 5_000 });
  const [chosen, setChosen] = useState<Partial<Record<WarningType, string>>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (current.data) setChosen(Object.fromEntries(current.data.warnings.map((w) => [w.type, w.level])));
  }, [current.data]);

  const save = useMutation({
    mutationFn: () => api.setWarnings(WARNING_TYPES.flatMap((type) => (chosen[type] ? [{ type, level: chosen[type] }] : []))),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ['warnings'] });
      void queryClient.invalidateQueries({ queryKey: ['public-warnings'] });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate();
  };

  const inForce = sortWarnings(current.data?.warnings ?? []);
  const byState = STATE_ORDER.map((state) => ({
    state,
    kinds: Object.entries(effects.data?.effects ?? {})
      .filter(([, e]) => e?.state === state)
      .map(([kind, e]) => ({ kind: kind as PlaceKind, effect: e! })),
  })).filter((g) => g.kinds.length > 0);

  return (
    <section className="op-screen" aria-labelledby="op-warn-title">
      <div className="op-screen__head">
        <h1 id="op-warn-title">
          <Trans>Warnings in force</Trans>
        </h1>
      </div>
      <div className="op-columns">
        <form className="op-form op-panel" onSubmit={submit} aria-label={t`Set the warnings in force`}>
          <p className="op-hint">
            <Trans>Visitors see a change within a minute, with its effect on every place.</Trans>
          </p>
          {WARNING_TYPES.map((type) => (
            <label key={type} className="op-field op-field--row">
              <span>{i18n._(WARNING_TYPE_LABELS[type])}</span>
              <select value={chosen[type] ?? ''} onChange={(e) => setChosen((c) => ({ ...c, [type]: e.target.value || undefined }))}>
                <option value="">{t`None`}</option>
                {WARNING_LEVELS[type].map((level) => (
                  <option key={level} value={level}>
                    {i18n._(levelLabel(type, level))}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {save.isError ? (
            <p className="op-alert op-alert--error" role="alert">
              {save.error instanceof ApiError && save.error.status === 401
                ? t`Your session has ended: sign in again, then save.`
                : t`Saving failed: try again.`}
            </p>
          ) : null}
          {saved && !save.isPending ? (
            <p className="op-alert op-alert--ok" role="status">
              {t`Saved. Visitors see it within a minute.`}
            </p>
          ) : null}
          <div className="op-form__buttons">
            <button type="submit" className="op-button op-button--primary" disabled={save.isPending}>
              <Trans>Save warnings</Trans>
            </button>
          </div>
        </form>
        <div className="op-panel">
          <h2>
            <Trans>In force now</Trans>
          </h2>
          {inForce.length === 0 ? (
            <p className="op-muted">{t`No warning is in force.`}</p>
          ) : (
            <ul className="op-list">
              {inForce.map((w) => (
                <li key={w.type}>
                  <strong>{i18n._(WARNING_TYPE_LABELS[w.type])}</strong> {i18n._(levelLabel(w.type, w.level))}{' '}
                  <span className="op-muted">· {since(w.since)}</span>
                </li>
              ))}
            </ul>
          )}
          <h2>
            <Trans>Effects the rules give</Trans>
          </h2>
          {byState.length === 0 ? <p className="op-muted">{t`No place is affected.`}</p> : null}
          {byState.map(({ state, kinds }) => (
            <div key={state} className={`op-effect op-effect--${state}`}>
              <h3>{i18n._(STATE_LABELS[state])}</h3>
              <ul>
                {kinds.map(({ kind, effect }) => (
                  <li key={kind}>
                    <span className="op-effect__kind">{i18n._(PLACE_KIND_LABELS[kind])}</span>
                    <a className="op-effect__source" href={effect.source.url} target="_blank" rel="noreferrer">
                      {effect.source.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
