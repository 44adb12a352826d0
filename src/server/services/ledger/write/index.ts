import type { Lang } from '../../../../domain/api.js';
import type { DerivedLeg } from '../../../../domain/ledger/index.js';
import type { Db } from '../../../db/client.js';
import { loadShipLedger, lockShipVoyages } from '../../../repositories/ledger/write/load.js';
import type { LedgerPrincipal } from '../../../scope/principal.js';
import { enqueueShipYears, shipYearsOf } from '../../derived/recompute.js';
import { assertNoClosedReport } from '../reportGuard.js';
import { checkPlan } from './check.js';
import { Issues } from './errors.js';
import { groupByShip } from './group.js';
import { factsLookup } from './legs.js';
import { parseVoyageData } from './parse.js';
import { planShip, type ShipPlan } from './plan.js';
import { storePlan } from './store.js';
import { planWindows } from './touched.js';

/**
 * The ledger write (docs/api-ledger.md): one function for the API route, the
 * upload pipeline and the demo seed. Everything is checked before anything is written — contract
 * errors of every item, ships and ports, duplicate refCodes, then the mass balance of each ship's
 * ledger with the new items merged in — and answered at once (422 with every error and its path).
 * Then the lock rules (409), then the writes and the legs of the affected ships, recomputed from
 * their whole ledger, all in one transaction: nothing is written unless everything is.
 *
 * The steps, one file each: parse, group (by ship), plan, check, store, legs; `delete.ts` runs the
 * same checks and legs for a delete.
 */

/**
 * A body of 5,000 port calls with their lines is some 10 MB of JSON; 32 MB leaves room for long
 * BDN particulars without letting a client park a gigabyte in the server's memory.
 * The ledger route and the upload routes take the same bodies.
 */
export const VOYAGE_DATA_BODY_LIMIT = 32 * 1024 * 1024;

export interface WriteResult {
  created: number;
  updated: number;
  unchanged: number;
  voyages: Array<{ ship: string; voyageNo: string }>;
}

/** How the upload pipeline (docs/api-uploads.md) runs the same write. */
export interface WriteOptions {
  /**
   * Check everything a write checks (contract, ships, ports, duplicates, mass balance, locks) and
   * derive the legs, but write nothing: the upload's "check" call.
   */
  dryRun?: boolean;
  /** Every item must name this ship (an upload is for one ship); another ship is an item error. */
  shipId?: number;
  /** Called per ship with its legs after the write (or as they would be), and the refCodes written. */
  onLegs?: (legs: DerivedLeg[], touched: ReadonlySet<string>) => void;
}

/**
 * Writes records, episodes and snapshots (docs/ledger.md §1). Throws `VoyageDataError` (422), 409
 * `voyage_locked` / `snapshot_locked`, 409 `ledger.report_closed` (the write touches the period of a
 * locked, submitted or confirmed report); on success every affected ship's legs are rebuilt.
 */
export async function writeVoyageData(
  db: Db,
  principal: LedgerPrincipal,
  body: unknown,
  lang: Lang,
  now: Date,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const issues = new Issues(lang);
  const parsed = parseVoyageData(body, issues);
  const { work, ports, clean } = await groupByShip(db, principal, parsed, options, issues);

  return db.transaction(async (tx) => {
    const plans: ShipPlan[] = [];
    // Ships in id order, so two concurrent writes lock voyages in the same order.
    for (const id of [...work.keys()].sort((a, b) => a - b)) {
      const w = work.get(id)!;
      await lockShipVoyages(tx, id);
      const stored = await loadShipLedger(tx, id);
      const plan = planShip(w, stored, ports, issues, clean.has(id));
      plans.push(plan);
    }
    issues.throwIfAny();

    let created = 0;
    let updated = 0;
    let unchanged = 0;
    // Every ship's locks are checked before any ship is written; a dry run stops after the checks.
    const legsOf = plans.map((plan) => checkPlan(plan, ports, lang));
    // Then the reports: no write may change the figures of a locked, submitted or confirmed one.
    for (const [i, plan] of plans.entries())
      await assertNoClosedReport(
        tx,
        [plan.work.ship.id],
        () => planWindows(plan, legsOf[i]!, factsLookup(ports)),
        lang,
      );
    for (const [i, plan] of plans.entries()) {
      created += plan.created;
      updated += plan.updated;
      unchanged += plan.unchanged;
      if (!options.dryRun) await storePlan(tx, plan, legsOf[i]!, lang, now);
      options.onLegs?.(legsOf[i]!, new Set([...plan.records, ...plan.episodes].map((x) => x.input.refCode)));
    }
    // The derived figures of every ship-year the write changed follow it (queued in this transaction).
    if (!options.dryRun)
      await enqueueShipYears(
        tx,
        plans.flatMap((plan, i) =>
          plan.created + plan.updated > 0
            ? shipYearsOf(plan.work.ship.id, planWindows(plan, legsOf[i]!, factsLookup(ports)))
            : [],
        ),
      );
    const voyages = new Map<string, { ship: string; voyageNo: string }>();
    for (const plan of plans)
      for (const no of plan.voyageNos)
        voyages.set(`${plan.work.name}|${no}`, { ship: plan.work.name, voyageNo: no });
    return { created, updated, unchanged, voyages: [...voyages.values()] };
  });
}
