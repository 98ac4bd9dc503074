// The foot of every place page: when its facts were last checked, the pages they were checked on, and a way to tell
// the office about a mistake (an e-mail to the office's address with the page and the place already named).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { Flag } from 'lucide-react';
import { formatDate } from '#shared/format';
import { isEnabledLocale, LOCALE_TABLE } from '#shared/locales';
import type { SourceRef } from '#shared/provenance';
import { siteQuery } from '#/api/queries';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The mistake report's address, subject and body, in the visitor's language. */
export function mistakeMailto(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function PlaceProvenance({ name, sources, checked }: { name: string; sources?: readonly SourceRef[] | undefined; checked?: string | undefined }) {
  const { t, i18n } = useLingui();
  const locale = isEnabledLocale(i18n.locale) ? i18n.locale : 'en';
  const bcp47 = LOCALE_TABLE[locale].bcp47;
  const { data: site } = useQuery(siteQuery(locale));
  const { pathname } = useLocation();
  // The full address is known in the browser only; the server's page names the path.
  const [pageUrl, setPageUrl] = useState(pathname);
  useEffect(() => setPageUrl(window.location.href), [pathname]);
  const email = site?.emails[0];
  // Several sources on one site show once.
  const hosts = [...new Map((sources ?? []).map((s) => [hostOf(s.url), s])).values()];
  const date = checked ? formatDate(checked, bcp47, 'long') : undefined;
  const subject = t`Mistake on the page about ${name}`;
  const body = t({
    message: `Page: ${pageUrl}\n\nWhat is wrong, and what is right:\n`,
    comment: 'Body of the e-mail reporting a mistake; keep the line breaks',
  });
  return (
    <aside className="provenance" aria-label={t`About this information`}>
      {date ? (
        <p className="provenance__checked">
          {t`Information checked on ${date}`}
          {hosts.length ? (
            <>
              {' · '}
              {t`Sources:`}{' '}
              {hosts.map((s, i) => (
                <span key={s.url}>
                  {i > 0 ? ', ' : null}
                  <a href={s.url} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {hostOf(s.url)}
                  </a>
                </span>
              ))}
            </>
          ) : null}
        </p>
      ) : null}
      {email ? (
        <p className="provenance__report">
          <a href={mistakeMailto(email, subject, body)}>
            <Flag aria-hidden="true" size={14} />
            {t`Report a mistake`}
          </a>
        </p>
      ) : null}
    </aside>
  );
}
