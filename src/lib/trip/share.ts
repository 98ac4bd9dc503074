// The share link's payload: the trip's days and the ids of their stops, nothing else (no server keeps it), written
// compactly and compressed with lz-string into URL-safe text. Reading it back is strict: a link cut short or edited by
// hand gives a reason the page can put into words, never a half-read trip.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { placeKey, TRIP_KINDS, type Trip, type TripKind } from './model';

const VERSION = '1';
const KIND_CODES: Record<TripKind, string> = { sight: 's', restaurant: 'r', hotel: 'h', event: 'e', tour: 't', 'barrier-free': 'b' };
const CODE_KINDS = new Map(TRIP_KINDS.map((k) => [KIND_CODES[k], k]));
const ID = /^[A-Za-z0-9._/-]{1,200}$/;
const DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** More than any real trip; bounds the work a crafted link can cause. */
const MAX_DAYS = 60;
const MAX_STOPS = 500;

export interface SharedDay {
  date: string;
  keys: { kind: TripKind; id: string }[];
}

export type ShareLinkProblem = 'empty' | 'unreadable' | 'newer';

export class ShareLinkError extends Error {
  constructor(readonly problem: ShareLinkProblem) {
    super(`Share link: ${problem}`);
  }
}

/** The link text for a trip's days. */
export function encodeTrip(trip: Trip): string {
  const days = trip.days.map((d) => {
    const stops = d.stops.map((s) => trip.places[s.key]).filter((p) => p !== undefined);
    return `${d.date.replaceAll('-', '')}:${stops.map((p) => `${KIND_CODES[p.kind]}.${p.id}`).join(',')}`;
  });
  return compressToEncodedURIComponent(`${VERSION}|${days.join(';')}`);
}

function realDate(y: string, m: string, d: string): string | undefined {
  const iso = `${y}-${m}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** The days a link carries; throws ShareLinkError when it cannot be read whole. */
export function decodeTrip(code: string): SharedDay[] {
  if (!code.trim()) throw new ShareLinkError('empty');
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(code.trim());
  } catch {
    text = null;
  }
  if (!text) throw new ShareLinkError('unreadable');
  const bar = text.indexOf('|');
  const version = text.slice(0, bar);
  if (bar < 1 || !/^\d+$/.test(version)) throw new ShareLinkError('unreadable');
  if (version !== VERSION) throw new ShareLinkError(Number(version) > Number(VERSION) ? 'newer' : 'unreadable');
  const body = text.slice(bar + 1);
  const parts = body ? body.split(';') : [];
  if (parts.length === 0 || parts.length > MAX_DAYS) throw new ShareLinkError(parts.length ? 'unreadable' : 'empty');
  const seen = new Set<string>();
  const days = parts.map((part): SharedDay => {
    const [rawDate, rawStops, ...extra] = part.split(':');
    const m = DATE.exec(rawDate ?? '');
    const date = m ? realDate(m[1]!, m[2]!, m[3]!) : undefined;
    if (!date || rawStops === undefined || extra.length) throw new ShareLinkError('unreadable');
    const keys = (rawStops ? rawStops.split(',') : []).map((s) => {
      const kind = CODE_KINDS.get(s.slice(0, 1));
      const id = s.slice(2);
      if (!kind || s[1] !== '.' || !ID.test(id) || seen.has(placeKey(kind, id))) throw new ShareLinkError('unreadable');
      seen.add(placeKey(kind, id));
      return { kind, id };
    });
    return { date, keys };
  });
  if (seen.size > MAX_STOPS) throw new ShareLinkError('unreadable');
  if (seen.size === 0) throw new ShareLinkError('empty');
  return days;
}
