// tags/{tagId}: the sights sharing a theme, listed beside the map.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { tagQuery } from '#/api/map-queries';
import { useLocale } from '#/i18n/current';
import { ListMapScreen } from '#/features/sight-map';
import type { ListItem } from '#/features/sight-map';
import { cardHours, sightMapPath } from '#/features/sight-map';

export function TagScreen({ tagId }: { tagId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(tagQuery(locale, tagId));
  const items = useMemo<ListItem[]>(
    () =>
      data.sights.map((s) => ({
        id: s.id,
        name: s.name,
        summary: s.summary,
        thumbnail: s.thumbnail,
        href: s.category && s.group ? sightMapPath(locale, s.category, s.group, s.id) : `/${locale}/sight/${encodeURIComponent(s.id)}`,
        coordinate: s.coordinate,
        ...(s.fallbackFields ? { fallbackFields: s.fallbackFields } : {}),
        ...(s.status ? { status: s.status } : {}),
        ...cardHours(s),
        save: 'sight' as const,
      })),
    [data.sights, locale],
  );
  const count = items.length;
  return (
    <ListMapScreen
      crumbs={[{ label: data.name }]}
      title={data.name}
      summary={data.summary}
      fallbackFields={data.fallbackFields}
      items={items}
      status={<Plural value={count} one="# place" other="# places" />}
      empty={<p className="notice-card">{t`Nothing is listed here yet. Please come back soon.`}</p>}
    />
  );
}
