// The weather visitors see: now (temperature, humidity, sky), the 7-day forecast and the UV index. Until the office
// publishes one, the guide shows the month's climate normals dated from today; the form starts from what is shown.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WeatherDetail } from '#shared/api/home';
import { ApiError, api } from './api';
import type { StoredWeatherView } from './types';
import { SKIES, SKY_LABELS } from './labels';
import { OPERATOR_LOCALES, OPERATOR_LOCALE_NAMES } from './locales';
import { useDateTime } from './format';

type Weather = StoredWeatherView['weather'];

/** What visitors see now, in the four languages, as a starting point for the form. */
async function shownWeather(): Promise<Weather> {
  const answers = await Promise.all(
    OPERATOR_LOCALES.map(async (l) => {
      const res = await fetch(`/api/weather?detail=1&lang=${l}`, { cache: 'no-store' });
      if (!res.ok) throw new ApiError(res.status, res.statusText);
      return [l, (await res.json()) as WeatherDetail] as const;
    }),
  );
  const en = answers[0]![1];
  return {
    current: { temp: Number(en.temp) || 0, humidity: Number(en.humidity) || 0, status: en.forecast[0]?.status ?? 'sunny' },
    forecast: en.forecast.map((d, i) => ({
      date: d.date,
      min: d.min,
      max: d.max,
      humidityMin: d.humidityMin,
      humidityMax: d.humidityMax,
      status: d.status,
      summary: { ...Object.fromEntries(answers.map(([l, a]) => [l, a.forecast[i]?.summary ?? ''])), en: d.summary },
    })),
    uvIndex: en.uvIndex ?? 0,
    band: en.band,
  };
}

