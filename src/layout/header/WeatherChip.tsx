// The brief weather in the header: temperature, humidity, status and warnings in force.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Cloud, CloudRain, CloudSun, Droplets, Sun } from 'lucide-react';
import { weatherQuery } from '#/api/queries';
import { useLocale } from '#/i18n/current';
import { briefWarnings, DEFAULT_BRIEF } from '#/lib/weather';

const STATUS_ICONS: Record<string, typeof Sun> = {
  sunny: Sun,
  fine: Sun,
  cloudy: Cloud,
  overcast: Cloud,
  rain: CloudRain,
  showers: CloudRain,
  'partly-cloudy': CloudSun,
};

export function WeatherChip() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data = DEFAULT_BRIEF } = useQuery(weatherQuery(locale));
  const warnings = briefWarnings(data.warnings);
  const humidity = data.humidity ?? data.humi ?? '-';
  const Icon = (data.status && STATUS_ICONS[data.status]) || CloudSun;
  const temp = data.temp;
  const label = t`Weather: ${temp} °C, humidity ${humidity} %`;
  return (
    <Link
      to="/$locale/weather"
      params={{ locale }}
      className={`weather-chip ${warnings.length ? 'has-warning' : ''}`}
      aria-label={warnings.length ? `${label}. ${t`Warnings in force`}: ${warnings.map((w) => w.name ?? w.type).join(', ')}` : label}
    >
      <Icon aria-hidden="true" size={18} />
      <span className="weather-chip__temp">{data.temp}°C</span>
      <Droplets aria-hidden="true" size={14} />
      <span>{humidity}%</span>
      {warnings.length ? (
        <span className="weather-chip__warning">
          <AlertTriangle aria-hidden="true" size={14} />
          {warnings.length}
        </span>
      ) : null}
    </Link>
  );
}
