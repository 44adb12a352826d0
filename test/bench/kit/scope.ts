import { call } from './app.js';
import type { Scope } from './readSet.js';

interface Page<T> {
  items: T[];
  total: number;
}

/**
 * What the bench user sees on an instance, asked through the API: its ship-list, port and hub
 * page counts, the companies whose statistics it may read, and (unless given) its ships' IMOs.
 */
export async function scopeOf(
  base: string,
  token: string,
  opts: { imos?: string[]; year: number; years: readonly [number, number] },
): Promise<Scope> {
  const pages = async (path: string, size: number) =>
    Math.ceil((await call<Page<unknown>>(base, token, path)).total / size);
  let imos = opts.imos;
  if (!imos) {
    const ships = await call<Page<{ imo: string | null }>>(base, token, '/api/fleet/ships?page=1&size=500');
    imos = ships.items.flatMap((s) => (s.imo ? [s.imo] : []));
  }
  const companies = await call<Page<{ id: number }>>(base, token, '/api/fleet/companies/options');
  const companyIds: number[] = [];
  for (const c of companies.items) {
    const ok = await call(
      base,
      token,
      `/api/statistics/companies/annual?companyId=${c.id}&fromYear=${opts.year}&toYear=${opts.year}`,
    ).then(
      () => true,
      () => false,
    );
    if (ok) companyIds.push(Number(c.id));
  }
  return {
    imos,
    companyIds,
    shipPages: await pages('/api/fleet/ships?page=1&size=20', 20),
    portPages: await pages('/api/dict/port?page=1&size=20', 20),
    hubPages: await pages(`/api/reports/hub?year=${opts.year}&page=1&size=50`, 50),
    year: opts.year,
    years: opts.years,
  };
}
