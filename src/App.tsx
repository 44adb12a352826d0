import { lazy, Suspense } from 'react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { Route, Router, Switch } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AppSystem } from './machines/app/appSystem';
import { AppContext, useApp } from './views/AppContext';
import { Guard } from './views/guard/Guard';
import { PORTAL_PAGES } from './views/portal/portalRoutes';
import { LanguageSync } from './views/shared/LanguageSync';
import { Toasts } from './views/shared/Toasts';
import { idleWarningShown } from './machines/sessionMachine';

const LoginView = lazy(() => import('./views/login/LoginView'));
const AuthRedirect = lazy(() => import('./views/auth/AuthRedirect'));
// Loaded only when an idle session is about to end, so the login route does not carry its code.
const IdleWarning = lazy(() => import('./views/shared/IdleWarning'));

/** Public routes first; everything else goes through the guard into the menu-driven shell. */
export function App({ system, ssrPath }: { system: AppSystem; ssrPath?: string }) {
  return (
    <ThemeProvider colorMode="day">
      <BaseStyles>
        <AppContext.Provider value={system}>
          <LanguageSync />
          <Router ssrPath={ssrPath}>
            <Suspense fallback={null}>
              <Switch>
                <Route path="/login" component={LoginView} />
                <Route path="/auth-redirect" component={AuthRedirect} />
                {Object.entries(PORTAL_PAGES).map(([p, page]) => (
                  <Route key={p} path={p} component={page} />
                ))}
                <Route>
                  <Guard />
                </Route>
              </Switch>
            </Suspense>
          </Router>
          <IdleGate>
            <Suspense fallback={null}>
              <IdleWarning />
            </Suspense>
          </IdleGate>
          <Toasts />
        </AppContext.Provider>
      </BaseStyles>
    </ThemeProvider>
  );
}

function IdleGate({ children }: { children: ReactNode }) {
  const warned = useSelector(useApp().session, idleWarningShown);
  return warned ? <>{children}</> : null;
}
