import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EpisodeInput, RecordInput, SnapshotInput } from '../../../../domain/schemas/voyageData.js';
import { parseLocalTime } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
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
} from '../../../db/schema/index.js';
import { insertRows } from './bulk.js';

/**
 * Writes of the ledger items (docs/api-ledger.md), set-based: one multi-row statement per table
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

/** The item tables: one row per (ship, refCode), with a version bumped at each replacement. */
type ItemTable = typeof voyageRecords | typeof voyageEpisodes | typeof robSnapshots;

/**
 * Inserts or replaces item rows by (ship, refCode), chunk by chunk, and answers refCode → id.
 * A replacement takes every written column but the key and createdAt from the new row, and bumps
 * the version. The rows of one call are built by one mapper, so the first row names the columns.
 */
async function upsertByRef<T extends ItemTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const kept = new Set(['shipId', 'refCode', 'createdAt', 'updatedAt']);
  const set: Record<string, unknown> = {};
  for (const key of Object.keys(rows[0]!))
    if (!kept.has(key)) set[key] = sql`excluded.${sql.identifier(columns[key]!.name)}`;
  // One concrete table type for drizzle's builder; T only narrows what callers may pass.
  const t = table as unknown as typeof robSnapshots;
  for (const part of chunks(rows)) {
    const written = await db
      .insert(t)
      .values(part as (typeof robSnapshots.$inferInsert)[])
      .onConflictDoUpdate({
        target: [t.shipId, t.refCode],
        set: { ...set, version: sql`${t.version} + 1`, updatedAt: now },
      })
      .returning({ id: t.id, refCode: t.refCode });
    for (const r of written) ids.set(r.refCode, r.id);
  }
  return ids;
}

