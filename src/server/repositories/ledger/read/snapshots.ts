import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LockState, SnapshotDto } from '../../../../domain/api.js';
import type { Db } from '../../../db/client.js';
import { robSnapshots, ships, snapshotFuels } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { idArray, local, shipName } from './shared.js';

export interface SnapshotFilter {
  shipId?: number;
  from?: Date;
  to?: Date;
  page: number;
  size: number;
}

/** A page of ROB snapshots in the caller's scope, newest first, with their fuel lines. */
export async function listSnapshots(db: Db, scope: SQL, f: SnapshotFilter) {
  const where = and(
    scope,
    f.shipId !== undefined ? eq(robSnapshots.shipId, f.shipId) : undefined,
    f.from ? gte(robSnapshots.at, f.from) : undefined,
    f.to ? lt(robSnapshots.at, f.to) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        s: robSnapshots,
        imo: ships.imo,
        registrationNo: ships.registrationNo,
        shipNameEn: ships.nameEn,
        shipNameZh: ships.nameZh,
      })
      .from(robSnapshots)
      .innerJoin(ships, eq(ships.id, robSnapshots.shipId))
      .where(where)
      .orderBy(desc(robSnapshots.at), desc(robSnapshots.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db
      .select({ n: count() })
      .from(robSnapshots)
      .innerJoin(ships, eq(ships.id, robSnapshots.shipId))
      .where(where),
  ]);
  const fuels = rows.length
    ? await db
        .select()
        .from(snapshotFuels)
        .where(sql`${snapshotFuels.snapshotId} = any(${idArray(rows.map((r) => r.s.id))})`)
        .orderBy(asc(snapshotFuels.fuelCode))
    : [];
  const items: SnapshotDto[] = rows.map(({ s, ...x }) => ({
    id: s.id,
    version: s.version,
    shipId: s.shipId,
    ship: shipName(x),
    shipNameEn: x.shipNameEn,
    shipNameZh: x.shipNameZh,
    status: s.status as LockState,
    snapshot: {
      refCode: s.refCode,
      ship: shipName(x),
      time: local(s.at, s.offsetMin),
      fuels: fuels.filter((l) => l.snapshotId === s.id).map((l) => ({ fuel: l.fuelCode, robT: l.robT })),
    } as SnapshotDto['snapshot'],
  }));
  return { items, total: n };
}

/** The snapshot's id, ship and state if the caller may see it; else 404. */
export async function requireSnapshot(db: Db, scope: SQL, id: number) {
  const [row] = await db
    .select({ id: robSnapshots.id, shipId: robSnapshots.shipId, status: robSnapshots.status })
    .from(robSnapshots)
    .innerJoin(ships, eq(ships.id, robSnapshots.shipId))
    .where(and(eq(robSnapshots.id, id), scope));
  if (!row) throw notFound();
  return row;
}
