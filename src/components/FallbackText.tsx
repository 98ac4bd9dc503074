// Content text that fell back to English: marked lang="en" (with its own direction) and followed by a visible badge.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fallbackAttrs, isFallback } from './fallback';

/** The "EN" badge, for text marked English some other way (a table whose rows fell back). */
export function FallbackBadge() {
  const { t } = useLingui();
  return (
    <span className="fallback-badge" title={t`Not yet available in your language; shown in English`}>
      EN
    </span>
  );
}

export function FallbackText({
  fields,
  field,
  children,
  as: Tag = 'span',
  className,
}: {
  fields: readonly string[] | undefined;
  field: string;
  children: ReactNode;
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4';
  className?: string | undefined;
}) {
  const { i18n } = useLingui();
  if (!isFallback(fields, field, i18n.locale)) return <Tag className={className}>{children}</Tag>;
  return (
    <Tag className={className ? `${className} is-fallback` : 'is-fallback'}>
      <span {...fallbackAttrs(fields, field, i18n.locale)}>{children}</span>
      <FallbackBadge />
    </Tag>
  );
}
