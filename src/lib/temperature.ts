// Weather display scales: temperature bands of SPEC §4 and the 12-step UV index colours of SPEC §9.

export const TEMPERATURE_BANDS = ['veryCold', 'cold', 'mild', 'hot', 'veryHot'] as const;
export type TemperatureBand = (typeof TEMPERATURE_BANDS)[number];

/** Band for the weather service's temperature index (-2 very cold … 2 very hot); null when out of range. */
export function temperatureBand(index: number): TemperatureBand | null {
  if (!Number.isInteger(index) || index < -2 || index > 2) return null;
  return TEMPERATURE_BANDS[index + 2] ?? null;
}

/** Key of the notice to show for a band; mild shows none. */
export function bandNotice(band: TemperatureBand): Exclude<TemperatureBand, 'mild'> | null {
  return band === 'mild' ? null : band;
}

export type UvToken = 'uvGreen' | 'uvYellow' | 'uvOrange' | 'uvRed' | 'uvViolet';

// The WHO Global Solar UV Index colour code, which the 12-step scale follows.
const UV_STEPS: ReadonlyArray<{ upTo: number; token: UvToken; hex: string }> = [
  { upTo: 3, token: 'uvGreen', hex: '#289500' },
  { upTo: 6, token: 'uvYellow', hex: '#f7e400' },
  { upTo: 8, token: 'uvOrange', hex: '#f85900' },
  { upTo: 11, token: 'uvRed', hex: '#d8001d' },
  { upTo: Number.POSITIVE_INFINITY, token: 'uvViolet', hex: '#6b49c8' },
];

/** Colour of a UV index reading: green 1-3, yellow 4-6, orange 7-8, red 9-11, violet 12 and above (fractions round). */
export function uvColour(index: number): { token: UvToken; hex: string } {
  const value = Number.isFinite(index) ? Math.round(index) : 0;
  const step = UV_STEPS.find((s) => value <= s.upTo) ?? UV_STEPS[UV_STEPS.length - 1]!;
  return { token: step.token, hex: step.hex };
}
