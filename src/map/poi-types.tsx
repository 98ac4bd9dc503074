// The 14 POI types of the legend (SPEC §2, §9): one lucide icon, colour and label each, shared by the legend,
// the map markers, the list rows and the popups.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Baby,
  BedDouble,
  Bus,
  CalendarDays,
  Drama,
  GlassWater,
  Info,
  Landmark,
  ShoppingBag,
  Soup,
  Toilet,
  TramFront,
  UtensilsCrossed,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import { POI_TYPES, type PoiType } from '#shared/api/places';
import { toGreyscale } from '#/lib/greyscale';

export interface PoiTypeInfo {
  icon: LucideIcon;
  label: MessageDescriptor;
  /** A CSS colour (token) for the marker disc. */
  colour: string;
}

export const POI_TYPE_INFO: Record<PoiType, PoiTypeInfo> = {
  sightseeing: { icon: Landmark, label: msg`Sightseeing`, colour: 'var(--c-primary)' },
  'shows-and-entertainment': { icon: Drama, label: msg`Shows and entertainment`, colour: '#7A3E9D' },
  shopping: { icon: ShoppingBag, label: msg`Shopping`, colour: '#B4532A' },
  fnb: { icon: Soup, label: msg`Specialty foods`, colour: '#A86A00' },
  restaurant: { icon: UtensilsCrossed, label: msg`Restaurants`, colour: 'var(--c-lantern)' },
  whatson: { icon: CalendarDays, label: msg`Events`, colour: '#B0306A' },
  hotel: { icon: BedDouble, label: msg`Hotels`, colour: 'var(--c-gold-deep)' },
  lrt: { icon: TramFront, label: msg`Light rail stations`, colour: '#4E7A1E' },
  freewifi: { icon: Wifi, label: msg`Free Wi-Fi`, colour: 'var(--c-sea)' },
  touristinfo: { icon: Info, label: msg`Tourist information`, colour: 'var(--c-primary-deep)' },
  drink: { icon: GlassWater, label: msg`Drinking water`, colour: '#1F7FA8' },
  nursingroom: { icon: Baby, label: msg`Nursing rooms`, colour: '#B04F7E' },
  publictoilet: { icon: Toilet, label: msg`Public toilets`, colour: 'var(--c-jade)' },
  busstop: { icon: Bus, label: msg`Bus stops`, colour: '#35508A' },
};

export function isPoiType(t: string): t is PoiType {
  return (POI_TYPES as readonly string[]).includes(t);
}

export function PoiIcon({ type, size = 18 }: { type: string; size?: number }) {
  const Icon = isPoiType(type) ? POI_TYPE_INFO[type].icon : Info;
  return <Icon aria-hidden="true" size={size} strokeWidth={2.2} />;
}

/** The marker colour of a type; literal colours are greyed in black-and-white mode (tokens grey themselves). */
export function poiColour(type: string, greyscale = false): string {
  const colour = isPoiType(type) ? POI_TYPE_INFO[type].colour : 'var(--c-ink-muted)';
  return greyscale && colour.startsWith('#') ? toGreyscale(colour) : colour;
}
