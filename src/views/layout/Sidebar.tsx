import { NavList } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import type { RouteRecord } from '../../machines/menuRoutes';
import { useApp, useLang } from '../AppContext';
import { useMenuRoutes } from './useRoutes';

export const SIDEBAR_WIDTH = 210;

const Aside = styled.aside<{ $open: boolean; $animate: boolean; $mobile: boolean }>`
  width: ${(p) => (p.$open ? SIDEBAR_WIDTH : 0)}px;
  transition: ${(p) => (p.$animate ? 'width 0.28s' : 'none')};
  overflow: hidden auto;
  flex-shrink: 0;
  background: #304156;
  color: #bfcbd9;
  height: 100vh;
  position: ${(p) => (p.$mobile ? 'fixed' : 'sticky')};
  top: 0;
  z-index: 20;
  --fgColor-default: #bfcbd9;
  --fgColor-muted: #bfcbd9;
`;
const Title = styled.div`
  color: #fff;
  font-weight: 600;
  padding: 16px;
  white-space: nowrap;
`;

export function Sidebar() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const lang = useLang();
  const { tree } = useMenuRoutes();
  const [location, navigate] = useLocation();
  const open = useSelector(ui, (s) => s.context.sidebarOpened);
  const animate = useSelector(ui, (s) => !s.context.withoutAnimation);
  const mobile = useSelector(ui, (s) => s.context.device === 'mobile');
  const logo = useSelector(ui, (s) => s.context.sidebarLogo);

  const item = (r: RouteRecord) => (
    <NavList.Item
      key={r.name}
      href={r.path}
      aria-current={location === r.path ? 'page' : undefined}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        navigate(r.path);
      }}
    >
      {r.title[lang]}
    </NavList.Item>
  );
  const entry = (r: RouteRecord) => {
    const visible = r.children.filter((c) => !c.hidden);
    if (r.kind !== 'layout') return r.hidden ? null : item(r);
    // A lone page wrapped in a parent layout shows as the page itself.
    if (visible.length === 1 && visible[0].path === r.path) return item(visible[0]);
    return (
      <NavList.Item key={r.name} defaultOpen={visible.some((c) => c.path === location)}>
        {r.title[lang]}
        <NavList.SubNav>{visible.map(entry)}</NavList.SubNav>
      </NavList.Item>
    );
  };

  return (
    <Aside $open={open} $animate={animate} $mobile={mobile} aria-hidden={!open} data-testid="sidebar">
      {logo && <Title>{t('app.sidebarTitle')}</Title>}
      <NavList aria-label={t('navbar.mainMenu')}>{tree.filter((r) => !r.hidden).map(entry)}</NavList>
    </Aside>
  );
}
