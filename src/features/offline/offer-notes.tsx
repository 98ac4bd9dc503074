// The offer's notes, loaded only where shown (a "Not saved" screen, offline search results): the page frame carries
// these few lines instead of their code. `offer`: what a first visit saved and the whole guide's size (nothing when
// no part is saved); `size`: the whole guide's size of a language with nothing saved, as last seen online.
import { lazy, Suspense } from 'react';
import type { Locale } from '#shared/locales';

const Note = lazy(() => import('./SaveOfferNote'));

export function OfferNote(props: { locale: Locale; kind: 'offer' | 'size' }) {
  return (
    <Suspense fallback={null}>
      <Note {...props} />
    </Suspense>
  );
}
