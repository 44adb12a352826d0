import { and, asc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerEpisodeDto, LedgerRecordDto } from '../../../../domain/api.js';
import { type RecordInput } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import {
  episodeFuels,
  fuelTypes,
  ports,
  recordBunkers,
  recordCargo,
  recordConsumers,
  recordFuels,
  recordSludge,
  recordTransfers,
  shipFuels,
  ships,
  voyageEpisodes,
  voyageRecords,
  voyages,
} from '../../../db/schema/index.js';
import { idArray, local, shipName } from './shared.js';

const nextVoyages = alias(voyages, 'next_voyage');

/** Records as the write contract shapes them, read with their lines in one statement per table. */
export async function recordDtos(db: Db, where: SQL): Promise<LedgerRecordDto[]> {
  const rows = await db
    .select({
      r: voyageRecords,
      voyageNo: voyages.voyageNo,
      voyageStatus: voyages.status,
      nextVoyageNo: nextVoyages.voyageNo,
      nextVoyageStatus: nextVoyages.status,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
      portNameEn: ports.enName,
      portNameZh: ports.cnName,
    })
    .from(voyageRecords)
    .innerJoin(voyages, eq(voyages.id, voyageRecords.voyageId))
    .innerJoin(ships, eq(ships.id, voyageRecords.shipId))
    .leftJoin(nextVoyages, eq(nextVoyages.id, voyageRecords.nextVoyageId))
    .leftJoin(ports, eq(ports.code, voyageRecords.portCode))
    .where(where)
    .orderBy(asc(voyageRecords.arrivalAt), asc(voyageRecords.departureAt), asc(voyageRecords.id));
  if (rows.length === 0) return [];
  const ids = rows.map((x) => x.r.id);
  const of = <T extends { recordId: number }>(list: T[], id: number) => list.filter((l) => l.recordId === id);
  const inIds = (col: AnyColumn) => sql`${col} = any(${idArray(ids)})`;
  const [fuels, cargo, bunkers, transfers, sludge, consumers] = await Promise.all([
    db.select().from(recordFuels).where(inIds(recordFuels.recordId)).orderBy(asc(recordFuels.fuelCode)),
    db.select().from(recordCargo).where(inIds(recordCargo.recordId)),
    db.select().from(recordBunkers).where(inIds(recordBunkers.recordId)).orderBy(asc(recordBunkers.lineNo)),
    db
      .select()
      .from(recordTransfers)
      .where(inIds(recordTransfers.recordId))
      .orderBy(asc(recordTransfers.lineNo)),
    db.select().from(recordSludge).where(inIds(recordSludge.recordId)).orderBy(asc(recordSludge.lineNo)),
    db.select().from(recordConsumers).where(inIds(recordConsumers.recordId)),
  ]);
  const cargoOf = (id: number, phase: string) => {
    const c = cargo.find((x) => x.recordId === id && x.phase === phase);
    if (!c) return { cargoT: 0 };
    const out: Record<string, number> = { cargoT: c.cargoT };
    for (const k of ['ballastT', 'teu', 'teuLaden', 'passengers', 'vehicles', 'reefers'] as const)
      if (c[k] !== null) out[k] = c[k]!;
    return out as RecordInput['cargo']['arrival'];
  };
  const timedLine = (l: { fuelCode: string; tonnes: number; at: Date; offsetMin: number }) => ({
    fuel: l.fuelCode,
    tonnes: l.tonnes,
    time: local(l.at, l.offsetMin),
  });
  return rows.map(({ r, ...x }) => {
    const record: Record<string, unknown> = {
      refCode: r.refCode,
      ship: shipName(x),
      voyageNo: x.voyageNo,
      ...(x.nextVoyageNo ? { nextVoyageNo: x.nextVoyageNo } : {}),
      kind: r.kind,
      ...(r.portCode ? { port: r.portCode } : {}),
      inPortLimits: r.inPortLimits,
      arrival: local(r.arrivalAt, r.arrivalOffsetMin),
      departure: local(r.departureAt, r.departureOffsetMin),
      distanceNm: r.distanceNm,
      purposes: r.purposes,
      ...(r.shorePowerKWh !== null ? { shorePowerKWh: r.shorePowerKWh } : {}),
      cargo: { arrival: cargoOf(r.id, 'arrival'), departure: cargoOf(r.id, 'departure') },
      fuels: of(fuels, r.id).map((f) => ({
        fuel: f.fuelCode,
        robArrivalT: f.robArrivalT,
        robDepartureT: f.robDepartureT,
        ...(f.correctionT ? { correctionT: f.correctionT } : {}),
      })),
      bunkers: of(bunkers, r.id).map((b) => {
        const extra: Record<string, unknown> = {};
        if (b.sulphurPct !== null) extra.sulphurPct = b.sulphurPct;
        if (b.viscosityCSt !== null) extra.viscosityCSt = b.viscosityCSt;
        if (b.isoGrade !== null) extra.isoGrade = b.isoGrade;
        if (b.bdnNo !== null) extra.bdnNo = b.bdnNo;
        if (b.lcvMJperKg !== null) extra.lcvMJperKg = b.lcvMJperKg;
        return { ...timedLine(b), ...extra };
      }),
      transfers: of(transfers, r.id).map(timedLine),
      sludge: of(sludge, r.id).map(timedLine),
      consumers: of(consumers, r.id).map((c) => ({
        fuel: c.fuelCode,
        consumer: c.consumer,
        atSeaT: c.atSeaT,
        inPortT: c.inPortT,
      })),
    };
    return {
      id: r.id,
      version: r.version,
      voyageId: r.voyageId!,
      // A handover call changes both voyages: either lock protects it.
      voyageLocked: x.voyageStatus === 'locked' || x.nextVoyageStatus === 'locked',
      portNameEn: x.portNameEn,
      portNameZh: x.portNameZh,
      record: record as RecordInput,
    };
  });
}

