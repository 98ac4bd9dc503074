// The page-not-found screen with the languages in which this page exists (SPEC §2).
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE, type Locale } from '#shared/locales';
import { availableLocales, splitLocalePath } from '#/lib/page-status';
import { readRecord, writeStatus } from '#/state/page-status';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { previousLocale } from '#/state/history';

export function NotFoundScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { rest } = splitLocalePath(pathname);
  const [suggestions, setSuggestions] = useState<Locale[]>([]);
  const previous = previousLocale();
  const previousName = previous ? LOCALE_TABLE[previous].name : '';

  useEffect(() => {
    writeStatus(pathname, 404);
    setSuggestions(availableLocales(readRecord(), rest, locale));
  }, [pathname, rest, locale]);

  const title = suggestions.length > 0 ? t`This page is not available in this language` : t`Page not found`;
  useDocumentTitle(title);

  return (
    <section className="container error-screen" aria-labelledby="notfound-title">
      <p className="error-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="notfound-title" className="error-screen__title">
        {title}
      </h1>
      <p className="error-screen__body">
        <Trans>Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.</Trans>
      </p>
      {suggestions.length > 0 ? (
        <div className="error-screen__suggestions">
          <p>
            <Trans>This page exists in:</Trans>
          </p>
          <ul className="chip-list">
            {suggestions.map((l) => (
              <li key={l}>
                <a className="chip" href={`/${l}/${rest}`} lang={LOCALE_TABLE[l].bcp47} hrefLang={LOCALE_TABLE[l].bcp47}>
                  {LOCALE_TABLE[l].name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="error-screen__actions">
        <Link to="/$locale" params={{ locale }} className="button button--primary">
          <Trans>Go to the home page</Trans>
        </Link>
        {previous && previous !== locale ? (
          <a className="button button--ghost" href={`/${previous}/${rest}`} lang={LOCALE_TABLE[previous].bcp47}>
            <Trans>Back to {previousName}</Trans>
          </a>
        ) : null}
      </div>
    </section>
  );
}
