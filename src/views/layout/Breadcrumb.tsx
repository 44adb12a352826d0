import { Breadcrumbs } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { routeTrail } from './menuRoutes';
import { useLang } from '../AppContext';
import { paths } from '../routes';
import { useMenuRoutes } from './useRoutes';

/** Dashboard, then the menu chain down to the current page. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const lang = useLang();
  const [location, navigate] = useLocation();
  const { tree } = useMenuRoutes();
  const trail = routeTrail(tree, location).filter((r) => r.path !== paths.dashboard);
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  // An array, never `false` or `null`: Primer wraps every child, empty ones too, in a list item,
  // and an empty last item leaves a separator ("/") after the real last one.
  const profile =
    location === paths.profile
      ? [
          <Breadcrumbs.Item key="profile" selected>
            {t('profile.title')}
          </Breadcrumbs.Item>,
        ]
      : [];
  return (
    <Breadcrumbs aria-label={t('navbar.breadcrumb')}>
      <Breadcrumbs.Item
        href={paths.dashboard}
        onClick={go(paths.dashboard)}
        selected={location === paths.dashboard}
      >
        {t('navbar.dashboard')}
      </Breadcrumbs.Item>
      {trail.map((r) => (
        <Breadcrumbs.Item
          key={r.name}
          href={r.kind === 'layout' ? undefined : r.path}
          selected={r.path === location}
          onClick={r.kind === 'layout' ? undefined : go(r.path)}
        >
          {r.title[lang]}
        </Breadcrumbs.Item>
      ))}
      {profile}
    </Breadcrumbs>
  );
}
