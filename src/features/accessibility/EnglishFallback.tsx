// Guide text that may have fallen back to English: lang="en", its own direction (so punctuation stays put in
// right-to-left pages) and the visible "EN" badge.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export function EnglishFallback({
  english,
  as: Tag = 'span',
  className,
  children,
}: {
  english: boolean;
  as?: 'span' | 'p' | 'h3' | 'h4';
  className?: string;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  if (!english || i18n.locale === 'en') return <Tag className={className}>{children}</Tag>;
  return (
    <Tag className={className}>
      <span lang="en" dir="auto">
        {children}
      </span>
      <span className="a11y-badge" title={t`Not yet available in your language; shown in English`}>
        EN
      </span>
    </Tag>
  );
}

export const inEnglish = (fields: readonly string[] | undefined, field: string): boolean => Boolean(fields?.includes(field));
