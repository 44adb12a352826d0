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
  background: var(--bgColor-default);
  flex-wrap: wrap;
  /* One row from 1280 px: the trail gives way (it shrinks) instead of the tools wrapping. */
  @media (min-width: 1280px) {
    flex-wrap: nowrap;
  }
  & > * {
    flex-shrink: 0;
  }
`;
/** Holds the breadcrumb (Primer's is 100 % wide) and takes the free space between the tools. */
const Trail = styled.div`
  flex: 1 1 0;
  min-width: 120px;
  overflow: hidden;
  white-space: nowrap;
  && {
    flex-shrink: 1;
  }
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
      <Trail>
        <Breadcrumb />
      </Trail>
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
