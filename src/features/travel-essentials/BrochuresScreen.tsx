// Brochures (SPEC §2 useful-info/brochures): each PDF with its cover, pages, size and language; the printed
// editions' languages are listed too. An empty list is a not-found page (SPEC §5, §8), decided by the route.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { brochuresQuery } from '#/api/essentials-queries';
import { LazyImage } from '#/components/LazyImage';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE, isLocale } from '#shared/locales';
import { InfoPageFrame } from './InfoPageFrame';
import { formatFileSize, formatList } from './format';

export function BrochuresScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const { data } = useSuspenseQuery(brochuresQuery(locale));
  const languageName = (code: string) => (isLocale(code) ? (new Intl.DisplayNames([bcp47], { type: 'language' }).of(LOCALE_TABLE[code].bcp47) ?? code) : code);
  return (
    <InfoPageFrame
      title={t`Brochures`}
      lead={t`Maps and guides to download before you go, or to pick up in print at any tourist information counter.`}
      motif="brochure"
      palette="ochre"
    >
      <ul className="brochure-grid">
        {data.map((b) => {
          const size = b.size ? formatFileSize(b.size, bcp47) : undefined;
          const pages = b.pages;
          const fileLanguage = languageName(b.fileLanguage);
          const printed = formatList(b.languages.map(languageName), bcp47);
          return (
            <li key={b.id}>
              <article className="brochure">
                <LazyImage src={b.thumbnail} alt="" aspect="card" width={480} className="brochure__cover" />
                <div className="brochure__body">
                  <h2 className="brochure__title" lang={b.fallbackFields?.includes('title') ? 'en' : undefined}>
                    {b.title}
                  </h2>
                  <p className="brochure__summary" lang={b.fallbackFields?.includes('summary') ? 'en' : undefined}>
                    {b.summary}
                  </p>
                  <p className="brochure__meta">
                    <span>PDF</span>
                    {size && <span dir="ltr">{size}</span>}
                    <span>
                      <Trans>in {fileLanguage}</Trans>
                    </span>
                  </p>
                  <p className="brochure__printed">
                    <Plural value={pages} one="Printed edition, # page:" other="Printed edition, # pages:" /> {printed}
                  </p>
                  <a className="button button--primary brochure__download" href={b.link} type="application/pdf" target="_blank" rel="noopener">
                    <FileDown aria-hidden="true" size={18} />
                    {t`Open the PDF`}
                    <span className="visually-hidden">
                      {' '}
                      {b.title}, {size} {t`(opens in a new tab)`}
                    </span>
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </InfoPageFrame>
  );
}
