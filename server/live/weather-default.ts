// The weather served until the office publishes one: Macao's climate normals for the month (Macao Meteorological and
// Geophysical Bureau, SMG, 1991–2020 averages), dated from today in Macao, with a small steady day-to-day variation.
// It is realistic and current, never a frozen snapshot; an operator's forecast replaces it.
import type { ForecastDay } from '#shared/api/home';
import type { ML } from '#shared/api/text';
import { macaoToday } from '#shared/events';
import type { MessageDescriptor } from '@lingui/core';
import { inEveryLocale } from '../i18n/server-i18n';
import type { LiveWeather } from './types';

interface MonthNormal {
  max: number;
  min: number;
  humidity: number;
  uv: number;
  /** The usual skies of the month, most frequent first. */
  skies: Sky[];
}

type Sky = 'sunny' | 'sunny-intervals' | 'cloudy' | 'showers';

/** Mean daily maximum and minimum (°C), mean relative humidity (%) and a typical clear-day UV index, January first. */
export const MACAO_NORMALS: readonly MonthNormal[] = [
  { max: 18.5, min: 12.9, humidity: 74, uv: 6, skies: ['sunny-intervals', 'sunny', 'cloudy'] },
  { max: 19.2, min: 14.3, humidity: 80, uv: 7, skies: ['cloudy', 'sunny-intervals', 'showers'] },
  { max: 21.7, min: 16.9, humidity: 84, uv: 9, skies: ['cloudy', 'showers', 'sunny-intervals'] },
  { max: 25.4, min: 20.8, humidity: 86, uv: 10, skies: ['cloudy', 'showers', 'sunny-intervals'] },
  { max: 28.7, min: 24.0, humidity: 85, uv: 11, skies: ['showers', 'sunny-intervals', 'cloudy'] },
  { max: 30.5, min: 25.9, humidity: 84, uv: 12, skies: ['showers', 'sunny-intervals', 'cloudy'] },
  { max: 31.5, min: 26.3, humidity: 81, uv: 12, skies: ['sunny-intervals', 'showers', 'sunny'] },
  { max: 31.3, min: 26.1, humidity: 81, uv: 11, skies: ['sunny-intervals', 'showers', 'sunny'] },
  { max: 30.4, min: 25.2, humidity: 78, uv: 10, skies: ['sunny-intervals', 'sunny', 'showers'] },
  { max: 28.0, min: 22.7, humidity: 73, uv: 8, skies: ['sunny', 'sunny-intervals', 'cloudy'] },
  { max: 24.4, min: 18.6, humidity: 71, uv: 6, skies: ['sunny', 'sunny-intervals', 'cloudy'] },
  { max: 20.3, min: 14.4, humidity: 70, uv: 5, skies: ['sunny', 'sunny-intervals', 'cloudy'] },
];

/** What each sky is called in the forecast: messages of the server's catalogue (server/i18n/locales/). */
const SUMMARIES: Record<Sky, MessageDescriptor> = {
  showers: /*i18n*/ { id: 'weather.showers', message: 'Cloudy with a few showers' },
  cloudy: /*i18n*/ { id: 'weather.cloudy', message: 'Mainly cloudy' },
  'sunny-intervals': /*i18n*/ { id: 'weather.sunnyIntervals', message: 'Sunny intervals' },
  sunny: /*i18n*/ { id: 'weather.sunny', message: 'Fine and dry' },
};

/** A steady number in [0, 1) for a day, so the same day always gets the same forecast. */
function dayNoise(date: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const c of date) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000;
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function dayOf(date: string): ForecastDay<ML> {
  const normal = MACAO_NORMALS[Number(date.slice(5, 7)) - 1]!;
  const shift = Math.round((dayNoise(date, 1) - 0.5) * 3);
  const skyPick = dayNoise(date, 2);
  const sky = normal.skies[skyPick < 0.55 ? 0 : skyPick < 0.85 ? 1 : 2]!;
  const wet = sky === 'showers' ? 6 : sky === 'cloudy' ? 3 : 0;
  return {
    date,
    min: Math.round(normal.min) + shift,
    max: Math.round(normal.max) + shift - (sky === 'showers' ? 1 : 0),
    humidityMin: Math.max(40, normal.humidity - 15 + wet),
    humidityMax: Math.min(98, normal.humidity + 10 + wet),
    status: sky,
    summary: inEveryLocale(SUMMARIES[sky]),
  };
}

/** Temperature band of SPEC §4 (-2 … 2) for a temperature in °C. */
export function bandOf(temp: number): number {
  if (temp <= 7) return -2;
  if (temp <= 12) return -1;
  if (temp >= 35) return 2;
  if (temp >= 33) return 1;
  return 0;
}

/** Seven days from today in Macao, and the conditions now (the temperature follows the day: coolest near dawn). */
export function defaultWeather(now: Date): LiveWeather {
  const today = macaoToday(now);
  const forecast = Array.from({ length: 7 }, (_, i) => dayOf(addDays(today, i)));
  const first = forecast[0]!;
  const hour = (now.getUTCHours() + 8) % 24;
  // 0 at 05:00, 1 at 14:00, back down through the evening.
  const warmth = hour < 5 ? (5 - hour) / 15 : hour <= 14 ? (hour - 5) / 9 : 1 - (hour - 14) / 15;
  const temp = Math.round(first.min + (first.max - first.min) * Math.max(0, Math.min(1, warmth)));
  const normal = MACAO_NORMALS[Number(today.slice(5, 7)) - 1]!;
  return {
    current: { temp, humidity: Math.round((first.humidityMin + first.humidityMax) / 2), status: first.status },
    forecast,
    uvIndex: first.status === 'sunny' ? normal.uv : Math.max(1, normal.uv - (first.status === 'showers' ? 4 : 2)),
    band: bandOf(temp),
  };
}
