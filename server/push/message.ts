// The push body for one announcement in one language: the notification's title and text, the page it opens and a
// copy of the announcement as the visitors' API gives it, kept under what every push service accepts.
import type { Announcement } from '#shared/api/site';
import { LOCALES, type Locale } from '#shared/locales';
import type { PushedWarnings, PushPayload } from '#shared/push';
import { localize } from '../api/localize';
import type { LiveAnnouncement } from '../live/types';
import { publicAnnouncement } from '../live/public-announcement';
import { localePush } from './titles';

/** Web Push allows 4,096 bytes encrypted; aes128gcm costs 86 bytes and a margin keeps clear of the limit. */
export const MAX_PAYLOAD_BYTES = 3_800;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The JSON body for `locale`, its announcement copy shortened to the plain text when the full HTML is too long. */
export function announcementPush(a: LiveAnnouncement, locale: Locale, inForce?: PushedWarnings): string {
  const copy = localize(publicAnnouncement(a), locale) as Announcement;
  const payload: PushPayload = localePush(locale, copy, inForce);
  let json = JSON.stringify(payload);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES) return json;
  payload.announcement = { ...copy, content: `<p>${escapeHtml(payload.body)}</p>` };
  json = JSON.stringify(payload);
  return json;
}

/** The body for every locale, made once per publish (not once per subscriber). */
export function announcementPushes(a: LiveAnnouncement, inForce?: PushedWarnings): Map<string, string> {
  return new Map(LOCALES.map((l) => [l, announcementPush(a, l, inForce)]));
}
