// The icon of a weather state (decorative: the state is always written next to it).
import { Cloud, CloudDrizzle, CloudFog, CloudLightning, CloudRain, CloudSun, Sun, Wind } from 'lucide-react';

const ICONS: Record<string, typeof Sun> = {
  sunny: Sun,
  fine: Sun,
  'sunny-intervals': CloudSun,
  'partly-cloudy': CloudSun,
  cloudy: Cloud,
  overcast: Cloud,
  showers: CloudDrizzle,
  rain: CloudRain,
  rainy: CloudRain,
  thunderstorm: CloudLightning,
  foggy: CloudFog,
  windy: Wind,
};

export function StatusIcon({ status, size }: { status: string | null | undefined; size: number }) {
  const Icon = (status && ICONS[status]) || CloudSun;
  return <Icon aria-hidden="true" size={size} className="weather-icon" />;
}
