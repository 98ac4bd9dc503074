// A sight or tour stop's single page, shared by {category}/{group}/{entity} and sight/{entity}.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import type { SightDetail as SightDetailData } from '#shared/api/places';
import type { Crumb } from '#/components/Breadcrumb';
import { useLocale } from '#/i18n/current';
import { DetailScreen, detailPropsOf } from '#/features/sight-map';

export function SightDetail({
  data,
  crumbs,
  altNames,
}: {
  data: SightDetailData;
  crumbs: Crumb[];
  altNames: { zh?: string | undefined; en?: string | undefined };
}) {
  const locale = useLocale();
  const tags = data.tags ?? [];
  return (
    <DetailScreen
      {...detailPropsOf(data)}
      crumbs={crumbs}
      subsights={data.subsights}
      altNames={altNames}
      badges={
        data.worldHeritage ? (
          <span className="badge badge--gold">
            <Landmark aria-hidden="true" size={14} />
            <Trans>World Heritage</Trans>
          </span>
        ) : undefined
      }
    >
      {tags.length > 0 ? (
        <section className="detail__section" aria-labelledby="tags-heading">
          <h2 id="tags-heading">
            <Trans>Themes</Trans>
          </h2>
          <ul className="chip-list">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link className="chip" to="/$locale/tags/$tagId" params={{ locale, tagId: tag.id }}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </DetailScreen>
  );
}
