import {
  deriveLegs,
  SNAPSHOT_TOLERANCE_MS,
  type DerivedLeg,
  type LedgerEpisode,
  type LedgerRecord,
  type PortFacts,
  type ShipFacts,
} from '../../../../domain/ledger/index.js';
import type { ShipLedger } from '../../../repositories/ledger/write/load.js';
import type { LedgerWindow } from '../reportGuard.js';
import { legKey } from './check.js';
import type { ShipPlan } from './plan.js';

/**
 * The ledger time a write or delete touches, for the closed-report guard: each changed item as it
 * was and as it will be, and every leg the recomputation adds or drops (a call added after a
 * report's last port makes a leg that crosses its end bound, whose share counts in that report).
 */
const at = (start: number, end: number): LedgerWindow => ({ start: new Date(start), end: new Date(end) });

export const recordWindow = (r: Pick<LedgerRecord, 'arrival' | 'departure'>) => at(r.arrival, r.departure);
export const episodeWindow = (e: Pick<LedgerEpisode, 'begin' | 'end'>) => at(e.begin, e.end);
/** A snapshot counts for a bound within the tolerance around it. */
export const snapshotWindow = (time: number) =>
  at(time - SNAPSHOT_TOLERANCE_MS, time + SNAPSHOT_TOLERANCE_MS);

/** Legs in one list and not the other (by content, the sequence number aside), as windows. */
export function changedLegWindows(before: DerivedLeg[], after: DerivedLeg[]): LedgerWindow[] {
  const count = new Map<string, number>();
  for (const l of before) count.set(legKey(l), (count.get(legKey(l)) ?? 0) + 1);
  const added: DerivedLeg[] = [];
  for (const l of after) {
    const n = count.get(legKey(l)) ?? 0;
    if (n > 0) count.set(legKey(l), n - 1);
    else added.push(l);
  }
  const left = new Map(count);
  const dropped = before.filter((l) => {
    const n = left.get(legKey(l)) ?? 0;
    if (n > 0) left.set(legKey(l), n - 1);
    return n > 0;
  });
  return [...added, ...dropped].map((l) => at(l.departure, l.arrival));
}

/** The legs of the stored ledger against the legs after the change. */
export const legChangeWindows = (
  stored: ShipLedger,
  ports: (code: string) => PortFacts | undefined,
  facts: ShipFacts,
  after: DerivedLeg[],
) => changedLegWindows(deriveLegs(stored.records, stored.episodes, ports, facts), after);

/** What a planned write touches: its new and changed items, before and after, and the legs it changes. */
export function planWindows(
  plan: ShipPlan,
  after: DerivedLeg[],
  ports: (code: string) => PortFacts | undefined,
): LedgerWindow[] {
  const { stored, merged } = plan;
  const pick = <T extends { refCode: string }>(list: readonly T[], refs: Set<string>) =>
    list.filter((x) => refs.has(x.refCode));
  const refs = (items: { input: { refCode: string } }[]) => new Set(items.map((x) => x.input.refCode));
  const records = refs(plan.records);
  const episodes = refs(plan.episodes);
  const snapshots = refs(plan.snapshots);
  return [
    ...[...pick(stored.records, records), ...pick(merged.records, records)].map(recordWindow),
    ...[...pick(stored.episodes, episodes), ...pick(merged.episodes, episodes)].map(episodeWindow),
    ...[...pick(stored.snapshots, snapshots), ...pick(merged.snapshots, snapshots)].map((s) =>
      snapshotWindow(s.time),
    ),
    ...(records.size || episodes.size ? legChangeWindows(stored, ports, plan.work.ship.facts, after) : []),
  ];
}
