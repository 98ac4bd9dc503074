// The barrier-free guide link shows only where its translation exists (SPEC §2 header).
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';

const GUIDE = msg`Barrier-free access guide`;

export function useHasAccessibilityGuide(): boolean {
  const { i18n } = useLingui();
  if (i18n.locale === 'en') return true;
  const id = GUIDE.id;
  const translated = id ? i18n.messages[id] : undefined;
  return Boolean(translated && (typeof translated !== 'string' || translated.trim() !== ''));
}
