import type { LedgerFuelCode } from '../schemas/voyageData';
import { addCode } from './fuels';
import type { ByCode, DerivationIssue, LedgerRecord } from './types';

/** Float noise allowed before a consumption counts as negative (tonnes). */
export const EPSILON_T = 1e-9;

/**
 * Records in time order (docs/ledger.md §2): by UTC arrival, then departure, then refCode so that the
 * order, and everything derived from it, never depends on the order the rows came in.
 */
export function sortRecords<R extends Pick<LedgerRecord, 'arrival' | 'departure' | 'refCode'>>(
  records: readonly R[],
): R[] {
  return [...records].sort(
    (a, b) =>
      a.arrival - b.arrival ||
      a.departure - b.departure ||
      (a.refCode < b.refCode ? -1 : a.refCode > b.refCode ? 1 : 0),
  );
}

type FuelLine = { fuel: LedgerFuelCode; robArrivalT: number; robDepartureT: number; correctionT?: number };
type Amount = { fuel: LedgerFuelCode; tonnes: number };

/**
 * Consumption during one stay (docs/ledger.md §2): corrected arrival ROB − departure ROB + bunkered −
 * transferred out − sludge, per fuel code. Takes payload lines as well as domain lines, so the
 * port-call form can show it live while the user types.
 */
export function stayConsumption(
  fuels: readonly FuelLine[],
  bunkers: readonly Amount[] = [],
  transfers: readonly Amount[] = [],
  sludge: readonly Amount[] = [],
): ByCode {
  const out: ByCode = {};
  for (const f of fuels) addCode(out, f.fuel, f.robArrivalT + (f.correctionT ?? 0) - f.robDepartureT);
  for (const b of bunkers) addCode(out, b.fuel, b.tonnes);
  for (const t of transfers) addCode(out, t.fuel, -t.tonnes);
  for (const s of sludge) addCode(out, s.fuel, -s.tonnes);
  return out;
}

export const recordStay = (r: LedgerRecord): ByCode =>
  stayConsumption(r.fuels, r.bunkers, r.transfers, r.sludge);

/**
 * At-sea consumption from A's departure to B's arrival (docs/ledger.md §2): A.robDeparture − B.corrected
 * arrival ROB, per code; a fuel missing from one of the two records is 0 t there.
 */
export function seaConsumption(a: LedgerRecord, b: LedgerRecord): ByCode {
  const out: ByCode = {};
  for (const f of a.fuels) addCode(out, f.fuel, f.robDepartureT);
  for (const f of b.fuels) addCode(out, f.fuel, -(f.robArrivalT + f.correctionT));
  return out;
}

function robs(r: LedgerRecord) {
  const m = new Map<LedgerFuelCode, { arr: number; dep: number }>();
  for (const f of r.fuels) m.set(f.fuel, { arr: f.robArrivalT + f.correctionT, dep: f.robDepartureT });
  return m;
}

/**
 * Negative consumptions (docs/ledger.md §2): at sea (previous departure ROB − this corrected arrival ROB)
 * or during a stay, each attributed to the later record B, whose figures the writer must fix.
 */
export function consumptionIssues(records: readonly LedgerRecord[]): DerivationIssue[] {
  const sorted = sortRecords(records);
  const out: DerivationIssue[] = [];
  let prev: Map<LedgerFuelCode, { arr: number; dep: number }> | undefined;
  for (const r of sorted) {
    const cur = robs(r);
    if (prev) {
      const sea = seaConsumptionOfMaps(prev, cur);
      for (const [fuel, consumedT] of sea)
        if (consumedT < -EPSILON_T)
          out.push({
            refCode: r.refCode,
            fuel,
            where: 'sea',
            consumedT,
            fromRobT: prev.get(fuel)?.dep ?? 0,
            toRobT: cur.get(fuel)?.arr ?? 0,
          });
    }
    const stay = recordStay(r);
    for (const code in stay) {
      const fuel = code as LedgerFuelCode;
      const consumedT = stay[fuel] ?? 0;
      if (consumedT < -EPSILON_T)
        out.push({
          refCode: r.refCode,
          fuel,
          where: 'stay',
          consumedT,
          fromRobT: cur.get(fuel)?.arr ?? 0,
          toRobT: cur.get(fuel)?.dep ?? 0,
        });
    }
    prev = cur;
  }
  return out;
}

function seaConsumptionOfMaps(
  a: Map<LedgerFuelCode, { arr: number; dep: number }>,
  b: Map<LedgerFuelCode, { arr: number; dep: number }>,
): Map<LedgerFuelCode, number> {
  const out = new Map<LedgerFuelCode, number>();
  for (const [fuel, v] of a) out.set(fuel, v.dep);
  for (const [fuel, v] of b) out.set(fuel, (out.get(fuel) ?? 0) - v.arr);
  return out;
}
