// "Walk here" on a card or a map popup (issue 33): a link to the place's page at #walk, where the panel opens with
// the route. A link, not the panel itself: at 390 px a card has no room for a turn list and a map, and the place
// page has both. It carries none of the routing code, so lists and popups stay light.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Footprints } from 'lucide-react';
import { WALK_ANCHOR } from './anchor';
import './walk-link.css';

export function WalkHereLink({ href, name, variant }: { href: string; name: string; variant: 'card' | 'popup' }) {
  const { t } = useLingui();
  return (
    <Link to={href} hash={WALK_ANCHOR} className={`walk-link walk-link--${variant}`} aria-label={t`Walk here: ${name}`}>
      <Footprints aria-hidden="true" size={14} />
      {t`Walk here`}
    </Link>
  );
}
