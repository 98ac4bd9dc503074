// The announcement bar: the newest active announcement, warnings announced to screen readers.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Megaphone } from 'lucide-react';
import { announcementsQuery } from '#/api/queries';
import { useLocale } from '#/i18n/current';
import { excerptPlain } from '#/lib/text';

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
        <p className="announcement-bar__text">{excerptPlain(latest.content, 160)}</p>
        <Link to="/$locale/announcement" params={{ locale }} className="announcement-bar__more">
          <Trans>All announcements</Trans>
        </Link>
      </div>
    </div>
  );
}
