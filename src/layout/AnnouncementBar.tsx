// The announcement bar: the newest active announcement, warnings announced to screen readers.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Megaphone } from 'lucide-react';
import { announcementsQuery } from '#/api/queries';
import { useLocale } from '#/i18n/current';
import { excerpt } from '#/lib/excerpt';
import { LOCALE_TABLE } from '#/i18n/locales';

export function AnnouncementBar() {
  const locale = useLocale();
  const { data } = useQuery(announcementsQuery(locale));
  const latest = data?.messages.find((m) => m.active);
  if (!latest) return null;
  const Icon = latest.isWarning ? AlertTriangle : Megaphone;
  return (
    <div className={`announcement-bar ${latest.isWarning ? 'is-warning' : ''}`} role={latest.isWarning ? 'alert' : 'status'}>
      <div className="container announcement-bar__inner">
        <Icon aria-hidden="true" size={20} className="announcement-bar__icon" />
        <p className="announcement-bar__text">{excerpt(latest.content, { limit: 150, wordBased: LOCALE_TABLE[locale].wordBreakBySpace })}</p>
        <Link to="/$locale/announcement" params={{ locale }} className="announcement-bar__more">
          <Trans>All announcements</Trans>
        </Link>
      </div>
    </div>
  );
}
