// When an announcement was issued, in Macao time and the visitor's language.
import { useLingui } from '@lingui/react/macro';
import { LOCALE_TABLE } from '#shared/locales';
import { formatDateTime } from '#shared/format';
import { useLocale } from '#/i18n/current';

export function IssuedTime({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const date = new Date(seconds * 1000);
  const when = formatDateTime(date, LOCALE_TABLE[locale].bcp47);
  return (
    <p className="announcement-time">
      {t`Issued`} <time dateTime={date.toISOString()}>{when}</time>
    </p>
  );
}
