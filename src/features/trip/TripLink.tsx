// The header's and mobile menu's link to My trip, with the number of saved places (read from IndexedDB after
// hydration; its room is kept so nothing moves when it fills in).
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { useLocale } from '#/i18n/current';
import { useTripCount } from './store';

export function TripLink({ className, labelClassName }: { className: string; labelClassName?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const count = useTripCount();
  const label = t`My trip`;
  // The count is part of the link's name ("My trip 3"); an empty count keeps its room unseen and unread.
  return (
    <Link to="/$locale/my-trip" params={{ locale }} className={className} title={label}>
      <Bookmark aria-hidden="true" size={16} />
      <span className={labelClassName}>{label}</span>
      <span className={`trip-count${count ? '' : ' is-empty'}`} aria-hidden={count ? undefined : true}>
        {count ?? 0}
      </span>
    </Link>
  );
}