/** The records of a voyage: its own and the handover call whose departure starts it. */
export const voyageRecordDtos = (db: Db, voyageId: number) =>
  recordDtos(db, or(eq(voyageRecords.voyageId, voyageId), eq(voyageRecords.nextVoyageId, voyageId))!);

/** The ice and rescue episodes of a voyage, by begin time. */
export async function voyageEpisodeDtos(db: Db, voyageId: number): Promise<LedgerEpisodeDto[]> {
  const rows = await db
    .select({
      e: voyageEpisodes,
      voyageNo: voyages.voyageNo,
      status: voyages.status,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
    })
    .from(voyageEpisodes)
    .innerJoin(voyages, eq(voyages.id, voyageEpisodes.voyageId))
    .innerJoin(ships, eq(ships.id, voyageEpisodes.shipId))
    .where(eq(voyageEpisodes.voyageId, voyageId))
    .orderBy(asc(voyageEpisodes.beginAt), asc(voyageEpisodes.id));
  if (rows.length === 0) return [];
  const fuels = await db
    .select()
    .from(episodeFuels)
    .where(sql`${episodeFuels.episodeId} = any(${idArray(rows.map((r) => r.e.id))})`)
    .orderBy(asc(episodeFuels.fuelCode));
  return rows.map(({ e, ...x }) => ({
    id: e.id,
    version: e.version,
    voyageId: e.voyageId!,
    voyageLocked: x.status === 'locked',
    episode: {
      refCode: e.refCode,
      ship: shipName(x),
      voyageNo: x.voyageNo,
      kind: e.kind,
      begin: local(e.beginAt, e.beginOffsetMin),
      end: local(e.endAt, e.endOffsetMin),
      distanceNm: e.distanceNm,
      fuels: fuels
        .filter((f) => f.episodeId === e.id)
        .map((f) => ({ fuel: f.fuelCode, consumedT: f.consumedT })),
    } as LedgerEpisodeDto['episode'],
  }));
}

/**
 * Fuels for the legacy `getFuelType` (as in the legacy system): the ship's configured fuels with their
 * dictionary names, or every dictionary fuel without a ship; tonnes preset to 0 for the forms.
 */
export async function legacyFuelTypes(db: Db, shipId?: number) {
  const base = db
    .select({ fuelCode: fuelTypes.code, cnName: fuelTypes.cnName, enName: fuelTypes.enName })
    .from(fuelTypes);
  const rows =
    shipId === undefined
      ? await base.orderBy(asc(fuelTypes.sortNo), asc(fuelTypes.code))
      : await base
          .innerJoin(shipFuels, and(eq(shipFuels.fuelCode, fuelTypes.code), eq(shipFuels.shipId, shipId)))
          .orderBy(asc(fuelTypes.sortNo), asc(fuelTypes.code));
  return rows.map((r) => ({ ...r, tonnes: 0 }));
}
