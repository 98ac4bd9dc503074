// An announcement as visitors get it (SPEC §3): the one place its public fields are picked from a live record, for
// the API, the push bodies and the seed, so the editorial trail (who wrote it, when it was withdrawn) never leaks.
import type { Announcement } from '#shared/api/site';
import type { ML } from '#shared/api/text';

export function publicAnnouncement(a: Announcement<ML>): Announcement<ML> {
  return {
    id: a.id,
    content: a.content,
    issuedTime: a.issuedTime,
    ...(a.endTime !== undefined ? { endTime: a.endTime } : {}),
    active: a.active,
    isWarning: a.isWarning,
    channels: a.channels,
    ...(a.kind ? { kind: a.kind } : {}),
  };
}
