import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EpisodeInput, RecordInput, SnapshotInput } from '../../../domain/schemas/voyageData.js';
import { parseLocalTime } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import {
  episodeFuels,
  recordBunkers,
  recordCargo,
  recordConsumers,
  recordFuels,
  recordSludge,
  recordTransfers,
  robSnapshots,
  snapshotFuels,
  voyageEpisodes,
  voyageRecords,
  voyages,
} from '../../db/schema/index.js';

/**
 * Writes of the ledger items (spec voyage-data.md §1), set-based: one multi-row statement per table
 * and chunk, whatever the number of items, so a ship-year (~400 records with their lines) is a few
 * dozen statements. Items upsert by (ship, refCode); their lines are replaced wholesale.
 */

// PostgreSQL takes at most 65,535 parameters per statement; 1,000 rows of ≤ 16 columns stay under it.
const CHUNK = 1000;
const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

const time = (text: string) => {
  const t = parseLocalTime(text);
  // The write service parsed every item with the contract schema first.
  if (!t) throw new RangeError(`not a local time: ${text}`);
  return { at: new Date(t.utc), offsetMin: t.offsetMin };
};

/** The ship's voyages with these numbers, created when new: voyageNo → id and lock status. */
export async function ensureVoyages(
  db: Db,
  shipId: number,
  voyageNos: string[],
  now: Date,
): Promise<Map<string, { id: number; status: string }>> {
  const out = new Map<string, { id: number; status: string }>();
  const unique = [...new Set(voyageNos)];
  if (unique.length === 0) return out;
  await db
    .insert(voyages)
    .values(unique.map((voyageNo) => ({ shipId, voyageNo, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: [voyages.shipId, voyages.voyageNo] });
  const rows = await db
    .select({ id: voyages.id, voyageNo: voyages.voyageNo, status: voyages.status })
    .from(voyages)
    .where(and(eq(voyages.shipId, shipId), inArray(voyages.voyageNo, unique)));
  for (const r of rows) out.set(r.voyageNo, { id: r.id, status: r.status });
  return out;
}

export interface RecordWrite {
  input: RecordInput;
  hash: string;
  voyageId: number;
  nextVoyageId: number | null;
}

/** Inserts or replaces records by (ship, refCode) with all their lines. */
export async function upsertRecords(db: Db, shipId: number, items: RecordWrite[], now: Date): Promise<void> {
  if (items.length === 0) return;
  const ids = new Map<string, number>();
  for (const part of chunks(items)) {
    const rows = await db
      .insert(voyageRecords)
      .values(
        part.map(({ input: r, hash, voyageId, nextVoyageId }) => {
          const arr = time(r.arrival);
          const dep = time(r.departure);
          return {
            shipId,
            voyageId,
            nextVoyageId,
            refCode: r.refCode,
            kind: r.kind,
            portCode: r.port ?? null,
            inPortLimits: r.inPortLimits,
            arrivalAt: arr.at,
            arrivalOffsetMin: arr.offsetMin,
            departureAt: dep.at,
            departureOffsetMin: dep.offsetMin,
            distanceNm: r.distanceNm,
            purposes: [...new Set(r.purposes)],
            shorePowerKWh: r.shorePowerKWh ?? null,
            payloadHash: hash,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [voyageRecords.shipId, voyageRecords.refCode],
        set: {
          voyageId: sql`excluded.voyage_id`,
          nextVoyageId: sql`excluded.next_voyage_id`,
          kind: sql`excluded.kind`,
          portCode: sql`excluded.port_code`,
          inPortLimits: sql`excluded.in_port_limits`,
          arrivalAt: sql`excluded.arrival_at`,
          arrivalOffsetMin: sql`excluded.arrival_offset_min`,
          departureAt: sql`excluded.departure_at`,
          departureOffsetMin: sql`excluded.departure_offset_min`,
          distanceNm: sql`excluded.distance_nm`,
          purposes: sql`excluded.purposes`,
          shorePowerKWh: sql`excluded.shore_power_kwh`,
          payloadHash: sql`excluded.payload_hash`,
          version: sql`${voyageRecords.version} + 1`,
          updatedAt: now,
        },
      })
      .returning({ id: voyageRecords.id, refCode: voyageRecords.refCode });
    for (const r of rows) ids.set(r.refCode, r.id);
  }
  const all = [...ids.values()];
  // Replaced items lose their old lines; new ones have none, the statements cost nothing for them.
  for (const t of [recordFuels, recordCargo, recordBunkers, recordTransfers, recordSludge, recordConsumers])
    for (const part of chunks(all)) await db.delete(t).where(inArray(t.recordId, part));

  const idOf = (r: RecordInput) => ids.get(r.refCode)!;
  const fuels = items.flatMap(({ input: r }) =>
    r.fuels.map((f) => ({
      recordId: idOf(r),
      fuelCode: f.fuel,
      robArrivalT: f.robArrivalT,
      robDepartureT: f.robDepartureT,
      correctionT: f.correctionT ?? 0,
    })),
  );
  const cargo = items.flatMap(({ input: r }) =>
    (['arrival', 'departure'] as const).map((phase) => {
      const c = r.cargo[phase];
      return {
        recordId: idOf(r),
        phase,
        cargoT: c.cargoT,
        ballastT: c.ballastT ?? null,
        teu: c.teu ?? null,
        teuLaden: c.teuLaden ?? null,
        passengers: c.passengers ?? null,
        vehicles: c.vehicles ?? null,
        reefers: c.reefers ?? null,
      };
    }),
  );
  const timed = (
    list: (r: RecordInput) => readonly { fuel: string; tonnes: number; time: string }[] | undefined,
  ) =>
    items.flatMap(({ input: r }) =>
      (list(r) ?? []).map((x, lineNo) => {
        const t = time(x.time);
        return {
          recordId: idOf(r),
          lineNo,
          fuelCode: x.fuel,
          tonnes: x.tonnes,
          at: t.at,
          offsetMin: t.offsetMin,
        };
      }),
    );
  const bunkers = items.flatMap(({ input: r }) =>
    (r.bunkers ?? []).map((b, lineNo) => {
      const t = time(b.time);
      return {
        recordId: idOf(r),
        lineNo,
        fuelCode: b.fuel,
        tonnes: b.tonnes,
        at: t.at,
        offsetMin: t.offsetMin,
        sulphurPct: b.sulphurPct ?? null,
        viscosityCSt: b.viscosityCSt ?? null,
        isoGrade: b.isoGrade ?? null,
        bdnNo: b.bdnNo ?? null,
        lcvMJperKg: b.lcvMJperKg ?? null,
      };
    }),
  );
  // One line per (fuel, consumer): a repeated pair adds up rather than breaking the key.
  const consumerMap = new Map<string, typeof recordConsumers.$inferInsert>();
  for (const { input: r } of items)
    for (const c of r.consumers ?? []) {
      const key = `${idOf(r)}|${c.fuel}|${c.consumer}`;
      const prev = consumerMap.get(key);
      if (prev) {
        prev.atSeaT = (prev.atSeaT ?? 0) + c.atSeaT;
        prev.inPortT = (prev.inPortT ?? 0) + c.inPortT;
      } else
        consumerMap.set(key, {
          recordId: idOf(r),
          fuelCode: c.fuel,
          consumer: c.consumer,
          atSeaT: c.atSeaT,
          inPortT: c.inPortT,
        });
    }
  for (const part of chunks(fuels)) await db.insert(recordFuels).values(part);
  for (const part of chunks(cargo)) await db.insert(recordCargo).values(part);
  for (const part of chunks(bunkers)) await db.insert(recordBunkers).values(part);
  for (const part of chunks(timed((r) => r.transfers))) await db.insert(recordTransfers).values(part);
  for (const part of chunks(timed((r) => r.sludge))) await db.insert(recordSludge).values(part);
  for (const part of chunks([...consumerMap.values()])) await db.insert(recordConsumers).values(part);
}

export interface EpisodeWrite {
  input: EpisodeInput;
  hash: string;
  voyageId: number;
}

/** Inserts or replaces episodes by (ship, refCode) with their fuel lines. */
export async function upsertEpisodes(
  db: Db,
  shipId: number,
  items: EpisodeWrite[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  const ids = new Map<string, number>();
  for (const part of chunks(items)) {
    const rows = await db
      .insert(voyageEpisodes)
      .values(
        part.map(({ input: e, hash, voyageId }) => {
          const b = time(e.begin);
          const en = time(e.end);
          return {
            shipId,
            voyageId,
            refCode: e.refCode,
            kind: e.kind,
            beginAt: b.at,
            beginOffsetMin: b.offsetMin,
            endAt: en.at,
            endOffsetMin: en.offsetMin,
            distanceNm: e.distanceNm,
            payloadHash: hash,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [voyageEpisodes.shipId, voyageEpisodes.refCode],
        set: {
          voyageId: sql`excluded.voyage_id`,
          kind: sql`excluded.kind`,
          beginAt: sql`excluded.begin_at`,
          beginOffsetMin: sql`excluded.begin_offset_min`,
          endAt: sql`excluded.end_at`,
          endOffsetMin: sql`excluded.end_offset_min`,
          distanceNm: sql`excluded.distance_nm`,
          payloadHash: sql`excluded.payload_hash`,
          version: sql`${voyageEpisodes.version} + 1`,
          updatedAt: now,
        },
      })
      .returning({ id: voyageEpisodes.id, refCode: voyageEpisodes.refCode });
    for (const r of rows) ids.set(r.refCode, r.id);
  }
  for (const part of chunks([...ids.values()]))
    await db.delete(episodeFuels).where(inArray(episodeFuels.episodeId, part));
  const lines = items.flatMap(({ input: e }) =>
    e.fuels.map((f) => ({ episodeId: ids.get(e.refCode)!, fuelCode: f.fuel, consumedT: f.consumedT })),
  );
  for (const part of chunks(lines)) await db.insert(episodeFuels).values(part);
}

/** Inserts or replaces snapshots by (ship, refCode) with their fuel lines (status untouched). */
export async function upsertSnapshots(
  db: Db,
  shipId: number,
  items: Array<{ input: SnapshotInput; hash: string }>,
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  const ids = new Map<string, number>();
  for (const part of chunks(items)) {
    const rows = await db
      .insert(robSnapshots)
      .values(
        part.map(({ input: s, hash }) => {
          const t = time(s.time);
          return {
            shipId,
            refCode: s.refCode,
            at: t.at,
            offsetMin: t.offsetMin,
            payloadHash: hash,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [robSnapshots.shipId, robSnapshots.refCode],
        set: {
          at: sql`excluded.at`,
          offsetMin: sql`excluded.offset_min`,
          payloadHash: sql`excluded.payload_hash`,
          version: sql`${robSnapshots.version} + 1`,
          updatedAt: now,
        },
      })
      .returning({ id: robSnapshots.id, refCode: robSnapshots.refCode });
    for (const r of rows) ids.set(r.refCode, r.id);
  }
  for (const part of chunks([...ids.values()]))
    await db.delete(snapshotFuels).where(inArray(snapshotFuels.snapshotId, part));
  const lines = items.flatMap(({ input: s }) =>
    s.fuels.map((f) => ({ snapshotId: ids.get(s.refCode)!, fuelCode: f.fuel, robT: f.robT })),
  );
  for (const part of chunks(lines)) await db.insert(snapshotFuels).values(part);
}

/** Deletes items of a ship by id (their lines cascade). */
export async function deleteItems(
  db: Db,
  ids: { records: number[]; episodes: number[]; snapshots: number[] },
): Promise<void> {
  for (const part of chunks(ids.records))
    await db.delete(voyageRecords).where(inArray(voyageRecords.id, part));
  for (const part of chunks(ids.episodes))
    await db.delete(voyageEpisodes).where(inArray(voyageEpisodes.id, part));
  for (const part of chunks(ids.snapshots))
    await db.delete(robSnapshots).where(inArray(robSnapshots.id, part));
}
