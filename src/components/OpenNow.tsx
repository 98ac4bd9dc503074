// "Open now · closes at 18:00", "Closed today · opens tomorrow at 10:00": a place's state on Macao's clock from its
// structured hours and Macao's public holidays, worded in the visitor's language and clock. Rendered after
// hydration only (the server's page is cached and the visitor's clock decides), in a line that keeps its room,
// and rendered again when the state next changes, so a page left open or read from the saved guide stays right.
import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatClock } from '#shared/format';
import { isEnabledLocale, LOCALE_TABLE } from '#shared/locales';
import { openState, type Moment, type OpenState } from '#shared/open-now';
import { weekdayName } from '#shared/opening-hours';

// setTimeout takes at most 2^31-1 ms; a state that changes later is looked at again after a day.
const MAX_WAIT_MS = 86_400_000;

function useOpenState(hours: string, publicHolidays: readonly string[] | undefined): OpenState | undefined {
  const holidays = useMemo(() => new Set(publicHolidays ?? []), [publicHolidays]);
  const [state, setState] = useState<OpenState | undefined>(undefined);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (): void => {
      let next: OpenState | undefined;
      try {
        next = openState(hours, Date.now(), holidays);
      } catch {
        next = undefined;
      }
      setState(next);
      if (next?.nextChange !== undefined) timer = setTimeout(update, Math.min(Math.max(next.nextChange - Date.now(), 0) + 1000, MAX_WAIT_MS));
    };
    update();
    return () => clearTimeout(timer);
  }, [hours, holidays]);
  return state;
}

export function OpenNow({ hours, publicHolidays, className }: { hours: string; publicHolidays?: readonly string[] | undefined; className?: string }) {
  const { t, i18n } = useLingui();
  const bcp47 = LOCALE_TABLE[isEnabledLocale(i18n.locale) ? i18n.locale : 'en'].bcp47;
  const state = useOpenState(hours, publicHolidays);
  const when = (m: Moment): string => {
    const time = formatClock(m.minute, bcp47);
    if (m.dayOffset === 0) return t`opens at ${time}`;
    if (m.dayOffset === 1) return t`opens tomorrow at ${time}`;
    const day = weekdayName(m.weekday, bcp47);
    return t({ message: `opens ${day} at ${time}`, comment: 'After "Closed ·": the weekday it next opens, e.g. "opens Monday at 10:00"' });
  };
  let head: string | undefined;
  let detail: string | undefined;
  if (state?.open) {
    head = t`Open now`;
    if (state.closes) {
      const time = formatClock(state.closes.minute, bcp47);
      detail = t`closes at ${time}`;
    }
  } else if (state) {
    head = state.closedToday ? t`Closed today` : t`Closed`;
    if (state.opens) detail = when(state.opens);
  }
  return (
    <span
      className={`open-now${state ? (state.open ? ' open-now--open' : ' open-now--closed') : ''}${className ? ` ${className}` : ''}`}
      data-testid="open-now"
    >
      {head ? (
        <>
          <strong>{head}</strong>
          {detail ? ` · ${detail}` : null}
        </>
      ) : null}
    </span>
  );
}
