// The detailed weather page: current conditions, warnings, the temperature-band notice, UV index and the forecast.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Droplets, Snowflake, ThermometerSun } from 'lucide-react';
import { weatherDetailQuery } from '#/api/home-queries';
import { Breadcrumb } from '#/components/Breadcrumb';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { bandNotice, temperatureBand } from '#/lib/temperature';
import { briefWarnings } from '#/lib/weather';
import { BAND_NOTICES, STATUS_LABELS } from './labels';
import { UvScale } from './UvScale';
import { StatusIcon } from './StatusIcon';
import { useWarningText } from './useWarningText';
import { fallbackAttrs } from '#/components/fallback';
import { ShareButton } from '#/features/share';
import './weather.css';

export function WeatherScreen() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(weatherDetailQuery(locale));
  const warningText = useWarningText();
  const title = t`Weather`;
  useDocumentTitle(title);
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const dayFormat = new Intl.DateTimeFormat(bcp47, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const band = data ? temperatureBand(data.band) : null;
  const notice = band ? bandNotice(band) : null;
  const warnings = briefWarnings(data?.warnings);
  const statusDescriptor = data?.status ? STATUS_LABELS[data.status] : undefined;
  const status = statusDescriptor ? i18n._(statusDescriptor) : (data?.status ?? '');
  const temp = data?.temp ?? '-';
  const humidity = data?.humidity ?? data?.humi ?? '-';

  return (
    <div className="weather-page">
      <div className="page-hero page-hero--plain weather-hero">
        <div className="container page-hero__inner">
          <Breadcrumb items={[{ label: title }]} />
          <h1 className="page-hero__title">{t`Weather in Macao`}</h1>
          {isPending ? (
            <p role="status">{t`Loading the weather…`}</p>
          ) : isError ? (
            <p role="status">{t`The weather is not available right now. Please try again later.`}</p>
          ) : (
            <div className="weather-now">
              <StatusIcon status={data.status} size={64} />
              <p className="weather-now__temp">
                <span className="ltr-island">{temp}°C</span>
              </p>
              <div className="weather-now__meta">
                {/* A value shown large, not a heading: not a paragraph styled as one (axe p-as-heading). */}
                <div className="weather-now__status">{status}</div>
                <p>
                  <Droplets aria-hidden="true" size={16} /> {t`Humidity ${humidity} %`}
                </p>
              </div>
            </div>
          )}
          <ShareButton className="button button--light page-hero__share" />
        </div>
      </div>
      <div className="container page-body weather-body">
        {warnings.length ? (
          <section className="weather-warnings" aria-labelledby="weather-warnings-title">
            <h2 id="weather-warnings-title" className="weather-warnings__title">
              <AlertTriangle aria-hidden="true" size={22} /> {t`Warnings in force`}
            </h2>
            <ul>
              {warnings.map((w) => (
                <li key={`${w.type}-${String(w.inforce)}`}>{warningText(w)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {notice ? (
          <section className={`band-notice band-notice--${notice}`} role="note" aria-labelledby="band-notice-title">
            {notice === 'cold' || notice === 'veryCold' ? <Snowflake aria-hidden="true" size={28} /> : <ThermometerSun aria-hidden="true" size={28} />}
            <div>
              <h2 id="band-notice-title" className="band-notice__title">
                {i18n._(BAND_NOTICES[notice].title)}
              </h2>
              <p>{i18n._(BAND_NOTICES[notice].advice)}</p>
            </div>
          </section>
        ) : null}
        <div className="weather-grid">
          {data && data.uvIndex !== null && data.uvIndex !== undefined ? <UvScale index={data.uvIndex} /> : null}
          {data?.forecast.length ? (
            <section className="weather-card forecast" aria-labelledby="forecast-title">
              <h2 id="forecast-title" className="weather-card__title">
                {t`Forecast`}
              </h2>
              <ol className="forecast__list">
                {data.forecast.map((d) => {
                  const descriptor = STATUS_LABELS[d.status];
                  return (
                    <li key={d.date} className="forecast__day">
                      <time dateTime={d.date} className="forecast__date">
                        {dayFormat.format(new Date(`${d.date}T00:00:00Z`))}
                      </time>
                      <StatusIcon status={d.status} size={28} />
                      <span className="forecast__status">{descriptor ? i18n._(descriptor) : d.status}</span>
                      <span className="forecast__temp ltr-island">
                        {d.min}–{d.max}°C
                      </span>
                      <span className="forecast__humidity ltr-island">
                        <Droplets aria-hidden="true" size={14} /> {d.humidityMin}–{d.humidityMax}%
                      </span>
                      <span className="forecast__summary" {...fallbackAttrs(d.fallbackFields, 'summary', locale)}>
                        {d.summary}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
