// The announcement detail as the bar mounts it: rendered only once the visitor opens an announcement, its code
// loads then (nothing renders while it loads; the bar stays as it was).
import { Suspense, lazy, type ComponentProps } from 'react';
import type { AnnouncementDetail as Detail } from './AnnouncementDetail';
import { withWholeCatalogue } from '#/i18n/activate';

const LazyDetail = lazy(withWholeCatalogue(() => import('./AnnouncementDetail').then((m) => ({ default: m.AnnouncementDetail }))));

export function AnnouncementDetail(props: ComponentProps<typeof Detail>) {
  return (
    <Suspense fallback={null}>
      <LazyDetail {...props} />
    </Suspense>
  );
}
