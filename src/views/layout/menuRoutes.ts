import type { MenuItem } from '../../domain/api';

/**
 * A route generated from the server's menu list (docs/product-rules.md §2 "Menu-driven routes").
 * `kind` says whether it is a layout container or a page. Which screen a page shows (or the
 * module-not-found page) is the router's choice at render time: the menu's shape does not depend on
 * the screen registry, so the hooks every screen may use (`useMenuRoutes`) never import the
 * registry that imports every screen.
 */
export interface RouteRecord {
  path: string;
  name: string;
  title: { zh: string; en: string };
  icon: string | null;
  kind: 'layout' | 'screen';
  url: string | null;
  hidden: boolean;
  keepAlive: boolean;
  children: RouteRecord[];
}

const BUTTON = 3;
const FOLDER = 1;

/** '/ship/list' -> 'ShipList'; the name keys keep-alive caches and tabs. */
export function nameFromUrl(url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join('') || 'Route';
}

export const normalizeUrl = (url: string): string =>
  ('/' + url.trim().replace(/^\/+/, '')).replace(/\/+$/, '') || '/';

/**
 * Turns the menu tree into route records.
 * - menuType 1 is a layout container whose children are the pages;
 * - other types (buttons excluded) are pages ('screen'), whether or not a screen is built for them;
 * - a top-level item (pid 0) without children is wrapped in a layout route with that one child,
 *   so every page sits inside the layout the same way;
 * - names are made unique with a numeric suffix; ordering follows `orderNum`.
 */
export function menuToRoutes(menus: MenuItem[]): RouteRecord[] {
  const used = new Map<string, number>();
  const unique = (base: string) => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}${n}`;
  };
  const sorted = (items: MenuItem[]) =>
    items.filter((m) => m.menuType !== BUTTON).sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0));

  const toRecord = (item: MenuItem): RouteRecord => {
    const url = item.url ? normalizeUrl(item.url) : null;
    const isFolder = item.menuType === FOLDER;
    const kind: RouteRecord['kind'] = isFolder ? 'layout' : 'screen';
    return {
      path: url ?? `/_menu/${item.id}`,
      name: unique(url ? nameFromUrl(url) : `Menu${item.id}`),
      title: { zh: item.titleZh || item.title, en: item.titleEn || item.title },
      icon: item.icon ?? null,
      kind,
      url,
      hidden: Boolean(item.hidden),
      keepAlive: Boolean(item.keepAlive),
      children: isFolder ? sorted(item.children ?? []).map(toRecord) : [],
    };
  };

  return sorted(menus).map((item) => {
    const record = toRecord(item);
    const isTop = item.pid === 0;
    if (!isTop || record.kind === 'layout') return record;
    // A lone top-level page gets a parent layout with one child (docs/product-rules.md §2).
    return {
      ...record,
      name: unique(`${record.name}Parent`),
      kind: 'layout' as const,
      keepAlive: false,
      children: [record],
    };
  });
}

/** Every page route (not the containers), depth first: what the router and the header search use. */
export function leafRoutes(routes: RouteRecord[]): RouteRecord[] {
  return routes.flatMap((r) => (r.kind === 'layout' ? leafRoutes(r.children) : [r]));
}

/** The chain of records from the top down to the page at `path`; empty when none matches. */
export function routeTrail(routes: RouteRecord[], path: string): RouteRecord[] {
  for (const r of routes) {
    if (r.kind !== 'layout' && r.path === path) return [r];
    const below = routeTrail(r.children, path);
    if (below.length) return r.children.length === 1 && r.path === below[0].path ? below : [r, ...below];
  }
  return [];
}

/**
 * Fuzzy match for the header search: every query character must appear in order in the title or
 * path; tighter matches rank first.
 */
export function searchRoutes(routes: RouteRecord[], query: string, lang: 'zh' | 'en'): RouteRecord[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const score = (text: string): number => {
    const s = text.toLowerCase();
    const direct = s.indexOf(q);
    if (direct >= 0) return direct;
    let at = -1;
    let gaps = 0;
    for (const ch of q) {
      const next = s.indexOf(ch, at + 1);
      if (next < 0) return Infinity;
      gaps += next - at - 1;
      at = next;
    }
    return 100 + gaps;
  };
  return leafRoutes(routes)
    .filter((r) => !r.hidden)
    .map((r) => ({
      r,
      s: Math.min(score(r.title[lang]), score(r.title.zh), score(r.title.en), score(r.path)),
    }))
    .filter((x) => x.s < Infinity)
    .sort((a, b) => a.s - b.s)
    .map((x) => x.r);
}
