// Publish or edit an announcement: its text per language (the four the office works in, the other enabled languages
// optional), active, issued now or at a scheduled time, warning flag and channels.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ENABLED_LOCALES, LOCALE_TABLE } from '#shared/locales';
import { ApiError, api, type AnnouncementBody } from './api';
import type { LiveAnnouncement } from './types';
import { fromMacaoLocalInput, newAnnouncementId, toMacaoLocalInput } from './announcement-state';
import { CHANNEL_LABELS } from './labels';
import { OPERATOR_LOCALES } from './locales';

const OTHER_LOCALES = ENABLED_LOCALES.filter((l) => !(OPERATOR_LOCALES as readonly string[]).includes(l));

export function AnnouncementForm({ announcement, onDone }: { announcement: LiveAnnouncement | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [content, setContent] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(announcement?.content ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
  );
  const [active, setActive] = useState(announcement?.active ?? true);
  const [isWarning, setIsWarning] = useState(announcement?.isWarning ?? false);
  const [channels, setChannels] = useState<('web' | 'app')[]>(
    () => (announcement?.channels.filter((c): c is 'web' | 'app' => c === 'web' || c === 'app') ?? ['web', 'app']) as ('web' | 'app')[],
  );
  const [timing, setTiming] = useState<'now' | 'keep' | 'at'>(announcement ? 'keep' : 'now');
  const [at, setAt] = useState(() => toMacaoLocalInput(announcement?.issuedTime ?? Math.floor(Date.now() / 1000) + 3600));
  const [ends, setEnds] = useState(() => (announcement?.endTime !== undefined ? toMacaoLocalInput(announcement.endTime) : ''));
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: AnnouncementBody) =>
      announcement ? api.updateAnnouncement(announcement.id, body) : api.createAnnouncement({ id: newAnnouncementId(new Date()), ...body }),
    onSuccess: onDone,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) setProblem(t`Your session has ended: sign in again, then save.`);
      else if (err instanceof ApiError && err.status === 400) {
        const reason = err.message;
        setProblem(t`The server refused the announcement: ${reason}`);
      } else setProblem(t`Saving failed: check the connection and try again.`);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!(content.en ?? '').trim()) return setProblem(t`The English text is required.`);
    if (channels.length === 0) return setProblem(t`Choose at least one channel.`);
    let issuedTime: number | undefined;
    if (timing === 'keep') issuedTime = announcement?.issuedTime;
    else if (timing === 'at') {
      const s = fromMacaoLocalInput(at);
      if (s === null) return setProblem(t`Give the scheduled date and time.`);
      issuedTime = s;
    }
    let endTime: number | undefined;
    if (ends.trim() !== '') {
      const s = fromMacaoLocalInput(ends);
      if (s === null) return setProblem(t`Give the end date and time, or leave it empty.`);
      endTime = s;
    }
    const body: AnnouncementBody = {
      content: Object.fromEntries(Object.entries(content).filter(([, v]) => v.trim() !== '')),
      active,
      isWarning,
      channels,
      ...(issuedTime !== undefined ? { issuedTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
    };
    save.mutate(body);
  };

  const field = (locale: string, required: boolean) => (
    <label key={locale} className="op-field">
      <span>
        {LOCALE_TABLE[locale as keyof typeof LOCALE_TABLE].name}
        {required ? <span className="op-muted"> · {t`required`}</span> : null}
      </span>
      <textarea
        rows={3}
        lang={LOCALE_TABLE[locale as keyof typeof LOCALE_TABLE].bcp47}
        dir={LOCALE_TABLE[locale as keyof typeof LOCALE_TABLE].dir}
        value={content[locale] ?? ''}
        onChange={(e) => setContent((c) => ({ ...c, [locale]: e.target.value }))}
        required={required}
      />
    </label>
  );

  return (
    <section className="op-screen" aria-labelledby="op-form-title">
      <div className="op-screen__head">
        <h1 id="op-form-title">{announcement ? t`Edit announcement` : t`New announcement`}</h1>
      </div>
      <form className="op-form op-form--wide" onSubmit={submit}>
        {problem ? (
          <p className="op-alert op-alert--error" role="alert">
            {problem}
          </p>
        ) : null}
        <fieldset>
          <legend>{t`Text`}</legend>
          <p className="op-hint">
            <Trans>Plain text or simple HTML (paragraphs, bold, links). Anything else, scripts included, is removed before it is stored.</Trans>
          </p>
          {OPERATOR_LOCALES.map((l) => field(l, l === 'en'))}
          <details className="op-more">
            <summary>{t`Other languages (optional)`}</summary>
            {OTHER_LOCALES.map((l) => field(l, false))}
          </details>
        </fieldset>
        <fieldset>
          <legend>{t`Publishing`}</legend>
          <label className="op-check">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
            <span>{t`Active (shown to visitors from its issue time)`}</span>
          </label>
          <label className="op-check">
            <input type="checkbox" checked={isWarning} onChange={(e) => setIsWarning(e.target.checked)} />
            <span>{t`Warning (shown as an urgent notice)`}</span>
          </label>
          <div className="op-radios" role="radiogroup" aria-label={t`Issue time`}>
            {announcement ? (
              <label className="op-check">
                <input type="radio" name="timing" checked={timing === 'keep'} onChange={() => setTiming('keep')} />
                <span>{t`Keep the issue time`}</span>
              </label>
            ) : null}
            <label className="op-check">
              <input type="radio" name="timing" checked={timing === 'now'} onChange={() => setTiming('now')} />
              <span>{t`Issue now`}</span>
            </label>
            <label className="op-check">
              <input type="radio" name="timing" checked={timing === 'at'} onChange={() => setTiming('at')} />
              <span>{t`Schedule for (Macao time)`}</span>
            </label>
            {timing === 'at' ? (
              <input type="datetime-local" className="op-input" aria-label={t`Scheduled date and time`} value={at} onChange={(e) => setAt(e.target.value)} />
            ) : null}
          </div>
          <label className="op-field">
            <span>{t`Ends at (Macao time, optional)`}</span>
            <input type="datetime-local" className="op-input" value={ends} onChange={(e) => setEnds(e.target.value)} />
            <span className="op-hint">{t`After this time visitors no longer see it, and it is not counted as new.`}</span>
          </label>
          <div className="op-radios" role="group" aria-label={t`Channels`}>
            {(['web', 'app'] as const).map((c) => (
              <label key={c} className="op-check">
                <input
                  type="checkbox"
                  checked={channels.includes(c)}
                  onChange={(e) => setChannels((cs) => (e.target.checked ? [...new Set([...cs, c])] : cs.filter((x) => x !== c)))}
                />
                <span>{i18n._(CHANNEL_LABELS[c])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="op-form__buttons">
          <button type="button" className="op-button" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="op-button op-button--primary" disabled={save.isPending}>
            {announcement ? t`Save changes` : t`Publish`}
          </button>
        </div>
      </form>
    </section>
  );
}
