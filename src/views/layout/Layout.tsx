import { lazy, Suspense, useEffect, type CSSProperties } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import css from './Layout.module.css';
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
    <div
      className={css.shell}
      // The user's size and theme colour: custom properties the shell's CSS and Primer's buttons read.
      style={
        {
          fontSize: FONT[ctx.size],
          '--theme-color': ctx.theme,
          '--button-primary-bgColor-rest': ctx.theme,
        } as CSSProperties
      }
      data-shell-size={ctx.size}
      data-device={ctx.device}
    >
      <Sidebar />
      {mobile && ctx.sidebarOpened && (
        <div
          className={css.backdrop}
          data-testid="sidebar-backdrop"
          onClick={() => ui.send({ type: 'sidebar.close', withoutAnimation: false })}
        />
      )}
      <div className={css.column}>
        <div className={css.header} data-fixed={ctx.fixedHeader || undefined} data-testid="app-header">
          <Navbar />
          {ctx.tagsView && <TagsView />}
        </div>
        <AppMain />
      </div>
      <Suspense fallback={null}>
        {ctx.settingsOpen && <SettingsPanel />}
        {errorLogOpen && <ErrorLogDialog />}
        {passwordOpen && <ChangePasswordDialog />}
      </Suspense>
    </div>
  );
}
