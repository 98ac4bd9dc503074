// The offer's notes, loaded only where shown (a "Not saved" screen, offline search results): the page frame carries
// these few lines instead of their code.
import { lazy, Suspense } from 'react';
import type { Locale } from '#shared/locales';

const Notes = {
  offer: lazy(() => import('./SaveOfferNote').then((m) => ({ default: m.SaveOfferNote }))),
  size: lazy(() => import('./SaveOfferNote').then((m) => ({ default: m.LanguageSizeNote }))),
};

/** What a first visit saved and what the whole guide costs (nothing when no part is saved). */
export function SaveOfferNote({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <Notes.offer locale={locale} />
    </Suspense>
  );
}

/** A language with nothing saved: its whole guide's size, as last seen online. */
export function LanguageSizeNote({ locale }: { locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <Notes.size locale={locale} />
    </Suspense>
  );
}
