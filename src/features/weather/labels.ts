// Translated names of weather states, warnings, temperature-band notices and UV levels.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TemperatureBand, UvToken } from '#/lib/temperature';

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  sunny: msg`Sunny`,
  fine: msg`Fine`,
  'sunny-intervals': msg`Sunny intervals`,
  'partly-cloudy': msg`Partly cloudy`,
  cloudy: msg`Cloudy`,
  overcast: msg`Overcast`,
  showers: msg`Showers`,
  rain: msg`Rain`,
  rainy: msg`Rainy`,
  thunderstorm: msg`Thunderstorms`,
  foggy: msg`Foggy`,
  windy: msg`Windy`,
};

export const WARNING_LABELS: Record<string, MessageDescriptor> = {
  typhoon: msg`Tropical cyclone signal`,
  rainstorm: msg`Rainstorm warning`,
  thunderstorm: msg`Thunderstorm warning`,
  monsoon: msg`Strong monsoon signal`,
  'storm-surge': msg`Storm surge warning`,
  heat: msg`Hot weather warning`,
  cold: msg`Cold weather warning`,
  tsunami: msg`Tsunami warning`,
};

export const BAND_NOTICES: Record<Exclude<TemperatureBand, 'mild'>, { title: MessageDescriptor; advice: MessageDescriptor }> = {
  veryCold: {
    title: msg`Very cold weather`,
    advice: msg`Temperatures are very low. Wear warm layers, keep elderly people and children warm, and take care on early-morning and evening walks.`,
  },
  cold: { title: msg`Cold weather`, advice: msg`It is cooler than usual. Bring a warm jacket, especially for the evening and on the ferry.` },
  hot: { title: msg`Hot weather`, advice: msg`It is hotter than usual. Drink plenty of water, use sun protection and rest in the shade between visits.` },
  veryHot: {
    title: msg`Very hot weather`,
    advice: msg`Temperatures are very high. Avoid long walks at midday, drink water often and watch for signs of heat stroke.`,
  },
};

export const UV_LEVELS: Record<UvToken, MessageDescriptor> = {
  uvGreen: msg`Low`,
  uvYellow: msg`Moderate`,
  uvOrange: msg`High`,
  uvRed: msg`Very high`,
  uvViolet: msg`Extreme`,
};

export { uvLink } from '#/lib/uv-link';

export const LEVEL_LABELS: Record<string, MessageDescriptor> = {
  red: msg`red`,
  yellow: msg`yellow`,
  black: msg`black`,
  amber: msg`amber`,
  blue: msg`blue`,
  orange: msg`orange`,
};
