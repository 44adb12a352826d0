import type { Lang } from '../../../../domain/api.js';
import {
  deriveLegs,
  type DerivedLeg,
  type PortFacts,
  type ShipFacts,
} from '../../../../domain/ledger/index.js';
import { isLocked } from '../../../../machines/workflow/voyageLockMachine.js';
import type { ShipLedger } from '../../../repositories/ledger/write/load.js';
import { snapshotLocked, voyageLocked, voyageLockedNextLeg } from './errors.js';
import { factsLookup } from './legs.js';
import type { ShipPlan } from './plan.js';

/** Checks the plan against the voyage and snapshot locks; answers the ship's legs after it. */
export function checkPlan(plan: ShipPlan, ports: Map<string, PortFacts>, lang: Lang): DerivedLeg[] {
  const { stored, work } = plan;
  const statusOf = new Map(stored.voyages.map((v) => [v.voyageNo, v.status]));
  const refuse = (voyageNo: string | null | undefined) => {
    if (voyageNo && isLocked(statusOf.get(voyageNo) ?? 'unlocked')) throw voyageLocked(voyageNo, lang);
  };
  const oldRecord = new Map(stored.records.map((r) => [r.refCode, r]));
  for (const { input } of plan.records) {
    refuse(input.voyageNo);
    refuse(input.nextVoyageNo);
    const old = oldRecord.get(input.refCode);
    refuse(old?.voyageNo);
    refuse(old?.nextVoyageNo);
  }
  const oldEpisode = new Map(stored.episodes.map((e) => [e.refCode, e]));
  for (const { input } of plan.episodes) {
    refuse(input.voyageNo);
    refuse(oldEpisode.get(input.refCode)?.voyageNo);
  }
  const oldSnapshot = new Map(stored.snapshots.map((s) => [s.refCode, s]));
  for (const { input } of plan.snapshots) {
    const old = oldSnapshot.get(input.refCode);
    if (old && isLocked(old.status)) throw snapshotLocked(old.refCode, lang);
  }

  const legs = deriveLegs(plan.merged.records, plan.merged.episodes, factsLookup(ports), work.ship.facts);
  if (plan.records.length || plan.episodes.length)
    refuseLockedLegChange(stored, factsLookup(ports), work.ship.facts, legs, lang);
  return legs;
}

/** Signature of a leg's content, its sequence number aside (an earlier leg shifts every later seq). */
export const legKey = (l: Omit<DerivedLeg, 'seq'>) => {
  const n = (x: number | null | undefined) =>
    x === null || x === undefined ? null : Math.round(x * 1e6) / 1e6;
  const fuels = (f: Record<string, number | undefined>) =>
    Object.keys(f)
      .filter((k) => Math.abs(f[k] ?? 0) > 1e-9)
      .sort()
      .map((k) => `${k}=${n(f[k])}`)
      .join(';');
  return [
    l.kind,
    l.fromRefCode,
    l.toRefCode,
    l.fromPort,
    l.toPort,
    l.departure,
    l.arrival,
    n(l.distanceNm),
    n(l.hoursUnderway),
    fuels(l.fuelAtSeaT),
    fuels(l.fuelInPortT),
    fuels(l.fuelIceT),
    fuels(l.fuelRescueT),
    n(l.transportWorkTnm),
    n(l.cargoT),
    l.kind === 'imo' ? null : (l.euCategory ?? null),
  ].join('|');
};
/**
 * A locked voyage's legs are its reported figures: a write whose recompute would change them (a
 * record inserted into it, a changed ROB at its end port) is refused like an edit of its records.
 * Both sides are derived with today's code (`before` from the stored ledger), so a change of the
 * derivation itself never locks a ship out of writing; the stored legs of locked voyages are kept.
 */
export function refuseLockedLegChange(
  stored: ShipLedger,
  ports: (code: string) => PortFacts | undefined,
  facts: ShipFacts,
  after: DerivedLeg[],
  lang: Lang,
) {
  const locked = stored.voyages.filter((v) => isLocked(v.status));
  if (locked.length === 0) return;
  const before = deriveLegs(stored.records, stored.episodes, ports, facts);
  const keys = (legs: DerivedLeg[], voyageNo: string) =>
    legs
      .filter((l) => l.voyageNo === voyageNo)
      .map(legKey)
      .sort();
  for (const v of locked) {
    const was = keys(before, v.voyageNo);
    const will = keys(after, v.voyageNo);
    if (was.length === will.length && was.every((k, i) => k === will[i])) continue;
    const onlyAdded = will.length > was.length && was.every((k) => will.includes(k));
    throw (onlyAdded ? voyageLockedNextLeg : voyageLocked)(v.voyageNo, lang);
  }
}
