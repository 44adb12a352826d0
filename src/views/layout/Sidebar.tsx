import { NavList } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import css from './Sidebar.module.css';
import type { RouteRecord } from './menuRoutes';
import { useApp, useLang } from '../AppContext';
import { SidebarStrip } from './SidebarStrip';
import { useMenuRoutes } from './useRoutes';

export const SIDEBAR_WIDTH = 210;
/** Collapsed on desktop the sidebar stays as a strip of top-level icons; on mobile it closes fully. */
export const SIDEBAR_STRIP_WIDTH = 54;

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

  const strip = !open && !mobile;
  return (
    <aside
      className={css.aside}
      style={{ width: open ? SIDEBAR_WIDTH : strip ? SIDEBAR_STRIP_WIDTH : 0 }}
      data-animate={animate || undefined}
      data-mobile={mobile || undefined}
      aria-hidden={!open && mobile}
      data-collapsed={!open}
      data-testid="sidebar"
    >
      {strip ? (
        <SidebarStrip tree={tree} />
      ) : (
        <>
          {logo && <div className={css.title}>{t('app.title')}</div>}
          <NavList aria-label={t('navbar.mainMenu')}>{tree.filter((r) => !r.hidden).map(entry)}</NavList>
        </>
      )}
    </aside>
  );
}
