// Quality-award badges with their validity years ('year-year+1' joined with '; ', SPEC §5).
import { Trans } from '@lingui/react/macro';
import { Award as AwardIcon } from 'lucide-react';
import type { Award } from '#shared/api/places';
import { formatValidity } from '#shared/award-validity';

export function AwardBadges({ awards, detailed = false }: { awards: Award[]; detailed?: boolean }) {
  if (awards.length === 0) return null;
  return (
    <ul className="award-badges">
      {awards.map((a) => {
        const validity = formatValidity(a.validity);
        return (
          <li key={a.value} className="award-badge">
            <AwardIcon aria-hidden="true" size={16} />
            <span className="award-badge__name">{a.name}</span>
            {validity ? (
              <span className="award-badge__validity">
                <Trans>Valid {validity}</Trans>
              </span>
            ) : null}
            {detailed && a.remark ? <span className="award-badge__remark">{a.remark}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The "Awards" section of a restaurant's or a hotel's page; nothing when there are none. */
export function AwardsSection({ awards }: { awards: Award[] }) {
  if (awards.length === 0) return null;
  return (
    <section className="detail__section" aria-labelledby="awards-heading">
      <h2 id="awards-heading">
        <Trans>Awards</Trans>
      </h2>
      <AwardBadges awards={awards} detailed />
    </section>
  );
}
