import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import type {
  FuelEuCarryOver,
  FuelEuEngine,
  FuelEuLegInput,
  FuelEuOpsInput,
  FuelEuPort,
} from '../../../domain/fuelEu/index.js';
import { type ByCode } from '../../../domain/ledger/index.js';
import type { LedgerFuelCode } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import {
  fuelEuFlexibility,
  legFuels,
  shipEquipment,
  voyageLegs,
  voyageRecords,
} from '../../db/schema/index.js';
import { isLedgerFuel } from '../ledger/read/shared.js';
import { portsByCode } from '../ports.js';
import { legsInWindow } from './legWindow.js';

/**
 * What the FuelEU generator reads (docs/reports-fueleu.md §4): the ship's EU voyages (ledger legs
 * of kind 'eu') with their fuel at sea and at the end port's stay, the port dictionary's EEA and
 * outermost flags of their ports, shore power of the stays, the engines and the previous years'
 * flexibility records. The figures are computed by src/domain/fuelEu.
 */

/** The ports' EEA and outermost flags as the FuelEU engine takes them. */
async function portFlags(db: Db, codes: (string | null)[]): Promise<Map<string, FuelEuPort>> {
  const rows = await portsByCode(db, codes);
  return new Map(
    [...rows].map(([code, r]) => [
      code,
      { code, eea: r.isEea, outermost: r.isOutermostRegion, country: r.country },
    ]),
  );
}

const unknownPort = (code: string | null): FuelEuPort => ({
  code,
  eea: false,
  outermost: false,
  country: code?.slice(0, 2) ?? null,
});

/** EU voyages overlapping [from, to] (a leg cut by a bound is shared by the domain). */
export async function euLegsOverlapping(
  db: Db,
  shipId: number,
  from: Date,
  to: Date,
): Promise<FuelEuLegInput[]> {
  const rows = (await legsInWindow(db, shipId, 'eu', from, to, 'overlapping')).map((r) => r.leg);
  if (rows.length === 0) return [];
  const [fuels, flags] = await Promise.all([
    db
      .select()
      .from(legFuels)
      .where(
        inArray(
          legFuels.legId,
          rows.map((r) => r.id),
        ),
      ),
    portFlags(
      db,
      rows.flatMap((r) => [r.fromPort, r.toPort]),
    ),
  ]);
  const sea = new Map<number, ByCode>();
  const port = new Map<number, ByCode>();
  for (const f of fuels) {
    if (!isLedgerFuel(f.fuelCode)) continue;
    const c = f.fuelCode as LedgerFuelCode;
    const s = sea.get(f.legId) ?? {};
    const p = port.get(f.legId) ?? {};
    s[c] = (s[c] ?? 0) + f.atSeaT;
    p[c] = (p[c] ?? 0) + f.inPortT;
    sea.set(f.legId, s);
    port.set(f.legId, p);
  }
  return rows.map((l) => ({
    id: l.id,
    fromRefCode: l.fromRefCode,
    toRefCode: l.toRefCode,
    from: (l.fromPort && flags.get(l.fromPort)) || unknownPort(l.fromPort),
    to: (l.toPort && flags.get(l.toPort)) || unknownPort(l.toPort),
    departure: l.departureAt.getTime(),
    arrival: l.arrivalAt.getTime(),
    atSeaT: sea.get(l.id) ?? {},
    inPortT: port.get(l.id) ?? {},
  }));
}

/** Shore power of the stays arriving in [from, to). */
export async function opsOfStays(db: Db, shipId: number, from: Date, to: Date): Promise<FuelEuOpsInput[]> {
  const rows = await db
    .select({
      refCode: voyageRecords.refCode,
      port: voyageRecords.portCode,
      arrival: voyageRecords.arrivalAt,
      kWh: voyageRecords.shorePowerKWh,
    })
    .from(voyageRecords)
    .where(
      and(
        eq(voyageRecords.shipId, shipId),
        isNotNull(voyageRecords.shorePowerKWh),
        gte(voyageRecords.arrivalAt, from),
        lt(voyageRecords.arrivalAt, to),
      ),
    )
    .orderBy(asc(voyageRecords.arrivalAt));
  const flags = await portFlags(
    db,
    rows.map((r) => r.port),
  );
  return rows.map((r) => ({
    refCode: r.refCode,
    port: (r.port && flags.get(r.port)) || unknownPort(r.port),
    arrival: r.arrival.getTime(),
    kWh: r.kWh ?? 0,
  }));
}

/** The ship's engines with the attributes the LNG slip class is read from. */
export async function shipEngines(db: Db, shipId: number): Promise<FuelEuEngine[]> {
  const rows = await db
    .select({ kind: shipEquipment.kind, boardSn: shipEquipment.boardSn, attrs: shipEquipment.attrs })
    .from(shipEquipment)
    .where(eq(shipEquipment.shipId, shipId))
    .orderBy(asc(shipEquipment.kind), asc(shipEquipment.boardSn));
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return rows.map((r) => ({
    kind: r.kind,
    boardSn: r.boardSn,
    model: typeof r.attrs.model === 'string' ? r.attrs.model : null,
    ratedPowerKw: num(r.attrs.ratedPowerKw),
    ratedSpeedRpm: num(r.attrs.ratedSpeedRpm),
    fuelCodes: Array.isArray(r.attrs.fuels)
      ? (r.attrs.fuels as { fuelCode?: unknown }[]).flatMap((f) =>
          typeof f.fuelCode === 'string' ? [f.fuelCode] : [],
        )
      : [],
  }));
}

/**
 * What the previous year left: its banked surplus and borrowing, and how many years in a row
 * before this one ended with a penalty (Art. 23(2)).
 */
export async function carryOver(db: Db, shipId: number, year: number): Promise<FuelEuCarryOver> {
  const rows = await db
    .select()
    .from(fuelEuFlexibility)
    .where(and(eq(fuelEuFlexibility.shipId, shipId), lt(fuelEuFlexibility.year, year)))
    .orderBy(desc(fuelEuFlexibility.year));
  const last = rows[0]?.year === year - 1 ? rows[0] : undefined;
  let inARow = 0;
  for (const [i, r] of rows.entries()) {
    if (r.year !== year - 1 - i || !(r.penaltyEur > 0)) break;
    inARow++;
  }
  return { bankedT: last?.bankedT ?? 0, borrowedT: last?.borrowedT ?? 0, penaltyPeriodsInARow: inARow };
}

/** Departure and arrival of the ship's EU voyages touching a year (the candidates' check). */
export async function euLegTimes(db: Db, shipId: number, from: Date, to: Date) {
  const rows = await db
    .select({ d: voyageLegs.departureAt, a: voyageLegs.arrivalAt })
    .from(voyageLegs)
    .where(
      and(
        eq(voyageLegs.shipId, shipId),
        eq(voyageLegs.kind, 'eu'),
        lte(voyageLegs.departureAt, to),
        gte(voyageLegs.arrivalAt, from),
      ),
    );
  return rows.map((r) => ({ departure: r.d.getTime(), arrival: r.a.getTime() }));
}
