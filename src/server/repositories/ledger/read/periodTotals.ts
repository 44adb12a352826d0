import { and, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { TotalsDto } from '../../../../domain/api.js';
import {
  addCode,
  legTotalsInPeriod,
  periodFuel,
  snapshotAt,
  type ByCode,
  type LegFigures,
  type Stay,
} from '../../../../domain/ledger/index.js';
import type { Db } from '../../../db/client.js';
import { voyageLegs, voyageRecords } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { periodWindow, type TimedLine } from './periodWindow.js';
import { co2OfClasses } from './shared.js';

const SNAPSHOT_MISSING = {
  zh: (bound: string, at: string) => `${bound === 'from' ? '期初' : '期末'} ${at} 没有油量快照`,
  en: (bound: string, at: string) =>
    `No ROB snapshot at the ${bound === 'from' ? 'start' : 'end'} bound ${at}.`,
};

/**
 * Period totals by the snapshot rule (docs/ledger.md §2), with the domain's pieces so the
 * server and `periodTotals` of src/domain/ledger/periods.ts agree: the snapshot nearest each bound
 * within ±1 minute (`snapshotAt`), fuel = ROB at `from` − ROB at `to` + bunkered − transferred out
 * − sludge with their own time inside [from, to) (`periodFuel`), distance, hours and transport
 * work from the IMO legs, a leg cut by a bound split by its time under way inside the period
 * (`legTotalsInPeriod`: the stays of its intermediate records are not under way).
 * A few small indexed reads, whatever the size of the fleet: the period window (`periodWindow`:
 * the snapshots near both bounds and the timed fuel lines), the legs that overlap the period, and the stays inside the at most two
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
  const [window, legRows] = await Promise.all([
    periodWindow(db, shipId, from, to),
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
  const start = snapshotAt(window.snapshots, fromMs);
  const end = snapshotAt(window.snapshots, toMs);
  for (const [bound, at, snap] of [
    ['from', from, start],
    ['to', to, end],
  ] as const)
    if (!snap)
      throw new AppError(409, 'snapshot_missing', SNAPSHOT_MISSING[lang](bound, at.toISOString()), {
        [bound]: at.toISOString(),
      });
  const byCode = (lines: TimedLine[]) => {
    const out: ByCode = {};
    for (const l of lines) addCode(out, l.fuel, l.tonnes);
    return out;
  };
  const fuelT = periodFuel(start!, end!, {
    bunkeredT: byCode(window.bunkers),
    transferredT: byCode(window.transfers),
    sludgeT: byCode(window.sludge),
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
