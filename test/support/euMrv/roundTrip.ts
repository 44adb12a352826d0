import { ships } from '../../../src/server/db/schema/index.js';
import type { TestApp } from '../app.js';
import type { Client } from '../fleet/fleetHelpers.js';
import { portCall } from '../ledger/ledgerWriteFixtures.js';

/**
 * The 2025 EU round trip the EU company level and FuelEU tests write through the ledger API, in
 * one fuel: Rotterdam → Hamburg (intra-EEA, sea 20 t; stay 10 t), → New York (outbound, 200 t;
 * stay 10 t), → Rotterdam (inbound, 140 t; stay 5 t). `refPrefix` names the calls (`C1`…`C4`) so
 * each file keeps its own refCodes; `shorePowerKWh` is the shore power taken at the last call.
 */
export function euRoundTrip(
  ship: string,
  { refPrefix, fuel, shorePowerKWh }: { refPrefix: string; fuel: string; shorePowerKWh?: number },
) {
  const f = (a: number, d: number) => [{ fuel, robArrivalT: a, robDepartureT: d }];
  return {
    records: [
      portCall(ship, `${refPrefix}1`, {
        port: 'NLRTM',
        arrival: '2025-01-05T00:00Z',
        departure: '2025-01-06T00:00Z',
        fuels: f(500, 480),
      }),
      portCall(ship, `${refPrefix}2`, {
        port: 'DEHAM',
        arrival: '2025-01-08T00:00Z',
        departure: '2025-01-09T00:00Z',
        distanceNm: 300,
        purposes: [1],
        fuels: f(460, 450),
      }),
      portCall(ship, `${refPrefix}3`, {
        port: 'USNYC',
        arrival: '2025-01-20T00:00Z',
        departure: '2025-01-21T00:00Z',
        distanceNm: 3500,
        purposes: [0, 1],
        fuels: f(250, 240),
      }),
      portCall(ship, `${refPrefix}4`, {
        port: 'NLRTM',
        arrival: '2025-02-01T00:00Z',
        departure: '2025-02-02T00:00Z',
        distanceNm: 3500,
        purposes: [1],
        ...(shorePowerKWh === undefined ? {} : { shorePowerKWh }),
        fuels: f(100, 95),
      }),
    ],
  };
}

/**
 * The ships `caller` sees (`mine`), every ship row, and three ships with an IMO number of one DOC
 * company among those it sees (`three`, the rest of that company's ships after them): the fleet the
 * EU company level and FuelEU tests write the round trip for.
 */
export async function threeShipsOfOneDoc(t: TestApp, caller: Client) {
  const mine = new Set(
    ((await caller.get('/api/fleet/ships?size=100')).data.items as { id: number }[]).map((s) => s.id),
  );
  const rows = await t.db.select().from(ships);
  const visible = rows.filter((s) => mine.has(s.id) && s.imo && s.docCompanyId);
  const byDoc = new Map<number, typeof visible>();
  for (const s of visible) byDoc.set(s.docCompanyId!, [...(byDoc.get(s.docCompanyId!) ?? []), s]);
  const three = [...byDoc.values()].find((l) => l.length >= 3)!;
  return { mine, rows, three };
}
