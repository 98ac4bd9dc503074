// whatson and whatson/download: the monthly what's-on guides as PDFs, newest first; the newest one is featured.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileText } from 'lucide-react';
import { LOCALE_TABLE } from '#shared/locales';
import { whatsonPdfQuery } from '#/api/map-queries';
import { ArtImage } from '#/components/ArtImage';
import { PageHero } from '#/components/PageHero';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';

export function WhatsonGuideScreen({ download = false }: { download?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(whatsonPdfQuery(locale));
  const title = download ? t`Download the what's-on guides` : t`What's on: the monthly guide`;
  useDocumentTitle(title);
  const monthName = new Intl.DateTimeFormat(LOCALE_TABLE[locale].bcp47, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const [latest, ...earlier] = data;
  const monthOf = (m: string) => monthName.format(new Date(`${m}-01T00:00:00Z`));
  return (
    <div className="page whatson-guide">
      <PageHero
        crumbs={[{ label: t`Events`, to: `/${locale}/events` }, { label: title }]}
        title={title}
        lead={t`Every month the tourism office publishes a guide to the festivals, shows and exhibitions in Macao.`}
        motif="brochure"
        seed="whatson"
      />
      <div className="container page-body">
        {latest ? (
          <section className="whatson-latest" aria-labelledby="whatson-latest">
            <ArtImage motif="brochure" seed={latest.id} alt="" className="whatson-latest__cover" />
            <div>
              <p className="section-heading__eyebrow">{monthOf(latest.month)}</p>
              <h2 id="whatson-latest">{latest.title}</h2>
              <a className="button button--primary" href={latest.link} download={latest.file} type="application/pdf">
                <Download aria-hidden="true" size={16} />
                <Trans>Download the PDF</Trans>
              </a>
            </div>
          </section>
        ) : null}
        {earlier.length ? (
          <section aria-labelledby="whatson-earlier">
            <h2 id="whatson-earlier">
              <Trans>Earlier guides</Trans>
            </h2>
            <ul className="whatson-list">
              {earlier.map((p) => {
                const month = monthOf(p.month);
                return (
                  <li key={p.id}>
                    <a href={p.link} download={p.file} type="application/pdf" className="whatson-list__item">
                      <FileText aria-hidden="true" size={20} />
                      <span>
                        <span className="whatson-list__title">{p.title}</span>
                        <span className="whatson-list__month">{t`${month} (PDF)`}</span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
