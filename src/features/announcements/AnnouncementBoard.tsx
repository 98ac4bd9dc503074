// The full announcement board at /{locale}/announcement: every active announcement, warnings first in look, newest first.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Info, Megaphone } from 'lucide-react';
import { announcementsQuery } from '#/api/queries';
import { isCurrentAnnouncement } from '#/lib/announcement-queue';
import { Breadcrumb } from '#/components/Breadcrumb';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { isFallback } from '#/components/fallback';
import { AnnouncementContent } from './AnnouncementContent';
import { IssuedTime } from './IssuedTime';
import { ShareButton } from '#/features/share';
import { WarningsSignup } from '#/features/push';
import './announcements.css';

export function AnnouncementBoard() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isPending } = useQuery(announcementsQuery(locale));
  const title = t`Announcements`;
  useDocumentTitle(title);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const messages = [...(data?.messages ?? [])].filter((m) => isCurrentAnnouncement(m, nowSeconds)).sort((a, b) => b.issuedTime - a.issuedTime);

  return (
    <div className="announcement-board">
      <div className="page-hero page-hero--plain">
        <div className="container page-hero__inner">
          <Breadcrumb items={[{ label: title }]} />
          <h1 className="page-hero__title">
            <Megaphone aria-hidden="true" size={36} /> {title}
          </h1>
          <ShareButton className="button button--light page-hero__share" />
        </div>
      </div>
      <div className="container page-body">
        <WarningsSignup id="get-warnings" />
        {isPending ? (
          <p role="status">{t`Loading announcements…`}</p>
        ) : messages.length === 0 ? (
          <p className="announcement-board__empty">{t`There are no announcements at the moment.`}</p>
        ) : (
          <ol className="announcement-board__list">
            {messages.map((m) => (
              <li key={m.id}>
                <article className={`announcement-card ${m.isWarning ? 'is-warning' : ''}`} aria-labelledby={`ann-${m.id}`}>
                  <h2 id={`ann-${m.id}`} className="announcement-card__kind">
                    {m.isWarning ? <AlertTriangle aria-hidden="true" size={20} /> : <Info aria-hidden="true" size={20} />}
                    {m.isWarning ? t`Warning` : t`Announcement`}
                  </h2>
                  <IssuedTime seconds={m.issuedTime} />
                  <AnnouncementContent html={m.content} fallbackEnglish={isFallback(m.fallbackFields, 'content', locale)} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
