/**
 * The reads the screens make, as random paths: a page, a filter, a ship, a company picked per
 * request, so a read cache keyed on the URL cannot answer the load from memory unless the set is
 * bounded on purpose (`cachedSets`).
 */
export interface ReadTarget {
  name: string;
  paths: string[];
  /** The stated p95 target at 50 connections with the read cache off. */
  goalMs: number;
}

export interface Scope {
  /** IMO numbers of ships in the bench user's scope. */
  imos: string[];
  /** Companies the bench user may read statistics of. */
  companyIds: number[];
  /** Pages of 20 of the user's ship list, of the port dictionary; of 50 of the report hub. */
  shipPages: number;
  portPages: number;
  hubPages: number;
  year: number;
  years: readonly [number, number];
}

const range = (n: number) => Array.from({ length: Math.max(1, n) }, (_, i) => i + 1);

export function readSet(s: Scope): ReadTarget[] {
  const from = `${s.year}-01-01T00:00:00Z`;
  const to = `${s.year + 1}-01-01T00:00:00Z`;
  const perShip = (t: (imo: string) => string) => s.imos.map(t);
  const [y0, y1] = s.years;
  return [
    {
      name: 'ship list, random page or filter',
      paths: [
        ...range(s.shipPages).map((p) => `/api/fleet/ships?page=${p}&size=20`),
        ...s.companyIds.flatMap((c) =>
          range(5).map((p) => `/api/fleet/ships?companyId=${c}&page=${p}&size=20`),
        ),
        ...range(30).map((k) => `/api/fleet/ships?keyword=${10 + k}&page=1&size=20`),
        ...range(5).map((t) => `/api/fleet/ships?shipTypeCode=${t}&page=1&size=20`),
      ],
      goalMs: 50,
    },
    {
      name: 'port dictionary, random page',
      paths: range(s.portPages).map((p) => `/api/dict/port?page=${p}&size=20`),
      goalMs: 50,
    },
    {
      name: 'legs IMO, random ship-year',
      paths: perShip((i) => `/api/voyage-data/legs?ship=${i}&from=${from}&to=${to}&kind=imo`),
      goalMs: 50,
    },
    {
      name: 'legs EU, random ship-year',
      paths: perShip((i) => `/api/voyage-data/legs?ship=${i}&from=${from}&to=${to}&kind=eu`),
      goalMs: 50,
    },
    {
      name: 'totals, random ship-year',
      paths: perShip((i) => `/api/voyage-data/totals?ship=${i}&from=${from}&to=${to}`),
      goalMs: 50,
    },
    {
      name: 'voyages, random ship',
      paths: perShip((i) => `/api/voyages?ship=${i}&from=${from}&to=${to}&page=1&size=20`),
      goalMs: 50,
    },
    {
      name: 'dashboard calls (summary, next, documents)',
      paths: ['/api/dashboard/summary', '/api/dashboard/next', '/api/dashboard/documents'],
      goalMs: 50,
    },
    {
      name: 'report hub, random page',
      paths: range(s.hubPages).map((p) => `/api/reports/hub?year=${s.year}&page=${p}&size=50`),
      goalMs: 200,
    },
    {
      name: `company statistics ${y0}–${y1}`,
      paths: s.companyIds.map(
        (c) => `/api/statistics/companies/annual?companyId=${c}&fromYear=${y0}&toYear=${y1}`,
      ),
      goalMs: 200,
    },
    {
      name: `analysis trend by month ${y0}–${y1}`,
      paths: s.companyIds.map(
        (c) => `/api/analysis/trend?companyId=${c}&fromYear=${y0}&toYear=${y1}&bucket=month`,
      ),
      goalMs: 200,
    },
  ];
}

/**
 * Bounded sets for the cached target: ten pages each, so after the first round the cache can
 * answer, until a write bumps the revision the answer is keyed on.
 */
export function cachedSets(s: Scope): Array<{ name: string; paths: string[] }> {
  const [y0, y1] = s.years;
  return [
    {
      name: 'ship list, 10 pages, cached',
      paths: range(10).map((p) => `/api/fleet/ships?page=${p}&size=20`),
    },
    {
      name: 'port dictionary, 10 pages, cached',
      paths: range(10).map((p) => `/api/dict/port?page=${p}&size=20`),
    },
    {
      name: 'company statistics, cached',
      paths: s.companyIds.flatMap((c) =>
        [y0, y1 - 1, y1].map(
          (y) => `/api/statistics/companies/annual?companyId=${c}&fromYear=${y}&toYear=${y1}`,
        ),
      ),
    },
  ];
}
