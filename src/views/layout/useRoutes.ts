import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { leafRoutes, menuToRoutes, type RouteRecord } from './menuRoutes';
import { useApp } from '../AppContext';

/**
 * The routes generated from the session's menu list (recomputed only when the menus change).
 */
export function useMenuRoutes(): { tree: RouteRecord[]; leaves: RouteRecord[] } {
  const { session } = useApp();
  const menus = useSelector(session, (s) => s.context.menus);
  return useMemo(() => {
    const tree = menuToRoutes(menus);
    return { tree, leaves: leafRoutes(tree) };
  }, [menus]);
}
