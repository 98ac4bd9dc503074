// The banner at the top of a section's main page: artwork, breadcrumb, title and an optional line under it.
import type { ReactNode } from 'react';
import { ArtImage } from './ArtImage';
import { Breadcrumb, type Crumb } from './Breadcrumb';

export function PageHero({ crumbs, title, lead, motif, seed }: { crumbs: Crumb[]; title: string; lead?: ReactNode; motif: string; seed: string }) {
  return (
    <div className="page-hero">
      <ArtImage motif={motif} palette="azulejo" seed={seed} aspect="banner" alt="" className="page-hero__art" priority />
      <div className="page-hero__inner container">
        <Breadcrumb items={crumbs} />
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
      </div>
    </div>
  );
}
