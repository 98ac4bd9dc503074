// The announcement bar (SPEC §4): queued unseen announcements, open or collapsed, rotating, with a detail view.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, ChevronDown, ChevronUp, Megaphone, X } from 'lucide-react';
import { announcementsQuery } from '#/api/queries';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { excerpt } from '#shared/excerpt';
import { announcementBar, useAnnouncementBar } from '#/state/announcements';
import { collapsesOnScroll, latestIssued, queueAnnouncements, ROTATE_MS, rotatingCount } from '#/lib/announcement-queue';
import { AnnouncementDetail } from '#/features/announcements/frame';
import './announcement-bar.css';

function useCollapseOnScroll(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (collapsesOnScroll(last, y)) announcementBar.collapse();
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);
}

/** The open bar's frame without content: the same boxes, so it takes exactly the room the bar will take. */
function PendingBar() {
  return (
    <div className="announcement-bar is-open is-pending" aria-hidden="true">
      <div className="container announcement-bar__inner">
        <div className="announcement-bar__message">
          <p className="announcement-bar__text" />
        </div>
        <div className="announcement-bar__actions">
          <span className="announcement-bar__action-slot" />
        </div>
      </div>
    </div>
  );
}

export function AnnouncementBar() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isPending } = useQuery(announcementsQuery(locale));
  const bar = useAnnouncementBar();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [held, setHeld] = useState(false);
  const queue = useMemo(() => queueAnnouncements(data?.messages, bar.lastSeen, Math.floor(Date.now() / 1000)), [data, bar.lastSeen]);
  const latest = latestIssued(queue);
  const count = queue.length;
  const rotating = rotatingCount(queue);

  // A route change dismisses the detail view (SPEC §4).
  useEffect(() => announcementBar.closeDetail(), [pathname]);
  useCollapseOnScroll(bar.open && !bar.detail);
  useEffect(() => {
    if (!bar.open || bar.detail || held || rotating < 2) return;
    const timer = setInterval(() => announcementBar.step(rotating), ROTATE_MS);
    return () => clearInterval(timer);
  }, [bar.open, bar.detail, held, rotating]);

  // Until the list arrives, a first-time visitor (no larts cookie: nothing dismissed yet, so whatever is active will
  // show) gets an empty bar of the open bar's height, so the header and the page never move down when it fills in.
  if (isPending && bar.lastSeen === null) return <PendingBar />;
  if (count === 0) return null;
  const index = bar.index < count ? bar.index : 0;
  const item = queue[index]!;
  const warnings = queue.filter((m) => m.isWarning);
  const anyWarning = warnings.length > 0;
  const wordBased = LOCALE_TABLE[locale].wordBreakBySpace;
  const countLabel = t`${plural(count, { one: '# new announcement', other: '# new announcements' })}`;
  const position = String(index + 1);

  return (
    <section
      aria-label={t`Announcements`}
      className={`announcement-bar ${bar.open ? 'is-open' : 'is-collapsed'} ${(bar.open ? item.isWarning : anyWarning) ? 'is-warning' : ''}`}
      // The page is rendered for everyone: a visitor who has seen up to this (larts cookie) has the bar hidden before
      // the first paint by the server's preferences script, and the app leaves it out once hydrated.
      data-latest={latest ?? undefined}
    >
      {/* Warnings are announced once when they arrive, not on every rotation. */}
      <div role="alert" className="visually-hidden">
        {warnings.map((w) => (
          <p key={w.id}>
            {t`Warning`}: {excerpt(w.content, { limit: 150, wordBased })}
          </p>
        ))}
      </div>
      <div
        className="container announcement-bar__inner"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {bar.open ? (
          <>
            <div className="announcement-bar__message">
              {item.isWarning ? (
                <span className="announcement-bar__tag">
                  <AlertTriangle aria-hidden="true" size={18} />
                  {t`Warning`}
                </span>
              ) : (
                <Megaphone aria-hidden="true" size={20} className="announcement-bar__icon" />
              )}
              <p className="announcement-bar__text">
                {count > 1 ? <span className="announcement-bar__count">{t`${position} of ${count}`}</span> : null}
                {excerpt(item.content, { limit: 150, wordBased })}
              </p>
            </div>
            <div className="announcement-bar__actions">
              <button type="button" className="announcement-bar__action" onClick={() => announcementBar.openDetail(index)}>
                {t`Read more`}
              </button>
              <button
                type="button"
                className="icon-button announcement-bar__icon-button"
                aria-expanded="true"
                onClick={() => announcementBar.collapse()}
                aria-label={t`Collapse announcements`}
              >
                <ChevronUp aria-hidden="true" size={20} />
              </button>
              <button
                type="button"
                className="icon-button announcement-bar__icon-button"
                onClick={() => announcementBar.dismiss(latest)}
                aria-label={t`Dismiss announcements`}
              >
                <X aria-hidden="true" size={20} />
              </button>
            </div>
          </>
        ) : (
          <button type="button" className="announcement-bar__expand" aria-expanded="false" onClick={() => announcementBar.expand()}>
            {anyWarning ? <AlertTriangle aria-hidden="true" size={18} /> : <Megaphone aria-hidden="true" size={18} />}
            <span>{anyWarning ? `${t`Warning`} · ${countLabel}` : countLabel}</span>
            <ChevronDown aria-hidden="true" size={18} />
          </button>
        )}
      </div>
      {bar.detail ? <AnnouncementDetail queue={queue} index={index} latest={latest} /> : null}
    </section>
  );
}
