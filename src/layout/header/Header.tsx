// The site header: desktop sub-menu and main menu, and the mobile bar with its off-canvas menu.
import { Suspense, lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { Logo } from './Logo';
import { SubMenu } from './SubMenu';
import { MainMenu } from './MainMenu';
import { setMobileMenu, useUi } from '#/state/ui';
import { withWholeCatalogue } from '#/i18n/activate';

// The off-canvas menu's code loads the first time it opens; it then stays mounted (it renders nothing while closed).
const MobileMenu = lazy(withWholeCatalogue(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu }))));

export function Header() {
  const { t } = useLingui();
  const { mobileMenuOpen } = useUi();
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (mobileMenuOpen && !menuLoaded) setMenuLoaded(true);
  return (
    <header className="site-header">
      <div className="site-header__sub">
        <div className="container">
          <SubMenu />
        </div>
      </div>
      <div className="site-header__main container">
        <Logo />
        <MainMenu />
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-expanded={mobileMenuOpen}
          // Names the menu only while it is in the page: a reference to a missing id is an error.
          aria-controls={mobileMenuOpen ? 'mobile-menu' : undefined}
          onClick={() => setMobileMenu(true)}
        >
          <Menu aria-hidden="true" size={24} />
          <span className="visually-hidden">{t`Open menu`}</span>
        </button>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu />
        </Suspense>
      ) : null}
    </header>
  );
}
