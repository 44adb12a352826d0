import { addAll } from './fuels';
import { byClass, co2OfClasses } from './fuels';
import { recordStay, seaConsumption, sortRecords } from './consumption';
import type {
  ByCode,
  DerivedLeg,
  EuCategory,
  LedgerEpisode,
  LedgerRecord,
  LegKind,
  PortFacts,
  ShipFacts,
} from './types';

const HOUR_MS = 3_600_000;

/** Is the record a port of call for EU/UK MRV (docs/ledger.md §2 "EU MRV voyages")? */
function isPortOfCall(
  r: LedgerRecord,
  facts: PortFacts | undefined,
  ship: ShipFacts,
  euRules: boolean,
): boolean {
  if (r.kind !== 'port' || !r.port) return false;
  if (!r.purposes.includes(0) && !r.purposes.includes(1)) return false;
  // A container ship's call at a neighbouring transhipment port (Directive 2003/87/EC Art. 3ga(2))
  // is not a port of call: the EU voyage runs on to the next real port of call.
  if (euRules && ship.isContainer && facts?.isTranshipment) return false;
  return true;
}

function category(fromIn: boolean, toIn: boolean): EuCategory {
  if (fromIn && toIn) return 'intra';
  if (fromIn) return 'outbound';
  if (toIn) return 'inbound';
  return null;
}

/**
 * Builds one leg from records[s] (departure) to records[e] (arrival), using the per-record sea
 * and stay consumptions computed once. Episodes are sorted by begin.
 */
function buildLeg(
  kind: LegKind,
  seq: number,
  recs: readonly LedgerRecord[],
  sea: readonly ByCode[],
  stay: readonly ByCode[],
  s: number,
  e: number,
  episodes: readonly LedgerEpisode[],
): DerivedLeg {
  const from = recs[s]!;
  const to = recs[e]!;
  const fuelAtSeaT: ByCode = {};
  let distanceNm = 0;
  let stoppedMs = 0;
  let tw = 0;
  let ballastDistanceNm = 0;
  const sums = { cargoT: 0, ballastT: 0, teu: 0, teuLaden: 0, passengers: 0, vehicles: 0 };
  for (let k = s + 1; k <= e; k++) {
    const r = recs[k]!;
    addAll(fuelAtSeaT, sea[k]!);
    if (k < e) {
      // A stop en route (anchoring, drifting, a call outside port limits, or for MRV voyages a
      // call that is not a port of call): its fuel is sea fuel and its time is not under way.
      addAll(fuelAtSeaT, stay[k]!);
      stoppedMs += r.departure - r.arrival;
    }
    const d = r.distanceNm;
    const c = r.cargo.arrival;
    distanceNm += d;
    // Σ cargo × distance per record, not Σ cargo × Σ distance (the legacy system multiplied the sums).
    tw += c.cargoT * d;
    if (c.cargoT === 0) ballastDistanceNm += d;
    sums.cargoT += c.cargoT * d;
    sums.ballastT += (c.ballastT ?? 0) * d;
    sums.teu += (c.teu ?? 0) * d;
    sums.teuLaden += (c.teuLaden ?? 0) * d;
    sums.passengers += (c.passengers ?? 0) * d;
    sums.vehicles += (c.vehicles ?? 0) * d;
  }
  const fuelInPortT: ByCode = { ...stay[e]! };
  const mean = (x: number) => (distanceNm > 0 ? x / distanceNm : 0);

  // Ice and rescue fuel: already in the ROBs, so inside fuelAtSeaT; reported again, pro rata by
  // the share of the episode's time that falls inside the leg (the legacy system lost it).
  const fuelIceT: ByCode = {};
  const fuelRescueT: ByCode = {};
  let iceDistanceNm = 0;
  for (const ep of episodes) {
    if (ep.begin >= to.arrival) break;
    const share = overlapShare(ep, from.departure, to.arrival);
    if (share <= 0) continue;
    const into = ep.kind === 'ice' ? fuelIceT : fuelRescueT;
    for (const f of ep.fuels) into[f.fuel] = (into[f.fuel] ?? 0) + f.consumedT * share;
    if (ep.kind === 'ice') iceDistanceNm += ep.distanceNm * share;
  }

  const total: ByCode = { ...fuelAtSeaT };
  addAll(total, fuelInPortT);
  const co2T = co2OfClasses(byClass(total));
  return {
    kind,
    voyageNo: from.nextVoyageNo ?? from.voyageNo,
    seq,
    fromRefCode: from.refCode,
    toRefCode: to.refCode,
    fromPort: from.port,
    toPort: to.port,
    departure: from.departure,
    arrival: to.arrival,
    distanceNm,
    hoursUnderway: (to.arrival - from.departure - stoppedMs) / HOUR_MS,
    hoursStopped: stoppedMs / HOUR_MS,
    fuelAtSeaT,
    fuelInPortT,
    fuelIceT,
    fuelRescueT,
    iceDistanceNm,
    co2T,
    cargoT: mean(sums.cargoT),
    ballastT: mean(sums.ballastT),
    teu: mean(sums.teu),
    teuLaden: mean(sums.teuLaden),
    passengers: mean(sums.passengers),
    vehicles: mean(sums.vehicles),
    transportWorkTnm: tw,
    ballastDistanceNm,
    eeoi: tw > 0 ? (co2T * 1e6) / tw : null,
  };
}

