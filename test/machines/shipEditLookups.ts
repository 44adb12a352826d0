const port = (code: string, enName: string, cnName: string, countryEn: string, countryCn: string) => ({
  id: code.charCodeAt(2),
  code,
  enName,
  cnName,
  countryEn,
  countryCn,
});
/** The port dictionary the home-port picker searches (code, names and country, like the server). */
export const PORTS = [
  port('CNSHA', 'Shanghai', '上海', 'China', '中国'),
  port('CNSZX', 'Shenzhen', '深圳', 'China', '中国'),
  port('NLRTM', 'Rotterdam', '鹿特丹', 'Netherlands', '荷兰'),
  port('SGSIN', 'Singapore', '新加坡', 'Singapore', '新加坡'),
];

/** Every URL the stub was asked, so tests can tell which calls a picker made. */
export const requested: string[] = [];

/**
 * Answers the ship form's lookup calls (fuels, energy forms, the port search) from fixtures, so
 * selects and pickers fill without a server; every other list answers empty.
 */
export function stubLookups() {
  const rows: Record<string, unknown[]> = {
    '/api/fleet/lookups/fuel': [
      { id: 1, code: '1', cnName: '高硫重燃油', enName: 'HS HFO' },
      { id: 2, code: '3', cnName: '柴油', enName: 'MDO/MGO' },
    ],
    '/api/fleet/lookups/energyForm': [{ id: 1, code: '1', cnName: '燃油', enName: 'Fuel oil' }],
  };
  globalThis.fetch = (async (url: string) => {
    requested.push(String(url));
    const { pathname, searchParams } = new URL(String(url), 'http://localhost');
    const keyword = (searchParams.get('keyword') ?? '').toLowerCase();
    const items =
      pathname === '/api/gcCity/findGcCityList'
        ? PORTS.filter((p) =>
            [p.code, p.enName, p.cnName, p.countryEn].some((v) => v.toLowerCase().includes(keyword)),
          ).slice(0, Number(searchParams.get('size') ?? 50))
        : (rows[pathname] ?? []);
    const body = { success: true, data: { items, total: items.length, page: 1, size: 500 } };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}
