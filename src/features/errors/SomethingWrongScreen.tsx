// The something-wrong screen (SPEC §2, §8): keeps the URL, explains, offers home and retry.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocale } from '#/i18n/current';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { classifyChunkFailure, isChunkLoadError } from '#/lib/chunk-error';
import { routingStartedAt } from '#/state/ui';
import { OfflineError } from '#/api/client';
import { OfflineScreen } from '#/features/offline/frame';

// These texts have the `error-page` context: ar, es, it and pt leave them empty and show English (SPEC §1).
const TEXT = {
  header: msg({ context: 'error-page', message: '500 Internal Server Error' }),
  body: msg({ context: 'error-page', message: 'Whoops! Something went wrong on this page.' }),
  office: msg({ context: 'error-page', message: 'Macao Government Tourism Office' }),
  home: msg({ context: 'error-page', message: 'Back to the home page' }),
};
const CHUNK_TEXT = {
  timeout: msg`This part of the page took longer than 120 seconds to load and timed out.`,
  missing: msg`This part of the page could not be loaded: the file is missing, probably because the site was updated.`,
  retry: msg`Try again`,
};

export function SomethingWrongScreen({ error, reset }: Partial<ErrorComponentProps>) {
  // Offline or too slow, and the page is not saved: the offline screen, never a "500".
  if (error instanceof OfflineError) return <OfflineScreen reason={error.reason} reset={reset} />;
  return <ServerErrorScreen error={error} reset={reset} />;
}

function ServerErrorScreen({ error, reset }: Partial<ErrorComponentProps>) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const chunk = error !== undefined && isChunkLoadError(error);
  useDocumentTitle(`${i18n._(TEXT.header)} - ${i18n._(TEXT.office)}`);
  useEffect(() => {
    if (error && !chunk) console.error(error);
  }, [error, chunk]);

  const retry = () => {
    if (chunk) window.location.reload();
    else {
      reset?.();
      void router.invalidate();
    }
  };

  return (
    <section className="container error-screen" role="alert" aria-labelledby="error-title">
      <p className="error-screen__code" aria-hidden="true">
        500
      </p>
      <h1 id="error-title" className="error-screen__title">
        {i18n._(TEXT.header)}
      </h1>
      <p className="error-screen__body">{chunk ? i18n._(CHUNK_TEXT[classifyChunkFailure(Date.now() - routingStartedAt())]) : i18n._(TEXT.body)}</p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={retry}>
          {i18n._(CHUNK_TEXT.retry)}
        </button>
        <Link to="/$locale" params={{ locale }} className="button button--ghost">
          {i18n._(TEXT.home)}
        </Link>
      </div>
    </section>
  );
}
