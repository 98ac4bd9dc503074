// The number of saved places beside the header's "My trip" link (its code loads apart from the page's first JavaScript).
import { useTripCount } from './store';

export function TripCount() {
  const count = useTripCount();
  return (
    <span className={`trip-count${count ? '' : ' is-empty'}`} aria-hidden={count ? undefined : true}>
      {count ?? 0}
    </span>
  );
}
