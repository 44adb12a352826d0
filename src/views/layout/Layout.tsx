import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import type { Size } from '../../domain/preferences';
import { useApp } from '../AppContext';
import { AppMain } from './AppMain';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';

// The shell's dialogs load when one opens: their form controls (Primer's FormControl brings its
// select panel, autocomplete and a list virtualiser) are not part of the first screen after sign-in.
const SettingsPanel = lazy(() => import('./SettingsPanel').then((m) => ({ default: m.SettingsPanel })));
const ErrorLogDialog = lazy(() => import('./ErrorLogDialog').then((m) => ({ default: m.ErrorLogDialog })));
const ChangePasswordDialog = lazy(() => import('../password/ChangePasswordDialog'));

export const MOBILE_BREAKPOINT = 992;
const FONT: Record<Size, string> = { default: '15px', medium: '14px', small: '13px', mini: '12px' };

const Shell = styled.div<{ $size: Size; $theme: string }>`
  display: flex;
  min-height: 100vh;
  /* Own stacking context: Primer overlays portal after the shell and must paint above it. */
  position: relative;
  z-index: 0;
  isolation: isolate;
  font-size: ${(p) => FONT[p.$size]};
  --theme-color: ${(p) => p.$theme};
  --button-primary-bgColor-rest: ${(p) => p.$theme};
`;
const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const Header = styled.div<{ $fixed: boolean }>`
  position: ${(p) => (p.$fixed ? 'sticky' : 'static')};
  top: 0;
  z-index: 10;
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.3);
  z-index: 15;
`;

/** The authenticated shell: sidebar, header, tabs, page, and the shell's dialogs. */
export default function Layout() {
  const { ui, errorLog, changePassword } = useApp();
  const [location] = useLocation();
  const ctx = useSelector(ui, (s) => s.context);
  const errorLogOpen = useSelector(errorLog, (s) => s.matches('open'));
  const passwordOpen = useSelector(changePassword, (s) => !s.matches('closed'));
  const mobile = ctx.device === 'mobile';

  // Below 992 px the shell is in mobile mode, where resizing closes the sidebar without animation.
  useEffect(() => {
    const check = () => {
      const isMobile = window.innerWidth < MOBILE_BREAKPOINT;
      ui.send({ type: 'device.set', device: isMobile ? 'mobile' : 'desktop' });
      if (isMobile) ui.send({ type: 'sidebar.close', withoutAnimation: true });
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [ui]);

  // On mobile the sidebar also closes on every route change.
  useEffect(() => {
    if (ui.getSnapshot().context.device === 'mobile' && ui.getSnapshot().context.sidebarOpened)
      ui.send({ type: 'sidebar.close', withoutAnimation: false });
  }, [location, ui]);

  return (
    <Shell $size={ctx.size} $theme={ctx.theme} data-shell-size={ctx.size} data-device={ctx.device}>
      <Sidebar />
      {mobile && ctx.sidebarOpened && (
        <Backdrop
          data-testid="sidebar-backdrop"
          onClick={() => ui.send({ type: 'sidebar.close', withoutAnimation: false })}
        />
      )}
      <Column>
        <Header $fixed={ctx.fixedHeader} data-testid="app-header">
          <Navbar />
          {ctx.tagsView && <TagsView />}
        </Header>
        <AppMain />
      </Column>
      <Suspense fallback={null}>
        {ctx.settingsOpen && <SettingsPanel />}
        {errorLogOpen && <ErrorLogDialog />}
        {passwordOpen && <ChangePasswordDialog />}
      </Suspense>
    </Shell>
  );
}
