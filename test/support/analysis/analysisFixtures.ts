import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.js';
import {
  legFuels,
  shipTfc,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../src/server/db/schema/index.js';

type Db = Database['db'];
const H = 3_600_000;

export interface LegSpec {
  /** Departure, UTC ISO; the leg takes `hours` under way, then 24 h at its arrival port. */
  dep: string;
  hours?: number;
  distanceNm?: number;
  seaT?: number;
  portT?: number;
  cargoT?: number;
}

/**
 * IMO legs written as rows with hand-checkable figures (the read side on its own; the writer's tests
 * cover derivation): HFO (code 1) only, CO2 = fuel × 3.114, transport work = cargo × distance, and
 * an arrival record 24 h in port so the stay's daily fuel is `portT` per day.
 */
export async function seedLegs(db: Db, shipId: number, voyageNo: string, specs: LegSpec[]) {
  const [v] = await db.insert(voyages).values({ shipId, voyageNo }).returning();
  const ids: number[] = [];
  for (const [i, s] of specs.entries()) {
    const dep = new Date(s.dep);
    const hours = s.hours ?? 24;
    const arr = new Date(dep.getTime() + hours * H);
    const distanceNm = s.distanceNm ?? 240;
    const cargoT = s.cargoT ?? 10_000;
    const seaT = s.seaT ?? 24;
    const portT = s.portT ?? 2;
    const to = `${voyageNo}-E${i}`;
    await db.insert(voyageRecords).values({
      shipId,
      voyageId: v.id,
      refCode: to,
      kind: 'port',
      inPortLimits: true,
      portCode: 'SGSIN',
      arrivalAt: arr,
      departureAt: new Date(arr.getTime() + 24 * H),
      distanceNm,
      payloadHash: 'h',
    });
    const [leg] = await db
      .insert(voyageLegs)
      .values({
        shipId,
        voyageId: v.id,
        kind: 'imo',
        seq: i + 1,
        fromRefCode: `${voyageNo}-S${i}`,
        toRefCode: to,
        fromPort: 'CNSHA',
        toPort: 'SGSIN',
        departureAt: dep,
        arrivalAt: arr,
        distanceNm,
        hoursUnderway: hours,
        co2T: (seaT + portT) * 3.114,
        cargoT,
        transportWorkTnm: cargoT * distanceNm,
      })
      .returning();
    await db.insert(legFuels).values({ legId: leg.id, fuelCode: '1', atSeaT: seaT, inPortT: portT });
    ids.push(leg.id);
  }
  return { voyage: v, legIds: ids };
}

/**
 * Ship A's year: two history legs in late 2024, then 2025 legs in January, February, March (36 t at
 * sea instead of 24: +50 % fuel per nm and per day) and April (distance 0, no transport work).
 */
export const SHIP_A_LEGS: LegSpec[] = [
  { dep: '2024-11-01T00:00Z' },
  { dep: '2024-12-01T00:00Z' },
  { dep: '2025-01-05T00:00Z' },
  { dep: '2025-02-05T00:00Z' },
  { dep: '2025-03-05T00:00Z', seaT: 36 },
  { dep: '2025-04-05T00:00Z', distanceNm: 0 },
];

/** Ship B in 2023: the propeller law, daily fuel = 0.02 · v³ at 10, 12 and 14 kn (24 h legs). */
export const SHIP_B_LEGS: LegSpec[] = [10, 12, 14].map((v, i) => ({
  dep: `2023-0${i + 1}-10T00:00Z`,
  distanceNm: v * 24,
  seaT: 0.02 * v ** 3,
}));

/** The ship's theoretical curve replaced by two points (the demo fleet comes with its own). */
export async function seedCurve(db: Db, shipId: number) {
  await db.delete(shipTfc).where(eq(shipTfc.shipId, shipId));
  await db.insert(shipTfc).values([
    { shipId, speed: 10, meDaily: 18, shipDaily: 20 },
    { shipId, speed: 14, meDaily: 50, shipDaily: 55 },
  ]);
}
