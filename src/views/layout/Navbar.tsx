import { IconButton, Link } from '@primer/react';
import { ThreeBarsIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import css from './Navbar.module.css';
import { useApp, useLang } from '../AppContext';
import { Breadcrumb } from './Breadcrumb';
import { HeaderSearch } from './HeaderSearch';
import {
  ContactLine,
  ErrorLogButton,
  FullScreenButton,
  LangSelect,
  SettingsButton,
  SizeSelect,
} from './HeaderTools';
import { UserMenu, userGuideHref } from './UserMenu';

export function Navbar() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const lang = useLang();
  return (
    <header className={css.bar}>
      <IconButton
        icon={ThreeBarsIcon}
        aria-label={t('navbar.toggleSidebar')}
        variant="invisible"
        onClick={() => ui.send({ type: 'sidebar.toggle' })}
      />
      <div className={css.trail}>
        <Breadcrumb />
      </div>
      <ContactLine />
      <Link href={userGuideHref(lang)} target="_blank" rel="noopener">
        {t('navbar.userGuide')}
      </Link>
      <HeaderSearch />
      <ErrorLogButton />
      <FullScreenButton />
      <SizeSelect />
      <LangSelect />
      <SettingsButton />
      <UserMenu />
    </header>
  );
}
