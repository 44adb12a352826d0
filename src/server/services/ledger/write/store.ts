import type { Lang } from '../../../../domain/api.js';
import type { DerivedLeg } from '../../../../domain/ledger/index.js';
import type { Db } from '../../../db/client.js';
import {
  ensureVoyages,
  upsertEpisodes,
  upsertRecords,
  upsertSnapshots,
} from '../../../repositories/ledger/write/store.js';
import { writeLegs } from './legs.js';
import type { ShipPlan } from './plan.js';

/** Writes the plan's items and rebuilds the ship's legs (`checkPlan` has passed). */
export async function storePlan(tx: Db, plan: ShipPlan, legs: DerivedLeg[], lang: Lang, now: Date) {
  const { stored, work } = plan;
  const nos = [
    ...plan.records.flatMap(({ input }) =>
      input.nextVoyageNo ? [input.voyageNo, input.nextVoyageNo] : [input.voyageNo],
    ),
    ...plan.episodes.map(({ input }) => input.voyageNo),
  ];
  const ids = await ensureVoyages(tx, work.ship.id, nos, now);
  const voyageId = (no: string) => ids.get(no)?.id ?? stored.voyages.find((v) => v.voyageNo === no)!.id;
  await upsertRecords(
    tx,
    work.ship.id,
    plan.records.map((r) => ({
      ...r,
      voyageId: voyageId(r.input.voyageNo),
      nextVoyageId: r.input.nextVoyageNo ? voyageId(r.input.nextVoyageNo) : null,
    })),
    now,
  );
  await upsertEpisodes(
    tx,
    work.ship.id,
    plan.episodes.map((e) => ({ ...e, voyageId: voyageId(e.input.voyageNo) })),
    now,
  );
  await upsertSnapshots(tx, work.ship.id, plan.snapshots, now);
  if (plan.records.length || plan.episodes.length)
    await writeLegs(tx, work.ship.id, work.ship.facts, plan.merged.records, legs, lang, now);
}
