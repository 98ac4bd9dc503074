// One place in the guide's list: name, level icons with words, its facilities, and the link that opens the modal.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { AccessibilityFile } from '#/api/accessibility-queries';
import type { AccessibilityItem, AccessibilitySettings } from '#shared/api/accessibility';
import { FallbackText } from '#/components/FallbackText';
import type { Locale } from '#shared/locales';
import { facilitySummary, hasMiniMap, levelBadges, toLonLat } from './rules';
import { LevelBadgeList } from './LevelIcon';
import type { GuideSearch } from './search';
import { SaveToTrip } from '#/features/trip/frame';

interface Props {
  file: AccessibilityFile;
  item: AccessibilityItem;
  settings: AccessibilitySettings;
  locale: Locale;
  /** The guide's filters, kept when the modal opens. From the list, not read here: a card that hydrates late renders
   * what it was given, never a newer URL than its HTML shows. */
  search: GuideSearch;
}

export function PlaceCard({ file, item, settings, locale, search }: Props) {
  const facilities = facilitySummary(item, settings);
  const headingId = `a11y-place-${file}-${item.id}`;
  return (
    <article aria-labelledby={headingId}>
      <FallbackText fields={item.fallbackFields} field="name" as="h3">
        <span id={headingId}>{item.name}</span>
      </FallbackText>
      <LevelBadgeList badges={levelBadges(item.levels)} compact />
      {facilities.length > 0 ? (
        <ul className="a11y-card__facilities">
          {facilities.map((f) => (
            <li key={f.title} lang={f.english && locale !== 'en' ? 'en' : undefined}>
              {f.title}
            </li>
          ))}
        </ul>
      ) : null}
      {item.id ? (
        <Link
          to="/$locale/barrier-free-access-guide/$file/$id"
          params={{ locale, file, id: item.id }}
          search={search}
          resetScroll={false}
          className="button button--primary a11y-card__open"
          data-place={`${file}/${item.id}`}
        >
          <Trans>Access details</Trans>
          <span className="visually-hidden">: {item.name}</span>
        </Link>
      ) : null}
      {item.id ? (
        <SaveToTrip
          kind="barrier-free"
          id={`${file}/${item.id}`}
          name={item.name}
          coordinate={hasMiniMap(item.coordinate) ? toLonLat(item.coordinate) : undefined}
          path={`barrier-free-access-guide/${file}/${item.id}`}
          variant="card"
          className="a11y-card__save"
        />
      ) : null}
    </article>
  );
}
