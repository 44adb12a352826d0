import type { Lang } from '../../../../domain/api.js';
import {
  deriveLegs,
  voyageIndicators,
  type DerivedLeg,
  type LedgerRecord,
  type PortFacts,
  type ShipFacts,
} from '../../../../domain/ledger/index.js';
import { isLocked } from '../../../../machines/workflow/voyageLockMachine.js';
import type { Db } from '../../../db/client.js';
import { loadShipLedger, voyagesOfShip } from '../../../repositories/ledger/write/load.js';
import { replaceShipLegs, updateVoyageSummaries } from '../../../repositories/ledger/write/legs.js';
import { portFacts } from '../../../repositories/ports.js';
import { shipFactsById } from '../../../repositories/ledger/write/lookup.js';
import { pendingShipYears, refreshMonthSummary } from '../../../repositories/fleetMonthSummary.js';

/** What the derivation sees of the port dictionary, once per call. */
export const factsLookup = (facts: Map<string, PortFacts>) => (code: string) => facts.get(code);

/** Replaces the ship's legs and each voyage's start, end and indicators. */
export async function writeLegs(
  tx: Db,
  shipId: number,
  facts: ShipFacts,
  records: readonly LedgerRecord[],
  legs: DerivedLeg[],
  lang: Lang,
  now: Date,
) {
  void lang;
  const all = await voyagesOfShip(tx, shipId);
  const idOf = new Map(all.map((v) => [v.voyageNo, v.id]));
  // Legs of locked voyages stay as they were reported (refuseLockedLegChange saw they would not change).
  const locked = new Set(all.filter((v) => isLocked(v.status)).map((v) => v.voyageNo));
  const keep = all.filter((v) => locked.has(v.voyageNo)).map((v) => v.id);
  const fresh = legs.filter((l) => !locked.has(l.voyageNo));
  await replaceShipLegs(tx, shipId, fresh, keep, (no) => {
    const id = idOf.get(no);
    // Every voyage a record names was created with it; a leg of an unknown voyage is a bug.
    if (id === undefined) throw new Error(`leg of unknown voyage ${no}`);
    return id;
  });
  const summaries = all
    .filter((v) => !isLocked(v.status))
    .map((v) => {
      const starts = records
        .filter((r) => (r.nextVoyageNo ?? r.voyageNo) === v.voyageNo)
        .map((r) => r.departure);
      const own = records.filter((r) => r.voyageNo === v.voyageNo);
      const arrivals = own.map((r) => r.arrival);
      const start = starts.length ? Math.min(...starts) : arrivals.length ? Math.min(...arrivals) : null;
      // The end is the last arrival after the start: a voyage that has only left its first port is
      // still under way, and the arrival at that port (before the start) is not its end. A leg of
      // this voyage may arrive at a call recorded under the next voyage number (no handover
      // marked): the voyage ends where its last leg does, never before it.
      const after = start === null ? arrivals : arrivals.filter((a) => a > start);
      const legEnds = legs.filter((l) => l.voyageNo === v.voyageNo).map((l) => l.arrival);
      const ends = [...after, ...legEnds];
      const end = ends.length ? Math.max(...ends) : null;
      const imo = legs.filter((l) => l.kind === 'imo' && l.voyageNo === v.voyageNo);
      return {
        id: v.id,
        startAt: start === null ? null : new Date(start),
        endAt: end === null ? null : new Date(end),
        indicators: imo.length ? voyageIndicators(imo, facts) : null,
      };
    });
  await updateVoyageSummaries(tx, summaries, now);
  await afterLegsWritten(tx, shipId);
}

/**
 * The one place that brings what follows a ship's legs up to date after every ledger write,
 * delete, voyage delete and upload (they all rebuild the legs here): the company × month summary
 * of each year whose per-ship months this transaction changed (noted by the database, so a voyage
 * deleted before the rebuild counts too). Inside the writing transaction, so a read never sees the
 * legs without their summary.
 */
async function afterLegsWritten(tx: Db, shipId: number): Promise<void> {
  for (const { year } of await pendingShipYears(tx, shipId)) await refreshMonthSummary(tx, shipId, year);
}

/**
 * Rebuilds a ship's legs from its stored ledger (after a delete elsewhere, e.g. a voyage delete):
 * the `recompute` the ledger lock routes take. The caller has already refused deletes that
 * touch a locked voyage; the legs of locked voyages are kept as stored.
 */
export async function recomputeShipLegs(
  tx: Db,
  shipId: number,
  lang: Lang = 'en',
  now = new Date(),
): Promise<void> {
  const facts = await shipFactsById(tx, shipId);
  if (!facts) return;
  const stored = await loadShipLedger(tx, shipId);
  const ports = await portFacts(
    tx,
    stored.records.flatMap((r) => (r.port ? [r.port] : [])),
  );
  const legs = deriveLegs(stored.records, stored.episodes, factsLookup(ports), facts);
  await writeLegs(tx, shipId, facts, stored.records, legs, lang, now);
}
