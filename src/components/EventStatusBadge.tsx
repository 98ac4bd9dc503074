// The one event status badge (SPEC §4): on now, coming up, all month, ended, and 'ends in' / 'starts in' within five
// days, judged on the day it is shown so a copy saved for offline use never reads stale.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { macaoToday } from '#shared/events';
import { eventDisplay, type DatedEvent } from '#/lib/event-display';

export function EventStatusBadge({ event, inline = false, today }: { event: DatedEvent; inline?: boolean; today?: string }) {
  const { t } = useLingui();
  const { status, badge, days = 0 } = eventDisplay(event, today ?? macaoToday());
  // The names match the messages' placeholders, so translators see what the number counts.
  const daysBeforeEnd = days;
  const daysBeforeStart = days;
  let text: string;
  let tone: string;
  if (badge === 'ending') {
    text = t`${plural(daysBeforeEnd, { one: 'Ends in # day', other: 'Ends in # days' })}`;
    tone = 'ending';
  } else if (badge === 'starting') {
    text = t`${plural(daysBeforeStart, { one: 'Starts in # day', other: 'Starts in # days' })}`;
    tone = 'starting';
  } else if (status === 'inProgress') {
    text = t`On now`;
    tone = 'progress';
  } else if (status === 'upComing') {
    text = t`Coming up`;
    tone = 'upcoming';
  } else if (status === 'fullMonth') {
    text = t`All month`;
    tone = 'upcoming';
  } else {
    text = t`Ended`;
    tone = 'ended';
  }
  return (
    <span className={`event-badge event-badge--${tone}${inline ? ' event-badge--inline' : ''}`} data-status={status}>
      {text}
    </span>
  );
}
