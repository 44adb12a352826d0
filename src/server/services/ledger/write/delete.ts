import type { Lang } from '../../../../domain/api.js';
import { consumptionIssues, deriveLegs } from '../../../../domain/ledger/index.js';
import { issueMessage } from '../../../../domain/schemas/issues.js';
import { issuePath, VoyageDataDeleteSchema } from '../../../../domain/schemas/voyageData.js';
import { isLocked } from '../../../../machines/workflow/voyageLockMachine.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import { loadShipLedger, lockShipVoyages } from '../../../repositories/ledger/write/load.js';
import { portFacts } from '../../../repositories/ports.js';
import { shipsByName } from '../../../repositories/ledger/write/lookup.js';
import { deleteItems } from '../../../repositories/ledger/write/store.js';
import { principalShipScope, type LedgerPrincipal } from '../../../scope/principal.js';
import { enqueueShipYears, shipYearsOf } from '../../derived/recompute.js';
import { assertNoClosedReport } from '../reportGuard.js';
import { refuseLockedLegChange } from './check.js';
import { Issues, snapshotLocked, voyageLocked } from './errors.js';
import { factsLookup, writeLegs } from './legs.js';
import { round } from './plan.js';
import { episodeWindow, legChangeWindows, recordWindow, snapshotWindow } from './touched.js';

export interface DeleteResult {
  deleted: number;
  /** refCodes the ship has no item for (a retried delete): nothing to do, not an error. */
  missing: string[];
  voyages: Array<{ ship: string; voyageNo: string }>;
}

/**
 * `DELETE /api/voyage-data` `{ ship, refCodes }` (docs/ledger.md §1): the ship's records, episodes and
 * snapshots with these refCodes go, all or nothing, under the same scope, lock and mass-balance
 * rules as a write (a closed report's period included); the legs are rebuilt. A ship outside the caller's scope is 404.
 */
export async function deleteVoyageData(
  db: Db,
  principal: LedgerPrincipal,
  body: unknown,
  lang: Lang,
  now: Date,
): Promise<DeleteResult> {
  const issues = new Issues(lang);
  const parsed = VoyageDataDeleteSchema.safeParse(body ?? {}, { error: issueMessage });
  if (!parsed.success) {
    for (const i of parsed.error.issues) issues.add(issuePath(i.path) || '_', i.message);
    issues.throwIfAny();
  }
  const { ship: name, refCodes } = parsed.data!;
  const ship = (await shipsByName(db, [name], principalShipScope(principal))).get(name);
  if (!ship) throw new AppError(404, 'not_found');

  return db.transaction(async (tx) => {
    await lockShipVoyages(tx, ship.id);
    const stored = await loadShipLedger(tx, ship.id);
    const wanted = new Set(refCodes);
    const records = stored.records.filter((r) => wanted.has(r.refCode));
    const episodes = stored.episodes.filter((e) => wanted.has(e.refCode));
    const snapshots = stored.snapshots.filter((s) => wanted.has(s.refCode));
    const found = new Set([...records, ...episodes, ...snapshots].map((x) => x.refCode));

    const remaining = stored.records.filter((r) => !wanted.has(r.refCode));
    for (const i of consumptionIssues(remaining)) {
      const j =
        remaining.find((r) => r.refCode === i.refCode)?.fuels.findIndex((f) => f.fuel === i.fuel) ?? -1;
      const field = i.where === 'sea' ? 'robArrivalT' : 'robDepartureT';
      issues.add(
        j >= 0 ? `records[${i.refCode}].fuels[${j}].${field}` : `records[${i.refCode}].fuels`,
        `ledger.negative_consumption_${i.where}`,
        { fuel: i.fuel, fromRobT: round(i.fromRobT), toRobT: round(i.toRobT) },
      );
    }
    issues.throwIfAny();

    const statusOf = new Map(stored.voyages.map((v) => [v.voyageNo, v.status]));
    const refuse = (no: string | null) => {
      if (no && isLocked(statusOf.get(no) ?? 'unlocked')) throw voyageLocked(no, lang);
    };
    for (const r of records) {
      refuse(r.voyageNo);
      refuse(r.nextVoyageNo);
    }
    for (const e of episodes) refuse(e.voyageNo);
    for (const s of snapshots) if (isLocked(s.status)) throw snapshotLocked(s.refCode, lang);

    const remainingEpisodes = stored.episodes.filter((e) => !wanted.has(e.refCode));
    const ports = await portFacts(
      tx,
      stored.records.flatMap((r) => (r.port ? [r.port] : [])),
    );
    const legs = deriveLegs(remaining, remainingEpisodes, factsLookup(ports), ship.facts);
    if (records.length || episodes.length)
      refuseLockedLegChange(stored, factsLookup(ports), ship.facts, legs, lang);
    const windows = () => [
      ...records.map(recordWindow),
      ...episodes.map(episodeWindow),
      ...snapshots.map((s) => snapshotWindow(s.time)),
      ...(records.length || episodes.length
        ? legChangeWindows(stored, factsLookup(ports), ship.facts, legs)
        : []),
    ];
    await assertNoClosedReport(tx, [ship.id], windows, lang);
    // The derived figures of the ship-years the delete changed follow it (queued in this transaction).
    if (found.size) await enqueueShipYears(tx, shipYearsOf(ship.id, windows()));

    await deleteItems(tx, {
      records: records.map((r) => r.id),
      episodes: episodes.map((e) => e.id),
      snapshots: snapshots.map((s) => s.id),
    });
    if (records.length || episodes.length)
      await writeLegs(tx, ship.id, ship.facts, remaining, legs, lang, now);
    const nos = new Set<string>();
    for (const r of records) {
      nos.add(r.voyageNo);
      if (r.nextVoyageNo) nos.add(r.nextVoyageNo);
    }
    for (const e of episodes) nos.add(e.voyageNo);
    return {
      deleted: records.length + episodes.length + snapshots.length,
      missing: refCodes.filter((c) => !found.has(c)),
      voyages: [...nos].map((voyageNo) => ({ ship: name, voyageNo })),
    };
  });
}
