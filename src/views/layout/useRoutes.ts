import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { ADMIN_ROLE_CODE } from '../../domain/roles';
import { leafRoutes, markPlanned, menuToRoutes, type RouteRecord } from '../../machines/menuRoutes';
import { isPlanned, isRegistered } from '../screens/registry';
import { useApp } from '../AppContext';

/**
 * The routes generated from the session's menu list (recomputed only when the menus change); pages
 * not built yet only for administrators, marked.
 */
export function useMenuRoutes(): { tree: RouteRecord[]; leaves: RouteRecord[] } {
  const { session } = useApp();
  const menus = useSelector(session, (s) => s.context.menus);
  const admin = useSelector(session, (s) => (s.context.user?.roles ?? []).includes(ADMIN_ROLE_CODE));
  return useMemo(() => {
    const tree = markPlanned(menuToRoutes(menus, isRegistered), isPlanned, admin);
    return { tree, leaves: leafRoutes(tree) };
  }, [menus, admin]);
}
