import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Spinner } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import type { RouteRecord } from './menuRoutes';
import { DASHBOARD_TAB } from '../../machines/app/appSystem';
import { useApp, useLang } from '../AppContext';
import { paths } from '../routes';
import { isRegistered, SCREENS } from '../screens/registry';
import MissingModule from '../screens/MissingModule';
import { ErrorBanner } from '../shared/ErrorText';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { useMenuRoutes } from './useRoutes';

const Profile = lazy(() => import('../profile/ProfileView'));
const NotFound = lazy(() => import('../errors/NotFound'));
const Unauthorized = lazy(() => import('../errors/Unauthorized'));
const ErrorLogPage = lazy(() => import('../errors/ErrorLogPage'));

const STATIC: Record<string, { component: ComponentType; title: RouteRecord['title'] }> = {
  [paths.dashboard]: { component: SCREENS[paths.dashboard], title: DASHBOARD_TAB.title },
  [paths.profile]: { component: Profile, title: { zh: '个人中心', en: 'Profile' } },
  [paths.cssLog]: { component: ErrorLogPage, title: { zh: '错误日志', en: 'Error log' } },
  [paths.notFound]: { component: NotFound, title: { zh: '404', en: '404' } },
  [paths.unauthorized]: { component: Unauthorized, title: { zh: '401', en: '401' } },
};

/** The screen registered for the page's url, or the module-not-found page when none is. */
function Screen({ route }: { route: RouteRecord }) {
  if (!route.url || !isRegistered(route.url)) return <MissingModule url={route.url ?? route.path} />;
  const Component = SCREENS[route.url];
  return <Component />;
}

/** Renders the page for the current path; keep-alive pages stay mounted (hidden) while their tab is open. */
export function AppMain() {
  const { t } = useTranslation();
  const lang = useLang();
  const { tabs, errorLog, settings } = useApp();
  const [location] = useLocation();
  const { leaves } = useMenuRoutes();
  const openTabs = useSelector(tabs, (s) => s.context.tabs);
  const refreshKeys = useSelector(tabs, (s) => s.context.refreshKeys);
  const systemTitle = useSelector(
    settings,
    (s) =>
      (s.context.data as Record<string, string> | null)?.[lang === 'zh' ? 'systemTitleZh' : 'systemTitleEn'],
  );

  const route = leaves.find((r) => r.path === location);
  const fixed = STATIC[location];
  const title = route?.title ?? fixed?.title;

  useEffect(() => {
    if (!title) return;
    document.title = `${title[lang]} - ${systemTitle || t('app.title')}`;
    if (location === paths.notFound || location === paths.unauthorized) return;
    const name = route?.name ?? (location === paths.dashboard ? DASHBOARD_TAB.name : location);
    tabs.send({
      type: 'tab.visit',
      tab: {
        path: location,
        name,
        title,
        affix: location === paths.dashboard,
        keepAlive: route?.keepAlive ?? false,
      },
    });
  }, [location, title, route, lang, systemTitle, t, tabs]);

  if (location === '/') return <Redirect to={paths.dashboard} replace />;
  const refresh = location.match(/^\/redirect(\/.*)$/);
  if (refresh) return <Redirect to={refresh[1]} replace />;
  if (!route && !fixed)
    return <Redirect to={isRegistered(location) ? paths.unauthorized : paths.notFound} replace />;

  // Keep-alive pages render in one stable list (shown or hidden) so leaving their tab keeps their state.
  const keptPaths = [
    ...new Set([
      ...openTabs.filter((tab) => tab.keepAlive).map((tab) => tab.path),
      ...(route?.keepAlive ? [location] : []),
    ]),
  ];
  const kept = keptPaths
    .map((p) => leaves.find((r) => r.path === p))
    .filter((r): r is RouteRecord => Boolean(r));
  const Fixed = fixed?.component;
  const report = (e: Parameters<typeof errorLog.send>[0]) => errorLog.send(e);
  const fallback = <ErrorBanner text={t('errors.unknown')} />;
  return (
    <main style={{ padding: 16, flex: 1, minWidth: 0 }}>
      <Suspense fallback={<Spinner aria-label={t('app.loading')} />}>
        {kept.map((r) => (
          <div key={`${r.path}#${refreshKeys[r.path] ?? 0}`} hidden={r.path !== location}>
            <ErrorBoundary report={report} fallback={fallback}>
              <Screen route={r} />
            </ErrorBoundary>
          </div>
        ))}
        {!route?.keepAlive && (
          <ErrorBoundary
            key={`${location}#${refreshKeys[location] ?? 0}`}
            report={report}
            fallback={fallback}
          >
            {route ? <Screen route={route} /> : Fixed && <Fixed />}
          </ErrorBoundary>
        )}
      </Suspense>
    </main>
  );
}
