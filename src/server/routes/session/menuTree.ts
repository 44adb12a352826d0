import type { menus } from '../../db/schema/index.js';

type MenuRow = typeof menus.$inferSelect;

export interface MenuItem {
  id: number;
  pid: number;
  code: string;
  url: string | null;
  title: string;
  titleZh: string;
  titleEn: string;
  icon: string | null;
  menuType: number;
  perms: string | null;
  keepAlive: boolean;
  hidden: boolean;
  orderNum: number;
  children: MenuItem[];
}

/** The menu rows of a role as the client's tree (docs/product-rules.md §3 'Menu item'), ordered, buttons included. */
export function menuTree(rows: MenuRow[]): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const r of rows) {
    items.set(r.id, {
      id: r.id,
      pid: r.parentId,
      code: r.code,
      url: r.url,
      title: r.titleEn,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      icon: r.icon,
      menuType: r.menuType,
      perms: r.perms,
      keepAlive: r.keepAlive,
      hidden: r.hidden,
      orderNum: r.orderNum,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = items.get(item.pid);
    (parent ? parent.children : roots).push(item);
  }
  const sort = (list: MenuItem[]) => {
    list.sort((a, b) => a.orderNum - b.orderNum || a.id - b.id);
    list.forEach((i) => sort(i.children));
    return list;
  };
  return sort(roots);
}
