// "Add to my trip" as other features place it: its code (and the trip's storage) loads on its own, so a page's
// first JavaScript does not carry it. The server renders it whole (preloadParts); a navigation keeps its room while
// the code arrives, and place pages start loading it with their own chunk (`preloadSaveToTrip`).
import { Suspense } from 'react';
import { lazyPart } from '#/components/lazy-part';
import type { SaveToTripProps } from './SaveToTrip';

const Part = lazyPart<SaveToTripProps>(() => import('./SaveToTrip').then((m) => m.SaveToTrip));

export function preloadSaveToTrip(): void {
  if (typeof window !== 'undefined') void Part.preload();
}

export function SaveToTrip(props: SaveToTripProps) {
  return (
    <Suspense fallback={<span className={`save-to-trip save-to-trip--${props.variant ?? 'page'} is-pending`} aria-hidden="true" />}>
      <Part {...props} />
    </Suspense>
  );
}
