import { IconButton, Link } from '@primer/react';
import { ThreeBarsIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 50px;
  padding: 0 8px;
  border-bottom: 1px solid var(--borderColor-muted);
  background: var(--bgColor-default, #fff);
  flex-wrap: wrap;
`;
const Spacer = styled.div`
  flex: 1;
`;

export function Navbar() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const lang = useLang();
  return (
    <Bar>
      <IconButton
        icon={ThreeBarsIcon}
        aria-label={t('navbar.toggleSidebar')}
        variant="invisible"
        onClick={() => ui.send({ type: 'sidebar.toggle' })}
      />
      <Breadcrumb />
      <Spacer />
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
    </Bar>
  );
}