/** Deletes the lines of these items (one statement: the ids go as one array parameter). */
const deleteLines = (db: Db, fk: PgColumn, ids: number[]) =>
  db.delete(fk.table).where(sql`${fk} = any(${sql.param(ids)}::int4[])`);

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
  const ids = await upsertByRef(
    db,
    voyageRecords,
    items.map(({ input: r, hash, voyageId, nextVoyageId }) => {
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
    now,
  );
  const all = [...ids.values()];
  // Replaced items lose their old lines; new ones have none, the statements cost nothing for them.
  for (const t of [recordFuels, recordCargo, recordBunkers, recordTransfers, recordSludge, recordConsumers])
    await deleteLines(db, t.recordId, all);

  const idOf = (r: RecordInput) => ids.get(r.refCode)!;
  await insertRows(
    db,
    'voyage_record_fuels',
    {
      record_id: 'int4',
      fuel_code: 'text',
      rob_arrival_t: 'float8',
      rob_departure_t: 'float8',
      correction_t: 'float8',
    },
    items.flatMap(({ input: r }) =>
      r.fuels.map((f) => ({
        record_id: idOf(r),
        fuel_code: f.fuel,
        rob_arrival_t: f.robArrivalT,
        rob_departure_t: f.robDepartureT,
        correction_t: f.correctionT ?? 0,
      })),
    ),
  );
  await insertRows(
    db,
    'voyage_record_cargo',
    {
      record_id: 'int4',
      phase: 'text',
      cargo_t: 'float8',
      ballast_t: 'float8',
      teu: 'int4',
      teu_laden: 'int4',
      passengers: 'int4',
      vehicles: 'int4',
      reefers: 'int4',
    },
    items.flatMap(({ input: r }) =>
      (['arrival', 'departure'] as const).map((phase) => {
        const c = r.cargo[phase];
        return {
          record_id: idOf(r),
          phase,
          cargo_t: c.cargoT,
          ballast_t: c.ballastT,
          teu: c.teu,
          teu_laden: c.teuLaden,
          passengers: c.passengers,
          vehicles: c.vehicles,
          reefers: c.reefers,
        };
      }),
    ),
  );
  const timedTypes = {
    record_id: 'int4',
    line_no: 'int2',
    fuel_code: 'text',
    tonnes: 'float8',
    at: 'timestamptz',
    offset_min: 'int2',
  } as const;
  const timed = (
    list: (r: RecordInput) => readonly { fuel: string; tonnes: number; time: string }[] | undefined,
  ) =>
    items.flatMap(({ input: r }) =>
      (list(r) ?? []).map((x, lineNo) => {
        const t = time(x.time);
        return {
          record_id: idOf(r),
          line_no: lineNo,
          fuel_code: x.fuel,
          tonnes: x.tonnes,
          at: t.at,
          offset_min: t.offsetMin,
        };
      }),
    );
  await insertRows(
    db,
    'voyage_bunkers',
    {
      ...timedTypes,
      sulphur_pct: 'float8',
      viscosity_cst: 'float8',
      iso_grade: 'text',
      bdn_no: 'text',
      lcv_mj_per_kg: 'float8',
    },
    items.flatMap(({ input: r }) =>
      (r.bunkers ?? []).map((b, lineNo) => {
        const t = time(b.time);
        return {
          record_id: idOf(r),
          line_no: lineNo,
          fuel_code: b.fuel,
          tonnes: b.tonnes,
          at: t.at,
          offset_min: t.offsetMin,
          sulphur_pct: b.sulphurPct,
          viscosity_cst: b.viscosityCSt,
          iso_grade: b.isoGrade,
          bdn_no: b.bdnNo,
          lcv_mj_per_kg: b.lcvMJperKg,
        };
      }),
    ),
  );
  await insertRows(
    db,
    'voyage_transfers',
    timedTypes,
    timed((r) => r.transfers),
  );
  await insertRows(
    db,
    'voyage_sludge',
    timedTypes,
    timed((r) => r.sludge),
  );
  // One line per (fuel, consumer): a repeated pair adds up rather than breaking the key.
  const consumers = new Map<
    string,
    { record_id: number; fuel_code: string; consumer: string; at_sea_t: number; in_port_t: number }
  >();
  for (const { input: r } of items)
    for (const c of r.consumers ?? []) {
      const key = `${idOf(r)}|${c.fuel}|${c.consumer}`;
      const prev = consumers.get(key);
      if (prev) {
        prev.at_sea_t += c.atSeaT;
        prev.in_port_t += c.inPortT;
      } else
        consumers.set(key, {
          record_id: idOf(r),
          fuel_code: c.fuel,
          consumer: c.consumer,
          at_sea_t: c.atSeaT,
          in_port_t: c.inPortT,
        });
    }
  await insertRows(
    db,
    'voyage_consumers',
    { record_id: 'int4', fuel_code: 'text', consumer: 'text', at_sea_t: 'float8', in_port_t: 'float8' },
    [...consumers.values()],
  );
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
  const ids = await upsertByRef(
    db,
    voyageEpisodes,
    items.map(({ input: e, hash, voyageId }) => {
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
    now,
  );
  await deleteLines(db, episodeFuels.episodeId, [...ids.values()]);
  await insertRows(
    db,
    'voyage_episode_fuels',
    { episode_id: 'int4', fuel_code: 'text', consumed_t: 'float8' },
    items.flatMap(({ input: e }) =>
      e.fuels.map((f) => ({ episode_id: ids.get(e.refCode)!, fuel_code: f.fuel, consumed_t: f.consumedT })),
    ),
  );
}

/** Inserts or replaces snapshots by (ship, refCode) with their fuel lines (status untouched). */
export async function upsertSnapshots(
  db: Db,
  shipId: number,
  items: Array<{ input: SnapshotInput; hash: string }>,
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  const ids = await upsertByRef(
    db,
    robSnapshots,
    items.map(({ input: s, hash }) => {
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
    now,
  );
  await deleteLines(db, snapshotFuels.snapshotId, [...ids.values()]);
  await insertRows(
    db,
    'rob_snapshot_fuels',
    { snapshot_id: 'int4', fuel_code: 'text', rob_t: 'float8' },
    items.flatMap(({ input: s }) =>
      s.fuels.map((f) => ({ snapshot_id: ids.get(s.refCode)!, fuel_code: f.fuel, rob_t: f.robT })),
    ),
  );
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
