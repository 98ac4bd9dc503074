// The announcement detail view: the full text of the queued announcements, freezing page scroll while open.
import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, ChevronLeft, ChevronRight, Info, X } from 'lucide-react';
import type { Announcement } from '#shared/api/site';
import { useFocusTrap } from '#/components/useFocusTrap';
import { useLocale } from '#/i18n/current';
import { isFallback } from '#/components/fallback';
import { freezeBody } from '#/state/ui';
import { announcementBar } from '#/state/announcements';
import { AnnouncementContent } from './AnnouncementContent';
import { IssuedTime } from './IssuedTime';
import './announcements.css';

export function AnnouncementDetail({ queue, index, latest }: { queue: Announcement[]; index: number; latest: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const item = queue[index] ?? queue[0];
  const close = useCallback(() => announcementBar.closeDetail(), []);
  useEffect(() => freezeBody(), []);
  useFocusTrap(ref, true, close);
  if (!item) return null;
  const count = queue.length;
  const position = (queue.indexOf(item) + 1).toString();
  const Icon = item.isWarning ? AlertTriangle : Info;

  return createPortal(
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={ref}
        className={`modal modal--medium announcement-detail ${item.isWarning ? 'is-warning' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="announcement-detail-title"
        tabIndex={-1}
      >
        <div className="modal__header announcement-detail__header">
          <h2 id="announcement-detail-title" className="modal__title">
            <Icon aria-hidden="true" size={22} />
            {item.isWarning ? t`Warning` : t`Announcement`}
            {count > 1 ? <span className="announcement-detail__count">{t`${position} of ${count}`}</span> : null}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t`Close`}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className="modal__body">
          <IssuedTime seconds={item.issuedTime} />
          <AnnouncementContent html={item.content} fallbackEnglish={isFallback(item.fallbackFields, 'content', locale)} />
        </div>
        <div className="announcement-detail__footer">
          {count > 1 ? (
            <div className="announcement-detail__nav">
              <button type="button" className="icon-button" onClick={() => announcementBar.step(count, -1)} aria-label={t`Previous announcement`}>
                <ChevronLeft aria-hidden="true" size={22} className="flip-rtl" />
              </button>
              <button type="button" className="icon-button" onClick={() => announcementBar.step(count, 1)} aria-label={t`Next announcement`}>
                <ChevronRight aria-hidden="true" size={22} className="flip-rtl" />
              </button>
            </div>
          ) : null}
          <Link to="/$locale/announcement" params={{ locale }} className="button button--ghost">
            {t`All announcements`}
          </Link>
          <button type="button" className="button button--primary" onClick={() => announcementBar.dismiss(latest)}>
            {t`Dismiss`}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
