// The brief weather in the header: temperature, humidity, status and warnings in force; detailed data on the weather page.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Droplets } from 'lucide-react';
import { weatherQuery } from '#/api/queries';
import { weatherDetailQuery } from '#/api/home-queries';
import type { WeatherBrief } from '#shared/api/site';
import { useLocale } from '#/i18n/current';
import { briefWarnings, DEFAULT_BRIEF } from '#/lib/weather';
import { StatusIcon, useWarningText } from '#/features/weather/frame';

/** SPEC §2: routes named Weather… switch the refresh to the detailed data (one poll instead of two). */
function useWeather(): WeatherBrief {
  const locale = useLocale();
  const onWeatherRoute = useRouterState({ select: (s) => /^\/[^/]+\/weather\/?$/.test(s.location.pathname) });
  const brief = useQuery({ ...weatherQuery(locale), enabled: !onWeatherRoute });
  const detail = useQuery({ ...weatherDetailQuery(locale), enabled: onWeatherRoute });
  return (onWeatherRoute ? detail.data : brief.data) ?? brief.data ?? DEFAULT_BRIEF;
}

/**
 * The link's name is its own content (WCAG 2.5.3: what is seen is what is said): the visible figures, each preceded by
 * a visually hidden word saying what it is, and the warnings' names after their count.
 */
export function WeatherChip() {
  const { t } = useLingui();
  const locale = useLocale();
  const data = useWeather();
  const warningText = useWarningText();
  const warnings = briefWarnings(data.warnings);
  const humidity = data.humidity ?? data.humi ?? '-';
  const warningNames = warnings.map(warningText).join(', ');
  return (
    <Link
      to="/$locale/weather"
      params={{ locale }}
      className={`weather-chip ${warnings.length ? 'has-warning' : ''}`}
      title={warnings.length ? warningNames : undefined}
    >
      <StatusIcon status={data.status} size={18} />
      <span className="visually-hidden">{t`Weather`} </span>
      <span className="weather-chip__temp">{data.temp}°C</span>
      <Droplets aria-hidden="true" size={14} />
      <span className="visually-hidden"> {t`Humidity`} </span>
      <span className="weather-chip__humidity">{humidity}%</span>
      {warnings.length ? (
        <span className="weather-chip__warning">
          <AlertTriangle aria-hidden="true" size={14} />
          <span className="visually-hidden"> {t`Warnings in force`} </span>
          {warnings.length}
          <span className="visually-hidden"> {warningNames}</span>
        </span>
      ) : null}
    </Link>
  );
}
