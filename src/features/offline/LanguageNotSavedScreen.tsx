// Offline in a language that is not saved on this device (a language switch without a connection): says so in
// that language, offers to save it and to go back to the same page in a language that is saved.
import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Download, Languages } from 'lucide-react';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { samePageIn } from '#/lib/unsaved-language';
import { useLocale } from '#/i18n/current';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { OfferNote } from './offer-notes';

export function LanguageNotSavedScreen({ saved }: { saved: readonly Locale[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const language = LOCALE_TABLE[locale].name;
  const title = t`${language} is not saved on this device`;
  useDocumentTitle(title);
  return (
    <section className="container error-screen offline-screen" role="alert" aria-labelledby="language-not-saved-title">
      <Languages className="error-screen__icon" aria-hidden="true" size={64} />
      <h1 id="language-not-saved-title" className="error-screen__title">
        {title}
      </h1>
      <p className="error-screen__body">{t`There is no connection, and the guide has not been saved in this language. Save it in this language the next time you are online, or read the guide in a language saved on this device.`}</p>
      <OfferNote locale={locale} kind="size" />
      <div className="error-screen__actions">
        <Link to="/$locale/offline" params={{ locale }} className="button button--primary">
          <Download aria-hidden="true" size={18} />
          {t`Save the guide in ${language}`}
        </Link>
      </div>
      <h2 className="offline-screen__subtitle">{t`Languages saved on this device`}</h2>
      <ul className="offline-screen__languages">
        {saved.map((other) => (
          <li key={other}>
            <a
              href={samePageIn(other, location.pathname, location.searchStr)}
              hrefLang={LOCALE_TABLE[other].bcp47}
              lang={LOCALE_TABLE[other].bcp47}
              className="button button--ghost"
            >
              {LOCALE_TABLE[other].name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
