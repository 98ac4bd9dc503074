// dining/qtsas-restaurant while no restaurant's award is confirmed (issue 26, "no empty promises"): instead of an
// empty list with award filters, what the scheme is (the dining introduction's text) and the way to the restaurants.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { diningQuery } from '#/api/map-queries';
import { fallbackAttrs } from '#/components/fallback';
import { PageHero } from '#/components/PageHero';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { InternalLink } from '#/features/home';

export function QtsasSchemeScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(diningQuery(locale));
  const scheme = data.introduction?.qtsas;
  const title = scheme?.title ?? t`Quality award restaurants`;
  useDocumentTitle(title);
  return (
    <div className="page dining-page">
      <PageHero
        crumbs={[{ label: t`Dining`, to: `/${locale}/dining` }, { label: title }]}
        title={title}
        lead={t`This guide names a restaurant's award only once a public record confirms it, and lists none yet.`}
        motif="food"
        seed="qtsas"
      />
      <section className="home-section container dining-qtsas">
        {scheme ? (
          <div
            className="rich-text dining-qtsas__text"
            {...fallbackAttrs(scheme.fallbackFields, 'content', locale)}
            dangerouslySetInnerHTML={{ __html: scheme.content }}
          />
        ) : null}
        <InternalLink href={`/${locale}/dining/restaurant`} className="button button--primary">
          <Search aria-hidden="true" size={16} />
          <Trans>Find a restaurant</Trans>
        </InternalLink>
      </section>
    </div>
  );
}
