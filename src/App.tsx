import { lazy, Suspense } from 'react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { Route, Router, Switch } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AppSystem } from './machines/app/appSystem';
import { AppContext, useApp } from './views/AppContext';
import { Guard } from './views/guard/Guard';
import { PUBLIC_PATHS } from './views/routes';
import { LanguageSync } from './views/shared/LanguageSync';
import { Toasts } from './views/shared/Toasts';

const LoginView = lazy(() => import('./views/login/LoginView'));
const AuthRedirect = lazy(() => import('./views/auth/AuthRedirect'));
const PublicNotYet = lazy(() => import('./views/screens/PublicNotYet'));
// Loaded only when a session expires, so the login route does not carry the dialog code.
const IdleExpiredDialog = lazy(() => import('./views/shared/IdleExpiredDialog'));
const PORTAL = PUBLIC_PATHS.filter((p) => p !== '/login' && p !== '/auth-redirect');

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
                {PORTAL.map((p) => (
                  <Route key={p} path={p} component={PublicNotYet} />
                ))}
                <Route>
                  <Guard />
                </Route>
              </Switch>
            </Suspense>
          </Router>
          <IdleGate>
            <Suspense fallback={null}>
              <IdleExpiredDialog />
            </Suspense>
          </IdleGate>
          <Toasts />
        </AppContext.Provider>
      </BaseStyles>
    </ThemeProvider>
  );
}

function IdleGate({ children }: { children: ReactNode }) {
  const expired = useSelector(useApp().session, (s) => s.matches('idleExpired'));
  return expired ? <>{children}</> : null;
}
