// Content text that fell back to English is marked with lang="en" and a visible badge.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export function isFallback(fields: readonly string[] | undefined, field: string): boolean {
  return Boolean(fields?.includes(field));
}

export function FallbackText({
  fields,
  field,
  children,
  as: Tag = 'span',
}: {
  fields: readonly string[] | undefined;
  field: string;
  children: ReactNode;
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  if (!isFallback(fields, field) || i18n.locale === 'en') return <Tag>{children}</Tag>;
  return (
    <Tag lang="en" className="is-fallback">
      {children}
      <span className="fallback-badge" title={t`Not yet available in your language; shown in English`}>
        EN
      </span>
    </Tag>
  );
}
