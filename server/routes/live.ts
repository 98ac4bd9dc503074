// What operators publish, as visitors get it: announcements (the queue of SPEC §4), the weather with the warnings in
// force, and the warnings with their effect on every kind of place. Revalidated on every request (no-cache + ETag).
import Type from 'typebox';
import type { WeatherDetail } from '#shared/api/home';
import type { AnnouncementResponse, WeatherBrief, WeatherWarning } from '#shared/api/site';
import type { WarningsAnswer } from '#shared/api/status';
import { ON, sortWarnings } from '#shared/warnings';
import type { Api } from '../api/context';
import { query, simple } from '../api/schemas';
import { defaultWeather } from '../live/weather-default';
import { publicAnnouncement } from '../live/public-announcement';
import type { ML } from '../store/types';

export function registerLiveRoutes(api: Api): void {
  api.get(
    '/api/announcement',
    simple(),
    ({ live, now }): AnnouncementResponse<ML> => {
      const visible = live.visibleAnnouncements(now);
      return {
        messages: visible.map(publicAnnouncement),
        information: visible
          .filter((a) => !a.isWarning)
          .map((a) => ({ id: a.id, content: a.content, channel: a.channels[0] ?? 'web', issuedTime: a.issuedTime })),
      };
    },
    { live: true },
  );

  api.get(
    '/api/weather',
    { querystring: query({ detail: Type.Integer({ minimum: 0, maximum: 1 }) }) },
    ({ live, now, today, query: q }): WeatherBrief | WeatherDetail<ML> => {
      const w = live.current.weather?.weather ?? defaultWeather(now);
      // SPEC §3 shape: a warning that is simply on carries inforce true; a graded one its level.
      const warnings: WeatherWarning[] = sortWarnings(live.current.warnings).map((x) => ({
        type: x.type,
        inforce: x.level === ON ? true : x.level,
        status: 1,
      }));
      const brief: WeatherBrief = { temp: w.current.temp, humidity: w.current.humidity, humi: w.current.humidity, status: w.current.status, warnings };
      // Days already past drop out of a forecast published earlier.
      return q.detail ? { ...brief, forecast: w.forecast.filter((d) => d.date >= today), uvIndex: w.uvIndex, band: w.band } : brief;
    },
    // The default weather's temperature follows the hour.
    { live: true, vary: ({ now }) => String(Math.floor(now.getTime() / 3_600_000)) },
  );

  api.get(
    '/api/warnings',
    simple(),
    ({ live }): WarningsAnswer => {
      const { effects, asOf } = api.placeEffects();
      return { asOf, warnings: sortWarnings(live.current.warnings), effects };
    },
    { live: true },
  );
}
