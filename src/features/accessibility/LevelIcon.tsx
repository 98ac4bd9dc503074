// A level icon with its name beside it: the guide never tells a level by colour or shape alone.
import { Accessibility, Ban, Car, Ear, Eye, KeyRound, LockKeyhole } from 'lucide-react';
import type { LevelBadge } from './rules';
import { useLevelName } from './useGuideLabels';

export function LevelGlyph({ badge, size = 20 }: { badge: LevelBadge; size?: number }) {
  const props = { size, 'aria-hidden': true, focusable: false } as const;
  switch (badge) {
    case 'wheelChair.full':
      return <Accessibility {...props} />;
    case 'wheelChair.half':
      return (
        <span className="a11y-glyph a11y-glyph--half">
          <Accessibility {...props} />
        </span>
      );
    case 'wheelChair.no':
      return <Ban {...props} />;
    case 'carPark':
      return <Car {...props} />;
    case 'valetParking':
      return <KeyRound {...props} />;
    case 'visuallyImpaired':
      return <Eye {...props} />;
    case 'hearingImpaired':
      return <Ear {...props} />;
    case 'locked':
      return <LockKeyhole {...props} />;
  }
}

export function LevelBadgeList({ badges, compact = false }: { badges: readonly LevelBadge[]; compact?: boolean }) {
  const name = useLevelName();
  return (
    <ul className={`a11y-levels${compact ? ' a11y-levels--compact' : ''}`}>
      {badges.map((b) => (
        <li key={b} className={`a11y-level a11y-level--${b.replace('.', '-')}`}>
          <LevelGlyph badge={b} size={compact ? 18 : 22} />
          <span>{name(b)}</span>
        </li>
      ))}
    </ul>
  );
}
