// The breadcrumb trail (home, category, group, entity) with an optional updated-at line.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '#/i18n/current';

export interface Crumb {
  label: string;
  to?: string | undefined;
}

export function Breadcrumb({ items, updatedAt }: { items: Crumb[]; updatedAt?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/$locale" params={{ locale }}>{t`Home`}</Link>
        </li>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} aria-current={i === items.length - 1 ? 'page' : undefined}>
            {item.to && i < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span>{item.label}</span>}
          </li>
        ))}
      </ol>
      {updatedAt ? <p className="breadcrumb__updated">{updatedAt}</p> : null}
    </nav>
  );
}