/** Share of an episode inside [a, b]: by time; an instant episode counts whole when inside. */
function overlapShare(ep: LedgerEpisode, a: number, b: number): number {
  const len = ep.end - ep.begin;
  if (len <= 0) return ep.begin >= a && ep.begin < b ? 1 : 0;
  const inside = Math.min(ep.end, b) - Math.max(ep.begin, a);
  return inside > 0 ? inside / len : 0;
}

/**
 * Every derived leg of one ship (docs/ledger.md §2): IMO legs between port calls inside
 * port limits, EU MRV voyages and UK MRV voyages between ports of call. Pure and linear in the
 * number of records (plus episodes): the server calls it on each write.
 */
export function deriveLegs(
  records: readonly LedgerRecord[],
  episodes: readonly LedgerEpisode[],
  portFacts: (code: string) => PortFacts | undefined,
  ship: ShipFacts,
): DerivedLeg[] {
  const recs = sortRecords(records);
  const eps = [...episodes].sort(
    (a, b) =>
      a.begin - b.begin || a.end - b.end || (a.refCode < b.refCode ? -1 : a.refCode > b.refCode ? 1 : 0),
  );
  const sea: ByCode[] = recs.map((r, k) => (k === 0 ? {} : seaConsumption(recs[k - 1]!, r)));
  const stay: ByCode[] = recs.map(recordStay);
  const facts = recs.map((r) => (r.port ? portFacts(r.port) : undefined));

  const out: DerivedLeg[] = [];
  const cut = (kind: LegKind, ends: number[], flag?: (f: PortFacts | undefined) => boolean) => {
    for (let i = 1; i < ends.length; i++) {
      const s = ends[i - 1]!;
      const e = ends[i]!;
      const leg = buildLeg(kind, i, recs, sea, stay, s, e, eps);
      if (flag) leg.euCategory = category(flag(facts[s]), flag(facts[e]));
      out.push(leg);
    }
  };

  const imo: number[] = [];
  const eu: number[] = [];
  const uk: number[] = [];
  recs.forEach((r, k) => {
    if (r.kind === 'port' && r.inPortLimits) imo.push(k);
    if (isPortOfCall(r, facts[k], ship, true)) eu.push(k);
    if (isPortOfCall(r, facts[k], ship, false)) uk.push(k);
  });
  cut('imo', imo);
  cut('eu', eu, (f) => f?.isEea === true);
  cut('uk', uk, (f) => f?.isUk === true);
  return out;
}
