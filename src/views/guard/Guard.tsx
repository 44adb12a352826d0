import { lazy, useEffect } from 'react';
import { Spinner } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useApp } from '../AppContext';
import { loginHref } from '../routes';

const Layout = lazy(() => import('../layout/Layout'));

/**
 * Every non-public route passes here (docs/product-rules.md §2 guard): no session -> /login?redirect=<path>;
 * a session still loading user info or building routes -> a spinner; ready -> the shell.
 * After a logout the page is reloaded on its way to /login, so nothing of the session survives.
 */
export function Guard() {
  const { t } = useTranslation();
  const { session } = useApp();
  const [location] = useLocation();
  const search = useSearch();
  const phase = useSelector(session, (s) =>
    s.matches('anonymous')
      ? s.context.loggedOut
        ? 'loggedOut'
        : 'anonymous'
      : s.matches({ authenticated: 'ready' }) || s.matches({ authenticated: 'switchingRole' })
        ? 'ready'
        : 'loading',
  );
  const target = loginHref(search ? `${location}?${search}` : location);

  useEffect(() => {
    if (phase === 'loggedOut') window.location.assign(target);
  }, [phase, target]);

  if (phase === 'anonymous') return <Redirect to={target} replace />;
  if (phase === 'ready') return <Layout />;
  if (phase === 'loggedOut') return null; // the reload takes over
  return (
    <main style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner aria-label={t('app.loading')} />
    </main>
  );
}
