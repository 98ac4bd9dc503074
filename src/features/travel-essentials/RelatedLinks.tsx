// "More in this section": the other pages of a travel-essentials section, beside an article.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '#/i18n/current';
import { useEssentialsSection } from './useEssentialsMenu';
import { itemHref } from './links';

export function RelatedLinks({ section, current }: { section: string; current?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { name, entry } = useEssentialsSection(section);
  const items = (entry?.items ?? []).filter((i) => i.slug !== current);
  if (items.length === 0) return null;
  return (
    <nav className="related" aria-label={t`More in ${name}`}>
      <h2>{t`More in ${name}`}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.slug}>
            <Link to={itemHref(locale, i)}>{i.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
