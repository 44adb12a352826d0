import type { FastifyInstance } from 'fastify';
import type { RecordInput } from '../../../src/domain/schemas/voyageData.js';
import type { Client } from '../fleet/fleetHelpers.js';

/** A record payload as a ship sends it: a port call with cargo and one HFO line, overridable. */
export type RecordPayload = Omit<RecordInput, 'purposes'> & { purposes: number[] };

export function portCall(
  ship: string,
  refCode: string,
  over: Partial<Record<keyof RecordInput, unknown>> = {},
) {
  return {
    refCode,
    ship,
    voyageNo: 'V001',
    kind: 'port',
    port: 'CNSHA',
    inPortLimits: true,
    arrival: '2025-01-05T08:00+08:00',
    departure: '2025-01-06T08:00+08:00',
    distanceNm: 0,
    purposes: [0],
    cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 50_000 } },
    fuels: [{ fuel: '11', robArrivalT: 500, robDepartureT: 480 }],
    ...over,
  } as RecordPayload & Record<string, unknown>;
}

/**
 * Three calls, worked by hand (docs/ledger.md §2):
 * - R1 Shanghai 5–6 Jan 2025 (+08:00), V001: HFO 500 → 480, MDO 100 → 99, loads 50,000 t;
 * - R2 Singapore 12–13 Jan (+08:00), handover to V002, 2,000 nm: HFO 380 → 560 with 200 t bunkered
 *   on 12 Jan 20:00 (stay 380 − 560 + 200 = 20 t), MDO 98 → 97;
 * - R3 Rotterdam 10–11 Feb (Z), V002, 8,000 nm: HFO 100 → 90, MDO 90 → 89.
 * IMO legs: CNSHA→SGSIN 100 t HFO at sea + 20 t in port; SGSIN→NLRTM 460 t HFO at sea.
 */
export function threeCalls(ship: string) {
  return {
    records: [
      portCall(ship, 'R1', {
        voyageNo: ' v001 ',
        fuels: [
          { fuel: '11', robArrivalT: 500, robDepartureT: 480 },
          { fuel: '3', robArrivalT: 100, robDepartureT: 99 },
        ],
      }),
      portCall(ship, 'R2', {
        nextVoyageNo: 'V002',
        port: 'SGSIN',
        arrival: '2025-01-12T08:00+08:00',
        departure: '2025-01-13T08:00+08:00',
        distanceNm: 2000,
        purposes: [0, 1, 4],
        cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 40_000 } },
        fuels: [
          { fuel: '11', robArrivalT: 380, robDepartureT: 560 },
          { fuel: '3', robArrivalT: 98, robDepartureT: 97 },
        ],
        bunkers: [
          { fuel: '11', tonnes: 200, time: '2025-01-12T20:00+08:00', bdnNo: 'BDN-1', sulphurPct: 0.48 },
        ],
      }),
      portCall(ship, 'R3', {
        voyageNo: 'V002',
        port: 'NLRTM',
        arrival: '2025-02-10T00:00Z',
        departure: '2025-02-11T00:00Z',
        distanceNm: 8000,
        purposes: [1],
        cargo: { arrival: { cargoT: 40_000 }, departure: { cargoT: 0 } },
        fuels: [
          { fuel: '11', robArrivalT: 100, robDepartureT: 90 },
          { fuel: '3', robArrivalT: 90, robDepartureT: 89 },
        ],
      }),
    ],
  };
}

/**
 * `threeCalls` with R2's distance, R3's HFO on arrival and (when given) R3's year varied: the
 * writes of the property tests, each a valid ledger or one the mass balance refuses.
 */
export function threeCallsVaried(
  ship: string,
  o: { leg2Nm: number; r3HfoArrivalT: number; r3Year?: number },
) {
  const p = threeCalls(ship);
  const [, r2, r3] = p.records as Record<string, any>[];
  r2!.distanceNm = o.leg2Nm;
  r3!.fuels = [
    { fuel: '11', robArrivalT: o.r3HfoArrivalT, robDepartureT: 90 },
    { fuel: '3', robArrivalT: 90, robDepartureT: 89 },
  ];
  if (o.r3Year !== undefined) {
    r3!.arrival = `${o.r3Year}-02-10T00:00Z`;
    r3!.departure = `${o.r3Year}-02-11T00:00Z`;
  }
  return p;
}

/** POST or DELETE /api/voyage-data with a JSON body and the given headers: status, text, parsed. */
export async function callVoyageData(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  payload: unknown,
  headers: Record<string, string>,
) {
  const res = await app.inject({ method, url: '/api/voyage-data', payload: payload as object, headers });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
}

/**
 * The ships with an IMO number that `manager` may write for (one per scenario, so scenarios do
 * not see each other's ledger), and one with an IMO number outside that scope, as the fleet API
 * lists them to admin.
 */
export async function shipsInScope(admin: Client, manager: Client) {
  const all = (await admin.get('/api/fleet/ships?size=100')).data.items as Array<{
    id: number;
    imo: string | null;
  }>;
  const mine = new Set(
    ((await manager.get('/api/fleet/ships?size=100')).data.items as Array<{ id: number }>).map((s) => s.id),
  );
  const withImo = all.filter((s) => s.imo).map((s) => ({ id: s.id, imo: s.imo! }));
  return {
    ships: withImo.filter((s) => mine.has(s.id)),
    outside: withImo.filter((s) => !mine.has(s.id))[0]!,
  };
}