export function WeatherScreen() {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: ['weather'], queryFn: api.weather });
  const shown = useQuery({ queryKey: ['weather-shown'], queryFn: shownWeather, enabled: stored.data?.weather === null });
  const [form, setForm] = useState<Weather | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (form) return;
    if (stored.data?.weather) setForm(structuredClone(stored.data.weather.weather));
    else if (shown.data) setForm(structuredClone(shown.data));
  }, [stored.data, shown.data, form]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['weather'] });
    void queryClient.invalidateQueries({ queryKey: ['weather-shown'] });
  };
  const save = useMutation({
    mutationFn: (w: Weather) => api.setWeather(w),
    onSuccess: () => {
      setDone(t`Weather published. Visitors see it within a minute.`);
      refresh();
    },
  });
  const reset = useMutation({
    mutationFn: () => api.resetWeather(),
    onSuccess: () => {
      setForm(null);
      setDone(t`Back to the climate normals dated from today.`);
      refresh();
    },
  });

  if (!form) return <p className="op-screen">{stored.isError || shown.isError ? t`The weather could not be loaded.` : t`Loading…`}</p>;

  const set = (patch: Partial<Weather>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const setDay = (i: number, patch: Partial<Weather['forecast'][number]>) =>
    setForm((f) => (f ? { ...f, forecast: f.forecast.map((d, j) => (j === i ? { ...d, ...patch } : d)) } : f));
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    save.mutate(form);
  };
  const failure = save.error ?? reset.error;
  const published = stored.data?.weather;
  const publishedAt = published ? when(published.updatedAt) : '';
  const publishedBy = published?.updatedBy ?? '—';
  const reason = failure?.message ?? '';

  const sky = (value: string, onChange: (v: string) => void, label: string) => (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {[...new Set([...SKIES, value])].map((s) => (
        <option key={s} value={s}>
          {SKY_LABELS[s] ? i18n._(SKY_LABELS[s]) : s}
        </option>
      ))}
    </select>
  );

  return (
    <section className="op-screen" aria-labelledby="op-weather-title">
      <div className="op-screen__head">
        <h1 id="op-weather-title">
          <Trans>Weather</Trans>
        </h1>
        <p className="op-muted">
          {published ? t`Published ${publishedAt} by ${publishedBy}` : t`Not published: visitors see the month's climate normals, dated from today.`}
        </p>
      </div>
      <form className="op-form op-form--wide" onSubmit={submit}>
        {failure ? (
          <p className="op-alert op-alert--error" role="alert">
            {failure instanceof ApiError && failure.status === 400 ? t`The server refused the weather: ${reason}` : t`Saving failed: try again.`}
          </p>
        ) : null}
        {done ? (
          <p className="op-alert op-alert--ok" role="status">
            {done}
          </p>
        ) : null}
        <fieldset className="op-grid">
          <legend>{t`Now`}</legend>
          <label className="op-field">
            <span>{t`Temperature (°C)`}</span>
            <input
              type="number"
              step="0.1"
              min={-10}
              max={50}
              required
              value={form.current.temp}
              onChange={(e) => set({ current: { ...form.current, temp: num(e.target.value) } })}
            />
          </label>
          <label className="op-field">
            <span>{t`Humidity (%)`}</span>
            <input
              type="number"
              min={0}
              max={100}
              required
              value={form.current.humidity}
              onChange={(e) => set({ current: { ...form.current, humidity: num(e.target.value) } })}
            />
          </label>
          <label className="op-field">
            <span>{t`Sky`}</span>
            {sky(form.current.status, (v) => set({ current: { ...form.current, status: v } }), t`Sky`)}
          </label>
          <label className="op-field">
            <span>{t`UV index`}</span>
            <input type="number" min={0} max={20} step="1" required value={form.uvIndex} onChange={(e) => set({ uvIndex: num(e.target.value) })} />
          </label>
          <label className="op-field">
            <span>{t`Temperature notice`}</span>
            <select value={form.band} onChange={(e) => set({ band: Number(e.target.value) })}>
              <option value={-2}>{t`Very cold`}</option>
              <option value={-1}>{t`Cold`}</option>
              <option value={0}>{t`None`}</option>
              <option value={1}>{t`Hot`}</option>
              <option value={2}>{t`Very hot`}</option>
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>{t`7-day forecast`}</legend>
          <div className="op-forecast">
            {form.forecast.map((d, i) => (
              <div key={i} className="op-day" role="group" aria-label={d.date}>
                <label className="op-field">
                  <span>{t`Date`}</span>
                  <input type="date" required value={d.date} onChange={(e) => setDay(i, { date: e.target.value })} />
                </label>
                <label className="op-field">
                  <span>{t`Sky`}</span>
                  {sky(d.status, (v) => setDay(i, { status: v }), t`Sky`)}
                </label>
                <div className="op-pair">
                  <label className="op-field">
                    <span>{t`Min °C`}</span>
                    <input type="number" step="0.1" required value={d.min} onChange={(e) => setDay(i, { min: num(e.target.value) })} />
                  </label>
                  <label className="op-field">
                    <span>{t`Max °C`}</span>
                    <input type="number" step="0.1" required value={d.max} onChange={(e) => setDay(i, { max: num(e.target.value) })} />
                  </label>
                </div>
                <div className="op-pair">
                  <label className="op-field">
                    <span>{t`Humidity min %`}</span>
                    <input type="number" min={0} max={100} required value={d.humidityMin} onChange={(e) => setDay(i, { humidityMin: num(e.target.value) })} />
                  </label>
                  <label className="op-field">
                    <span>{t`Humidity max %`}</span>
                    <input type="number" min={0} max={100} required value={d.humidityMax} onChange={(e) => setDay(i, { humidityMax: num(e.target.value) })} />
                  </label>
                </div>
                <details className="op-more">
                  <summary>{t`Summary`}</summary>
                  {OPERATOR_LOCALES.map((l) => (
                    <label key={l} className="op-field">
                      <span>{OPERATOR_LOCALE_NAMES[l]}</span>
                      <input
                        value={d.summary[l] ?? ''}
                        required={l === 'en'}
                        maxLength={300}
                        onChange={(e) => setDay(i, { summary: { ...d.summary, [l]: e.target.value } })}
                      />
                    </label>
                  ))}
                </details>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="op-form__buttons">
          {stored.data?.weather ? (
            <button type="button" className="op-button" disabled={reset.isPending} onClick={() => reset.mutate()}>
              <Trans>Back to climate normals</Trans>
            </button>
          ) : null}
          <button type="submit" className="op-button op-button--primary" disabled={save.isPending}>
            <Trans>Publish weather</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
