// Short descriptions for cards: 60 characters on mobile, 120 otherwise (SPEC §5), cut by the locale's word rule.
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { shortDescription } from '#shared/excerpt';
import { useUi } from '#/state/ui';

export function useShortText(): (text: string | undefined) => string {
  const locale = useLocale();
  const { isMobile } = useUi();
  const wordBased = LOCALE_TABLE[locale].wordBreakBySpace;
  return (text) => (text ? shortDescription(text, { mobile: isMobile, wordBased }) : '');
}
