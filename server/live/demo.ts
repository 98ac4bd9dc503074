// The shipped demonstration scenario (content/demo/signal-8.json): Typhoon Signal No. 8 hoisted now, with its
// announcements (issued now) and stormy weather. Applied and cleared through the live store like an operator would,
// so its changes are audited and every instance serves them.
import fs from 'node:fs';
import path from 'node:path';
import type { ML } from '#shared/api/text';
import { isWarningLevel, isWarningType, type WarningType } from '#shared/warnings';
import type { Actor } from './repo-live';
import type { LiveStore } from './store';
import type { LiveWeather } from './types';
import { defaultWeather } from './weather-default';

export interface DemoScenario {
  warnings: { type: WarningType; level: string }[];
  weather: { current: LiveWeather['current']; uvIndex: number; band: number; today: Omit<LiveWeather['forecast'][number], 'date'> };
  announcements: { id: string; content: ML; isWarning: boolean; channels: string[]; kind?: string }[];
}

export const DEMO_ACTOR: Actor = { id: null, name: 'demo scenario', ip: null };

export function readDemo(contentDir: string, name = 'signal-8'): DemoScenario {
  const file = path.join(contentDir, 'demo', `${name}.json`);
  const demo = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoScenario;
  for (const w of demo.warnings) {
    if (!isWarningType(w.type) || !isWarningLevel(w.type, w.level)) throw new Error(`${file}: unknown warning ${JSON.stringify(w)}`);
  }
  if (!demo.announcements.every((a) => /^[a-z0-9-]+$/.test(a.id) && typeof a.content?.en === 'string')) throw new Error(`${file}: bad announcement`);
  return demo;
}

/** Hoists the scenario's warnings, publishes its announcements issued `now` and its weather. */
export async function applyDemo(store: LiveStore, demo: DemoScenario, now: Date = new Date()): Promise<void> {
  const ms = now.getTime();
  const issuedTime = Math.floor(ms / 1000);
  const others = (await store.warnings()).filter((w) => !demo.warnings.some((d) => d.type === w.type));
  await store.setWarnings([...others, ...demo.warnings], DEMO_ACTOR, ms);
  for (const a of demo.announcements) {
    const input = { content: a.content, issuedTime, active: true, isWarning: a.isWarning, channels: a.channels, ...(a.kind ? { kind: a.kind } : {}) };
    if (await store.announcement(a.id)) await store.updateAnnouncement(a.id, input, DEMO_ACTOR, ms);
    else await store.createAnnouncement({ id: a.id, ...input }, DEMO_ACTOR, ms);
  }
  const base = defaultWeather(now);
  const [today, ...rest] = base.forecast;
  await store.setWeather(
    {
      current: demo.weather.current,
      forecast: [{ ...demo.weather.today, date: today!.date }, ...rest],
      uvIndex: demo.weather.uvIndex,
      band: demo.weather.band,
    },
    DEMO_ACTOR,
    ms,
  );
}

/** Lowers the scenario's warnings, withdraws its announcements and goes back to the default weather. */
export async function clearDemo(store: LiveStore, demo: DemoScenario, now: Date = new Date()): Promise<void> {
  const ms = now.getTime();
  const warnings = await store.warnings();
  await store.setWarnings(
    warnings.filter((w) => !demo.warnings.some((d) => d.type === w.type)),
    DEMO_ACTOR,
    ms,
  );
  for (const a of demo.announcements) {
    const existing = await store.announcement(a.id);
    if (existing?.active) await store.withdrawAnnouncement(a.id, DEMO_ACTOR, ms);
  }
  await store.setWeather(null, DEMO_ACTOR, ms);
}
