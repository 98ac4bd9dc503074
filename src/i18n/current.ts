// The locale of the current route, for hooks that need it outside route params.
import { useParams } from '@tanstack/react-router';
import { DEFAULT_LOCALE, isEnabledLocale, type Locale } from '#shared/locales';

export function useLocale(): Locale {
  const params = useParams({ strict: false }) as { locale?: string };
  return isEnabledLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
}

export function localeFromPathname(pathname: string): Locale | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return isEnabledLocale(first) ? first : undefined;
}
