import type { MenuItem } from '../../src/domain/api';
import {
  leafRoutes,
  menuToRoutes,
  nameFromUrl,
  routeTrail,
  searchRoutes,
} from '../../src/views/layout/menuRoutes';

const page = (id: number, pid: number, url: string, en: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  pid,
  url,
  title: en,
  titleZh: `中${en}`,
  titleEn: en,
  menuType: 2,
  ...extra,
});

const MENUS: MenuItem[] = [
  {
    id: 2,
    pid: 0,
    url: null,
    title: 'Fleet',
    titleZh: '船队管理',
    titleEn: 'Fleet',
    menuType: 1,
    orderNum: 2,
    children: [
      page(4, 2, '/shipCompany/list', 'Companies', { orderNum: 2 }),
      page(3, 2, '/ship/list', 'Ships', {
        orderNum: 1,
        children: [{ id: 9, pid: 3, url: null, title: 'Add', menuType: 3, perms: 'ship:list:add' }],
      }),
    ],
  },
  page(1, 0, '/dashboard', 'Dashboard', { orderNum: 1 }),
  page(5, 0, '/energyStatistics/AnnualData', 'Annual data', { orderNum: 3, keepAlive: true }),
  page(6, 0, '/not/built', 'Unknown', { orderNum: 4 }),
  { id: 7, pid: 0, url: null, title: 'Buttons only', menuType: 3, perms: 'x:y' },
];

describe('menuToRoutes (docs/product-rules.md §2 menu-driven routes)', () => {
  const tree = menuToRoutes(MENUS);

  it('orders by orderNum and drops buttons (menuType 3)', () => {
    expect(tree.map((r) => r.title.en)).toEqual(['Dashboard', 'Fleet', 'Annual data', 'Unknown']);
    expect(leafRoutes(tree).map((r) => r.path)).toEqual([
      '/dashboard',
      '/ship/list',
      '/shipCompany/list',
      '/energyStatistics/AnnualData',
      '/not/built',
    ]);
  });

  it('menuType 1 is a layout container holding its pages', () => {
    const fleet = tree[1];
    expect(fleet.kind).toBe('layout');
    expect(fleet.children.map((c) => [c.path, c.kind])).toEqual([
      ['/ship/list', 'screen'],
      ['/shipCompany/list', 'screen'],
    ]);
  });

  it('wraps a top-level page without children in a parent layout with one child', () => {
    const dash = tree[0];
    expect(dash.kind).toBe('layout');
    expect(dash.children).toHaveLength(1);
    expect(dash.children[0]).toMatchObject({ path: '/dashboard', kind: 'screen', name: 'Dashboard' });
  });

  it('a url no screen is built for is a page like the others (the router shows module-not-found)', () => {
    expect(leafRoutes(tree).find((r) => r.url === '/not/built')).toMatchObject({
      kind: 'screen',
      path: '/not/built',
    });
  });

  it('keeps keep-alive and bilingual titles', () => {
    const annual = leafRoutes(tree).find((r) => r.path === '/energyStatistics/AnnualData')!;
    expect(annual.keepAlive).toBe(true);
    expect(annual.title).toEqual({ zh: '中Annual data', en: 'Annual data' });
  });

  it('makes names unique', () => {
    const dupes = menuToRoutes([
      page(1, 0, '/ship/list', 'A'),
      page(2, 0, '/ship-list', 'B'),
      page(3, 0, '/ship/list/', 'C'),
    ]);
    const names = [...dupes.map((r) => r.name), ...leafRoutes(dupes).map((r) => r.name)];
    expect(new Set(names).size).toBe(names.length);
    expect(leafRoutes(dupes).map((r) => r.name)).toEqual(['ShipList', 'ShipList2', 'ShipList3']);
  });

  it('handles an empty list and missing urls', () => {
    expect(menuToRoutes([])).toEqual([]);
    const [folder] = menuToRoutes([{ id: 8, pid: 0, url: null, title: 'Empty', menuType: 1 }]);
    expect(folder).toMatchObject({ kind: 'layout', children: [], path: '/_menu/8' });
  });

  it.each([
    ['/ship/list', 'ShipList'],
    ['/MRVReport/ImoDcsRreport-list', 'MRVReportImoDcsRreportList'],
    ['/', 'Route'],
  ])('nameFromUrl(%s) = %s', (url, name) => expect(nameFromUrl(url)).toBe(name));

  it('routeTrail gives the breadcrumb chain, skipping the wrapper of a lone page', () => {
    expect(routeTrail(tree, '/ship/list').map((r) => r.title.en)).toEqual(['Fleet', 'Ships']);
    expect(routeTrail(tree, '/dashboard').map((r) => r.title.en)).toEqual(['Dashboard']);
    expect(routeTrail(tree, '/nowhere')).toEqual([]);
  });

  it.each([
    ['shp', 'en', ['/ship/list']],
    ['Comp', 'en', ['/shipCompany/list']],
    ['中Ships', 'zh', ['/ship/list']],
    ['annual', 'en', ['/energyStatistics/AnnualData']],
    ['zzz', 'en', []],
    ['  ', 'en', []],
  ] as const)('fuzzy search %s (%s)', (q, lang, expected) => {
    expect(
      searchRoutes(tree, q, lang)
        .map((r) => r.path)
        .slice(0, expected.length),
    ).toEqual(expected);
  });
});
