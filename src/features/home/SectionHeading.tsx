// A home section's heading: eyebrow, title, optional lead and a "see all" link.
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { InternalLink } from './InternalLink';

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  more,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  more?: { href: string; label: string };
}) {
  return (
    <div className="section-heading section-heading--row">
      <div>
        <p className="section-heading__eyebrow">{eyebrow}</p>
        <h2 id={id} className="section-heading__title">
          {title}
        </h2>
        {lead ? <p className="section-heading__lead">{lead}</p> : null}
      </div>
      {more ? (
        <InternalLink href={more.href} className="section-heading__more">
          {more.label}
          <ArrowRight aria-hidden="true" size={18} className="flip-rtl" />
        </InternalLink>
      ) : null}
    </div>
  );
}
