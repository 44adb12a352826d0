/**
 * Answers the ship form's lookup calls (fuels, energy forms) from fixtures, so selects and the fuel
 * picker fill without a server; every other list answers empty.
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
    const items = rows[String(url).split('?')[0]] ?? [];
    const body = { success: true, data: { items, total: items.length, page: 1, size: 500 } };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}
