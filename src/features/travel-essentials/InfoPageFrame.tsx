// The frame of the useful-info pages: a hero with the breadcrumb (travel essentials, useful info) and a lead.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArtImage } from '#/components/ArtImage';
import { Breadcrumb, type Crumb } from '#/components/Breadcrumb';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { useEssentialsSection } from './useEssentialsMenu';
import '#/components/page-hero.css';
import './essentials.css';

export function InfoPageFrame({
  title,
  lead,
  motif,
  palette,
  section = 'useful-info',
  trail: trailOverride,
  children,
}: {
  title: string;
  lead: string;
  motif: string;
  palette: string;
  section?: string;
  /** Crumbs between home and this page, when not travel essentials > section. */
  trail?: Crumb[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { name } = useEssentialsSection(section);
  useDocumentTitle(title);
  const trail: Crumb[] = [
    ...(trailOverride ?? [
      { label: t`Travel essentials`, to: `/${locale}/travelessential` },
      { label: name, to: `/${locale}/travelessential#${section}` },
    ]),
    { label: title },
  ];
  return (
    <div className="page essentials">
      <div className="page-hero">
        <ArtImage motif={motif} palette={palette} seed={title} aspect="banner" alt="" className="page-hero__art" priority />
        <div className="page-hero__inner container">
          <Breadcrumb items={trail} />
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lead">{lead}</p>
        </div>
      </div>
      <div className="container page-body">{children}</div>
    </div>
  );
}
