// The offer's notes, loaded only where shown (a "Not saved" screen, offline search results): the page frame carries
// these few lines instead of their code.
import { lazy, Suspense } from 'react';
import type { Locale } from '#shared/locales';

const Note = lazy(() => import('./SaveOfferNote'));

/** What a first visit saved and what the whole guide costs (nothing when no part is saved). */
export function SaveOfferNote({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <Note locale={locale} kind="offer" />
    </Suspense>
  );
}

/** A language with nothing saved: its whole guide's size, as last seen online. */
export function LanguageSizeNote({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <Note locale={locale} kind="size" />
    </Suspense>
  );
}
