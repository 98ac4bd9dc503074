// The header's and mobile menu's link to My trip, with the number of saved places. The number is read from IndexedDB
// after hydration by a part whose code loads on its own (the entry bundle carries only the link); its room is kept, so
// nothing moves when it fills in, and it is part of the link's name ("My trip 3").
import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { lazyPart } from '#/components/lazy-part';
import { useLocale } from '#/i18n/current';

const TripCount = lazyPart(() => import('./TripCount').then((m) => m.TripCount));

const EMPTY_COUNT = (
  <span className="trip-count is-empty" aria-hidden="true">
    0
  </span>
);

export function TripLink({ className, labelClassName }: { className: string; labelClassName?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const label = t`My trip`;
  return (
    <Link to="/$locale/my-trip" params={{ locale }} className={className} title={label}>
      <Bookmark aria-hidden="true" size={16} />
      <span className={labelClassName}>{label}</span>
      <Suspense fallback={EMPTY_COUNT}>
        <TripCount />
      </Suspense>
    </Link>
  );
}
