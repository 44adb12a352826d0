import { and, eq, sql } from 'drizzle-orm';
import type { DerivedLeg, VoyageIndicators } from '../../../../domain/ledger/index.js';
import type { LedgerFuelCode } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import { voyageLegs } from '../../../db/schema/index.js';
import { insertColumns, type BulkColumn } from './bulk.js';

/**
 * Replaces the derived legs of a ship (IMO, EU and UK) with `legs`, except those of the voyages in
 * `keepVoyageIds` (locked: their legs stay as reported): one delete (fuel lines cascade) and two
 * column-wise inserts (writeBulk), whatever the number of legs. `voyageIdOf` maps each leg's
 * voyageNo to its voyage row.
 */
export async function replaceShipLegs(
  db: Db,
  shipId: number,
  legs: DerivedLeg[],
  keepVoyageIds: number[],
  voyageIdOf: (voyageNo: string) => number,
): Promise<void> {
  await db
    .delete(voyageLegs)
    .where(
      and(
        eq(voyageLegs.shipId, shipId),
        sql`not (${voyageLegs.voyageId} = any(${sql.param(keepVoyageIds)}::int4[]))`,
      ),
    );
  if (legs.length === 0) return;
  const col = <T extends BulkColumn['values'][number]>(
    name: string,
    type: BulkColumn['type'],
    f: (l: DerivedLeg) => T,
  ) => ({
    name,
    type,
    values: legs.map(f),
  });
  const ids = await insertColumns<{ id: number; kind: string; seq: number }>(
    db,
    'voyage_legs',
    [
      col('ship_id', 'int4', () => shipId),
      col('voyage_id', 'int4', (l) => voyageIdOf(l.voyageNo)),
      col('kind', 'text', (l) => l.kind),
      col('seq', 'int4', (l) => l.seq),
      col('from_ref_code', 'text', (l) => l.fromRefCode),
      col('to_ref_code', 'text', (l) => l.toRefCode),
      col('from_port', 'text', (l) => l.fromPort),
      col('to_port', 'text', (l) => l.toPort),
      col('departure_at', 'timestamptz', (l) => new Date(l.departure)),
      col('arrival_at', 'timestamptz', (l) => new Date(l.arrival)),
      col('distance_nm', 'float8', (l) => l.distanceNm),
      col('hours_underway', 'float8', (l) => l.hoursUnderway),
      col('hours_stopped', 'float8', (l) => l.hoursStopped),
      col('co2_t', 'float8', (l) => l.co2T),
      col('cargo_t', 'float8', (l) => l.cargoT),
      col('ballast_t', 'float8', (l) => l.ballastT),
      col('teu', 'float8', (l) => l.teu),
      col('teu_laden', 'float8', (l) => l.teuLaden),
      col('passengers', 'float8', (l) => l.passengers),
      col('vehicles', 'float8', (l) => l.vehicles),
      col('transport_work_tnm', 'float8', (l) => l.transportWorkTnm),
      col('ballast_distance_nm', 'float8', (l) => l.ballastDistanceNm),
      col('ice_distance_nm', 'float8', (l) => l.iceDistanceNm),
      col('eeoi', 'float8', (l) => l.eeoi),
      col('eu_category', 'text', (l) => (l.kind === 'imo' ? null : (l.euCategory ?? null))),
    ],
    ['id', 'kind', 'seq'],
  );
  const idOf = new Map(ids.map((r) => [`${r.kind}|${Number(r.seq)}`, Number(r.id)]));
  const lines = legs.flatMap((l) => {
    const codes = new Set([
      ...Object.keys(l.fuelAtSeaT),
      ...Object.keys(l.fuelInPortT),
      ...Object.keys(l.fuelIceT),
      ...Object.keys(l.fuelRescueT),
    ] as LedgerFuelCode[]);
    const legId = idOf.get(`${l.kind}|${l.seq}`)!;
    return [...codes].map((code) => ({
      legId,
      code,
      sea: l.fuelAtSeaT[code] ?? 0,
      port: l.fuelInPortT[code] ?? 0,
      ice: l.fuelIceT[code] ?? 0,
      rescue: l.fuelRescueT[code] ?? 0,
    }));
  });
  await insertColumns(db, 'voyage_leg_fuels', [
    { name: 'leg_id', type: 'int4', values: lines.map((x) => x.legId) },
    { name: 'fuel_code', type: 'text', values: lines.map((x) => x.code) },
    { name: 'at_sea_t', type: 'float8', values: lines.map((x) => x.sea) },
    { name: 'in_port_t', type: 'float8', values: lines.map((x) => x.port) },
    { name: 'ice_t', type: 'float8', values: lines.map((x) => x.ice) },
    { name: 'rescue_t', type: 'float8', values: lines.map((x) => x.rescue) },
  ]);
}

export interface VoyageSummary {
  id: number;
  startAt: Date | null;
  endAt: Date | null;
  indicators: VoyageIndicators | null;
}

/** Writes each voyage's start, end and indicators (null while it has no IMO leg), in one statement. */
export async function updateVoyageSummaries(db: Db, rows: VoyageSummary[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const num = (f: (i: VoyageIndicators) => number | null) =>
    sql.param(rows.map((v) => (v.indicators ? f(v.indicators) : null)));
  const ts = (f: (v: VoyageSummary) => Date | null) =>
    sql.param(rows.map((v) => f(v)?.toISOString() ?? null));
  await db.execute(sql`
    update voyages set
      start_at = u.start_at, end_at = u.end_at, distance_nm = u.distance_nm,
      hours_underway = u.hours_underway, co2_t = u.co2_t, transport_work_tnm = u.transport_work_tnm,
      eeoi = u.eeoi, co2_per_nm_kg = u.co2_per_nm_kg, speed_reduction_pct = u.speed_reduction_pct,
      load_utilisation_pct = u.load_utilisation_pct, ballast_distance_ratio = u.ballast_distance_ratio,
      updated_at = ${now.toISOString()}::timestamptz
    from unnest(
      ${sql.param(rows.map((v) => v.id))}::int4[], ${ts((v) => v.startAt)}::timestamptz[], ${ts((v) => v.endAt)}::timestamptz[],
      ${num((i) => i.distanceNm)}::float8[], ${num((i) => i.hoursUnderway)}::float8[], ${num((i) => i.co2T)}::float8[],
      ${num((i) => i.transportWorkTnm)}::float8[], ${num((i) => i.eeoi)}::float8[], ${num((i) => i.co2PerNmKg)}::float8[],
      ${num((i) => i.speedReductionPct)}::float8[], ${num((i) => i.loadUtilisationPct)}::float8[],
      ${num((i) => i.ballastDistanceRatio)}::float8[]
    ) as u(id, start_at, end_at, distance_nm, hours_underway, co2_t, transport_work_tnm, eeoi, co2_per_nm_kg,
      speed_reduction_pct, load_utilisation_pct, ballast_distance_ratio)
    where voyages.id = u.id`);
}
