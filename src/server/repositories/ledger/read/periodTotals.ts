import { and, eq, gt, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { TotalsDto } from '../../../../domain/api.js';
import {
  addCode,
  fuelClassOf,
  legTotalsInPeriod,
  periodFuel,
  snapshotAt,
  SNAPSHOT_TOLERANCE_MS,
  type ByCode,
  type LedgerSnapshot,
  type LegFigures,
  type Stay,
} from '../../../../domain/ledger/index.js';
import { type LedgerFuelCode } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import {
  recordBunkers,
  recordSludge,
  recordTransfers,
  robSnapshots,
  snapshotFuels,
  voyageLegs,
  voyageRecords,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { co2OfClasses } from './shared.js';

const SNAPSHOT_MISSING = {
  zh: (bound: string, at: string) => `${bound === 'from' ? '期初' : '期末'} ${at} 没有油量快照`,
  en: (bound: string, at: string) =>
    `No ROB snapshot at the ${bound === 'from' ? 'start' : 'end'} bound ${at}.`,
};

/**
 * Period totals by the snapshot rule (spec voyage-data.md §2), with the domain's pieces so the
 * server and `periodTotals` of src/domain/ledger/periods.ts agree: the snapshot nearest each bound
 * within ±1 minute (`snapshotAt`), fuel = ROB at `from` − ROB at `to` + bunkered − transferred out
 * − sludge with their own time inside [from, to) (`periodFuel`), distance, hours and transport
 * work from the IMO legs, a leg cut by a bound split by its time under way inside the period
 * (`legTotalsInPeriod`: the stays of its intermediate records are not under way).
 * A few small indexed reads, whatever the size of the fleet: the snapshots near both bounds, the
 * three timed-fuel sums, the legs that overlap the period, and the stays inside the at most two
 * legs a bound cuts. A bound without a snapshot is 409 `snapshot_missing` naming it.
 */
export async function periodTotals(
  db: Db,
  shipId: number,
  from: Date,
  to: Date,
  lang: 'zh' | 'en',
): Promise<TotalsDto> {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const near = (t: number) =>
    and(
      gte(robSnapshots.at, new Date(t - SNAPSHOT_TOLERANCE_MS)),
      lte(robSnapshots.at, new Date(t + SNAPSHOT_TOLERANCE_MS)),
    );
  const timed = (table: typeof recordBunkers | typeof recordTransfers | typeof recordSludge) =>
    db
      .select({ fuelCode: table.fuelCode, t: sql<number>`sum(${table.tonnes})`.mapWith(Number) })
      .from(table)
      .innerJoin(voyageRecords, eq(voyageRecords.id, table.recordId))
      .where(and(eq(voyageRecords.shipId, shipId), gte(table.at, from), lt(table.at, to)))
      .groupBy(table.fuelCode);
  const [snapRows, bunkered, transferred, sludge, legRows] = await Promise.all([
    db
      .select({
        id: robSnapshots.id,
        refCode: robSnapshots.refCode,
        at: robSnapshots.at,
        fuelCode: snapshotFuels.fuelCode,
        robT: snapshotFuels.robT,
      })
      .from(robSnapshots)
      .leftJoin(snapshotFuels, eq(snapshotFuels.snapshotId, robSnapshots.id))
      .where(and(eq(robSnapshots.shipId, shipId), or(near(fromMs), near(toMs)))),
    timed(recordBunkers),
    timed(recordTransfers),
    timed(recordSludge),
    db
      .select({
        departureAt: voyageLegs.departureAt,
        arrivalAt: voyageLegs.arrivalAt,
        distanceNm: voyageLegs.distanceNm,
        hoursUnderway: voyageLegs.hoursUnderway,
        transportWorkTnm: voyageLegs.transportWorkTnm,
      })
      .from(voyageLegs)
      .where(
        and(
          eq(voyageLegs.shipId, shipId),
          eq(voyageLegs.kind, 'imo'),
          lt(voyageLegs.departureAt, to),
          // >=: a leg without time under way departing at `from` counts in the period.
          gte(voyageLegs.arrivalAt, from),
        ),
      ),
  ]);
  const snapshots = new Map<number, LedgerSnapshot & { fuels: { fuel: LedgerFuelCode; robT: number }[] }>();
  for (const s of snapRows) {
    let snap = snapshots.get(s.id);
    if (!snap) snapshots.set(s.id, (snap = { refCode: s.refCode, time: s.at.getTime(), fuels: [] }));
    // A code outside the ledger's list is ignored, never guessed (as addByClass).
    if (s.fuelCode && fuelClassOf(s.fuelCode as LedgerFuelCode))
      snap.fuels.push({ fuel: s.fuelCode as LedgerFuelCode, robT: s.robT! });
  }
  const start = snapshotAt([...snapshots.values()], fromMs);
  const end = snapshotAt([...snapshots.values()], toMs);
  for (const [bound, at, snap] of [
    ['from', from, start],
    ['to', to, end],
  ] as const)
    if (!snap)
      throw new AppError(409, 'snapshot_missing', SNAPSHOT_MISSING[lang](bound, at.toISOString()), {
        [bound]: at.toISOString(),
      });
  const byCode = (rows: { fuelCode: string; t: number }[]) => {
    const out: ByCode = {};
    for (const r of rows)
      if (fuelClassOf(r.fuelCode as LedgerFuelCode)) addCode(out, r.fuelCode as LedgerFuelCode, r.t);
    return out;
  };
  const fuelT = periodFuel(start!, end!, {
    bunkeredT: byCode(bunkered),
    transferredT: byCode(transferred),
    sludgeT: byCode(sludge),
  });

  const legs: LegFigures[] = legRows.map((l) => ({
    departure: l.departureAt.getTime(),
    arrival: l.arrivalAt.getTime(),
    distanceNm: l.distanceNm,
    hoursUnderway: l.hoursUnderway,
    transportWorkTnm: l.transportWorkTnm,
  }));
  // The stays of the intermediate records of the legs a bound cuts (at most one per bound): the
  // records with arrival after the leg's departure and departure before its arrival.
  const cut = legs.filter((l) => l.hoursUnderway > 0 && (l.departure < fromMs || l.arrival > toMs));
  const stays: Stay[] = cut.length
    ? (
        await db
          .select({ arrivalAt: voyageRecords.arrivalAt, departureAt: voyageRecords.departureAt })
          .from(voyageRecords)
          .where(
            and(
              eq(voyageRecords.shipId, shipId),
              or(
                ...cut.map((l) =>
                  and(
                    gt(voyageRecords.arrivalAt, new Date(l.departure)),
                    lt(voyageRecords.departureAt, new Date(l.arrival)),
                  ),
                ),
              ),
            ),
          )
      ).map((r) => ({ arrival: r.arrivalAt.getTime(), departure: r.departureAt.getTime() }))
    : [];
  const staysOf = (l: LegFigures) => stays.filter((s) => s.arrival > l.departure && s.departure < l.arrival);
  return { ...legTotalsInPeriod(legs, staysOf, fromMs, toMs), fuelT, co2T: co2OfClasses(fuelT) };
}

// ─── Records, episodes, snapshots ───────────────────────────────────────────────────────────
