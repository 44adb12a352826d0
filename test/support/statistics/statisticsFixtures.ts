import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.js';
import { legFuels, voyageLegs, voyages } from '../../../src/server/db/schema/index.js';

type Db = Database['db'];

export interface LegSeed {
  kind?: 'imo' | 'eu';
  dep: string;
  hours: number;
  distanceNm: number;
  cargoT?: number;
  transportWorkTnm?: number;
  ballastDistanceNm?: number;
  teu?: number;
  teuLaden?: number;
  fuels: Array<[code: string, seaT: number, portT: number]>;
}

/**
 * Writes one voyage with the given legs as rows (the statistics read stored legs; the ledger's own
 * tests cover how legs are derived). CO2 on the row is left 0: the statistics compute it from the
 * fuel lines with the registry, so a wrong source would show.
 */
export async function seedLegs(db: Db, shipId: number, voyageNo: string, legs: LegSeed[]) {
  const [v] = await db.insert(voyages).values({ shipId, voyageNo }).returning();
  let seq = 0;
  for (const l of legs) {
    const dep = new Date(l.dep);
    const [row] = await db
      .insert(voyageLegs)
      .values({
        shipId,
        voyageId: v.id,
        kind: l.kind ?? 'imo',
        seq: seq++,
        fromRefCode: `${voyageNo}-${seq}a`,
        toRefCode: `${voyageNo}-${seq}b`,
        departureAt: dep,
        arrivalAt: new Date(dep.getTime() + l.hours * 3_600_000),
        distanceNm: l.distanceNm,
        hoursUnderway: l.hours,
        co2T: 0,
        cargoT: l.cargoT ?? 0,
        teu: l.teu ?? 0,
        teuLaden: l.teuLaden ?? 0,
        transportWorkTnm: l.transportWorkTnm ?? 0,
        ballastDistanceNm: l.ballastDistanceNm ?? 0,
      })
      .returning();
    if (l.fuels.length)
      await db
        .insert(legFuels)
        .values(l.fuels.map(([fuelCode, atSeaT, inPortT]) => ({ legId: row.id, fuelCode, atSeaT, inPortT })));
  }
  return v;
}

/** The facts of a ship the indicators weigh in: DWT, reference speed, TEU capacity. */
export async function shipFacts(db: Db, id: number) {
  const r = await db.execute<{ dwt: number; ref: number; teu: number | null; doc: number }>(
    sql`select dwt, coalesce(nullif(service_speed, 0), design_speed) as ref, teu, doc_company_id as doc from ships where id = ${id}`,
  );
  const row = r.rows[0] as { dwt: number; ref: number; teu: number | null; doc: number };
  return { dwt: Number(row.dwt), ref: Number(row.ref), teu: Number(row.teu ?? 0), doc: Number(row.doc) };
}

/** Whether a ship belongs to a company's tree by owner, operator or DOC holder. */
export async function inCompany(db: Db, shipId: number, companyId: number): Promise<boolean> {
  const r = await db.execute(sql`
    with recursive tree(id) as (select id from companies where id = ${companyId}
      union select c.id from companies c join tree t on c.parent_id = t.id)
    select 1 from ships where id = ${shipId} and (owner_company_id in (select id from tree)
      or operator_company_id in (select id from tree) or doc_company_id in (select id from tree))`);
  return r.rows.length > 0;
}
