import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ciiRatings, companies, ships } from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';

export type CiiRatingRow = typeof ciiRatings.$inferSelect;
export type NewCiiRatingRow = typeof ciiRatings.$inferInsert;

/** The stored rows of a ship-year, oldest period first. */
export const storedShipYear = (db: Db, shipId: number, year: number) =>
  db
    .select()
    .from(ciiRatings)
    .where(and(eq(ciiRatings.shipId, shipId), eq(ciiRatings.year, year)))
    .orderBy(asc(ciiRatings.periodStart));

/** Replaces a ship-year's rows in one transaction (periods can appear or vanish with a flag change). */
export async function replaceShipYear(db: Db, shipId: number, year: number, rows: NewCiiRatingRow[]) {
  await db.transaction(async (tx) => {
    await tx.delete(ciiRatings).where(and(eq(ciiRatings.shipId, shipId), eq(ciiRatings.year, year)));
    if (rows.length) await tx.insert(ciiRatings).values(rows);
  });
}

/** Every stored row of a ship (its rating history), oldest first. */
export const storedShip = (db: Db, shipId: number) =>
  db.select().from(ciiRatings).where(eq(ciiRatings.shipId, shipId)).orderBy(asc(ciiRatings.periodStart));

/** The ships a user sees, with what the fleet view prints about them. */
export const scopedShipList = (db: Db, user: ShipScopeUser) =>
  db
    .select({
      id: ships.id,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
      imo: ships.imo,
      shipTypeCode: ships.shipTypeCode,
      gt: ships.gt,
      dwt: ships.dwt,
    })
    .from(ships)
    .where(shipScope(user))
    .orderBy(asc(ships.nameEn));

/**
 * The stored rated parts (rating not null) of the given ships from `fromYear`: what the fleet view
 * and the dashboard read (one indexed scan, no ledger access).
 */
export function storedParts(db: Db, shipIds: number[] | 'all', fromYear: number) {
  const where =
    shipIds === 'all'
      ? sql`${ciiRatings.year} >= ${fromYear}`
      : and(
          sql`${ciiRatings.year} >= ${fromYear}`,
          inArray(ciiRatings.shipId, shipIds.length ? shipIds : [-1]),
        );
  return db
    .select({
      shipId: ciiRatings.shipId,
      year: ciiRatings.year,
      start: ciiRatings.periodStart,
      rating: ciiRatings.rating,
      attained: ciiRatings.attained,
      required: ciiRatings.required,
      source: ciiRatings.source,
    })
    .from(ciiRatings)
    .where(where);
}

/** Rated parts of the ships of companies that opted in to public statistics (no ship identities out). */
export function publicParts(db: Db, fromYear: number) {
  return db
    .select({
      shipId: ciiRatings.shipId,
      year: ciiRatings.year,
      start: ciiRatings.periodStart,
      rating: ciiRatings.rating,
    })
    .from(ciiRatings)
    .innerJoin(ships, eq(ships.id, ciiRatings.shipId))
    .innerJoin(companies, eq(companies.id, ships.ownerCompanyId))
    .where(and(sql`${ciiRatings.year} >= ${fromYear}`, eq(companies.publicStats, true)));
}

/** The stored totals of a year's computable periods (what a re-rating needs, no ledger read). */
export const storedTotals = (db: Db, year: number) =>
  db
    .select({
      id: ciiRatings.id,
      shipType: ciiRatings.shipType,
      dwt: ciiRatings.dwt,
      gt: ciiRatings.gt,
      year: ciiRatings.year,
      distanceNm: ciiRatings.distanceNm,
      fuelT: ciiRatings.fuelT,
    })
    .from(ciiRatings)
    .where(
      and(eq(ciiRatings.year, year), sql`${ciiRatings.fuelT} is not null`, sql`${ciiRatings.distanceNm} > 0`),
    );

export interface RatedFigures {
  id: number;
  capacity: number;
  capacityRef: number;
  co2T: number;
  attained: number;
  reference: number;
  required: number;
  reductionFactor: number;
  ratio: number;
  rating: string;
  boundaries: unknown;
  paramVersion: string;
}

/** Writes many rows' figures in one statement (a JSON recordset joined on id). */
export async function writeFigures(db: Db, rows: RatedFigures[], at: Date) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update cii_ratings r set capacity = x.capacity, capacity_ref = x."capacityRef", co2_t = x."co2T",
           attained = x.attained, reference = x.reference, required = x.required,
           reduction_factor = x."reductionFactor", ratio = x.ratio, rating = x.rating,
           boundaries = x.boundaries, param_version = x."paramVersion", computed_at = ${at}, updated_at = ${at}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, capacity float8, "capacityRef" float8,
           "co2T" float8, attained float8, reference float8, required float8, "reductionFactor" float8,
           ratio float8, rating text, boundaries jsonb, "paramVersion" text)
     where r.id = x.id`);
}

/**
 * Ship-years from `fromYear` that have legs but no stored rating (a database seeded or upgraded
 * before its ratings followed the ledger): the start queues them once.
 */
export async function shipYearsWithoutRatings(db: Db, fromYear: number) {
  const { rows } = (await db.execute(sql`
    select y.ship_id as "shipId", y.year from stat_ship_years y
     where y.year >= ${fromYear}
       and not exists (select 1 from cii_ratings r where r.ship_id = y.ship_id and r.year = y.year)
     order by y.ship_id, y.year`)) as unknown as { rows: { shipId: number; year: number }[] };
  return rows.map((r) => ({ shipId: Number(r.shipId), year: Number(r.year) }));
}

/**
 * The years from `fromYear` in which a ship has stored ratings or legs: the ship-years whose
 * stored figures a change of the ship itself (its tonnage, its CII type, its flag/DOC history) can
 * leave behind.
 */
export async function shipYearsOfShip(db: Db, shipId: number, fromYear: number) {
  const { rows } = (await db.execute(sql`
    select r.year from cii_ratings r where r.ship_id = ${shipId} and r.year >= ${fromYear}
    union
    select y.year from stat_ship_years y where y.ship_id = ${shipId} and y.year >= ${fromYear}
    order by year`)) as unknown as { rows: { year: number }[] };
  return rows.map((r) => ({ shipId, year: Number(r.year) }));
}
