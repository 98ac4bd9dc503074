// What a list card needs from an answer's hours to say open now (nothing for a place without structured hours).
import type { CardHours } from '#shared/api/places';

export function cardHours(x: CardHours): { hours?: string; publicHolidays?: readonly string[] } {
  if (!x.hours) return {};
  return x.publicHolidays ? { hours: x.hours, publicHolidays: x.publicHolidays } : { hours: x.hours };
}
