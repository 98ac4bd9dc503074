// The site header: desktop sub-menu and main menu, and the mobile bar with its off-canvas menu.
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { Logo } from './Logo';
import { SubMenu } from './SubMenu';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { setMobileMenu, useUi } from '#/state/ui';

export function Header() {
  const { t } = useLingui();
  const { mobileMenuOpen } = useUi();
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
          aria-controls="mobile-menu"
          onClick={() => setMobileMenu(true)}
        >
          <Menu aria-hidden="true" size={24} />
          <span className="visually-hidden">{t`Open menu`}</span>
        </button>
      </div>
      <MobileMenu />
    </header>
  );
}
