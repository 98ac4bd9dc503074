// A screen whose full content arrives with a later part of the guide: heading, breadcrumb and a notice.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { Breadcrumb } from '#/components/Breadcrumb';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { SCREEN_TITLES, type ScreenId } from './titles';
import { ArtImage } from '#/components/ArtImage';

export function PageScreen({ screen }: { screen: ScreenId }) {
  const { i18n } = useLingui();
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const title = i18n._(SCREEN_TITLES[screen]);
  const trail = [params.group, params.entity, params.slug, params.playlistId, params.tagId].filter(Boolean) as string[];
  useDocumentTitle(title);

  return (
    <div className="page">
      <div className="page-hero">
        <ArtImage motif="street" palette="azulejo" seed={screen + (params.category ?? '')} aspect="banner" alt="" className="page-hero__art" eager />
        <div className="page-hero__inner container">
          <Breadcrumb items={[{ label: title, to: undefined }, ...trail.map((t) => ({ label: t.replace(/-/g, ' '), to: undefined }))]} />
          <h1 className="page-hero__title">{title}</h1>
        </div>
      </div>
      <section className="container page-body" aria-labelledby="coming-soon">
        <div className="notice-card">
          <h2 id="coming-soon" className="notice-card__title">
            <Trans>Coming soon</Trans>
          </h2>
          <p>
            <Trans>This part of the guide is being prepared. In the meantime, explore the highlights from the home page or search the site.</Trans>
          </p>
        </div>
      </section>
    </div>
  );
}
