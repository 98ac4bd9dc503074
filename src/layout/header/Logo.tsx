// The guide's mark and name, linking home.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '#/i18n/current';

export function Logo() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <Link to="/$locale" params={{ locale }} className="logo">
      <img src="/favicon.svg" alt="" width={40} height={40} className="logo__mark" />
      <span className="logo__text">
        <span className="logo__name">{t`Macao`}</span>
        <span className="logo__tagline">{t`Official travel guide`}</span>
      </span>
    </Link>
  );
}
