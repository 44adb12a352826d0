import { asc, eq, sql } from 'drizzle-orm';
import { inSequence } from '../../kit/inSequence.js';
import { alias } from 'drizzle-orm/pg-core';
import type {
  LedgerEpisode,
  LedgerRecord,
  LedgerSnapshot,
  TimedFuel,
} from '../../../../domain/ledger/index.js';
import type { LedgerFuelCode, RecordKind, EpisodeKind } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import {
  episodeFuels,
  recordBunkers,
  recordCargo,
  recordFuels,
  recordSludge,
  recordTransfers,
  robSnapshots,
  ships,
  snapshotFuels,
  voyageEpisodes,
  voyageRecords,
  voyages,
} from '../../../db/schema/index.js';

/** A stored record as the derivation sees it, with the row facts a write needs (id, hash, voyages). */
export interface StoredRecord extends LedgerRecord {
  id: number;
  payloadHash: string;
  /** Never null in the table (0004_ledger.sql); typed so because of the shared column helper. */
  voyageId: number | null;
  nextVoyageId: number | null;
}
export interface StoredEpisode extends LedgerEpisode {
  id: number;
  payloadHash: string;
  voyageId: number | null;
}
export interface StoredSnapshot extends LedgerSnapshot {
  id: number;
  payloadHash: string;
  status: string;
}
export interface StoredVoyage {
  id: number;
  voyageNo: string;
  status: string;
}

/** One ship's whole ledger: what a write merges its items into before deriving legs. */
export interface ShipLedger {
  records: StoredRecord[];
  episodes: StoredEpisode[];
  snapshots: StoredSnapshot[];
  voyages: StoredVoyage[];
}

const nextVoyage = alias(voyages, 'next_voyage');
const ms = (d: Date) => d.getTime();

/**
 * Loads a ship's ledger in eight statements whatever its size (lines by `record_id in (records of
 * the ship)`), the rows ordered so each record's lines come back in the order they were sent.
 */
export async function loadShipLedger(db: Db, shipId: number): Promise<ShipLedger> {
  const ofShip = sql`(select id from ${voyageRecords} where ${voyageRecords.shipId} = ${shipId})`;
  const [recs, fuels, cargo, bunkers, transfers, sludge, eps, epFuels, snaps, snapFuels, vs] =
    await inSequence([
      db
        .select({ r: voyageRecords, voyageNo: voyages.voyageNo, nextVoyageNo: nextVoyage.voyageNo })
        .from(voyageRecords)
        .innerJoin(voyages, eq(voyages.id, voyageRecords.voyageId))
        .leftJoin(nextVoyage, eq(nextVoyage.id, voyageRecords.nextVoyageId))
        .where(eq(voyageRecords.shipId, shipId)),
      db
        .select()
        .from(recordFuels)
        .where(sql`${recordFuels.recordId} in ${ofShip}`),
      db
        .select()
        .from(recordCargo)
        .where(sql`${recordCargo.recordId} in ${ofShip}`),
      db
        .select()
        .from(recordBunkers)
        .where(sql`${recordBunkers.recordId} in ${ofShip}`)
        .orderBy(asc(recordBunkers.lineNo)),
      db
        .select()
        .from(recordTransfers)
        .where(sql`${recordTransfers.recordId} in ${ofShip}`)
        .orderBy(asc(recordTransfers.lineNo)),
      db
        .select()
        .from(recordSludge)
        .where(sql`${recordSludge.recordId} in ${ofShip}`)
        .orderBy(asc(recordSludge.lineNo)),
      db
        .select({ e: voyageEpisodes, voyageNo: voyages.voyageNo })
        .from(voyageEpisodes)
        .innerJoin(voyages, eq(voyages.id, voyageEpisodes.voyageId))
        .where(eq(voyageEpisodes.shipId, shipId)),
      db
        .select()
        .from(episodeFuels)
        .where(
          sql`${episodeFuels.episodeId} in (select id from ${voyageEpisodes} where ${voyageEpisodes.shipId} = ${shipId})`,
        ),
      db.select().from(robSnapshots).where(eq(robSnapshots.shipId, shipId)),
      db
        .select()
        .from(snapshotFuels)
        .where(
          sql`${snapshotFuels.snapshotId} in (select id from ${robSnapshots} where ${robSnapshots.shipId} = ${shipId})`,
        ),
      db
        .select({ id: voyages.id, voyageNo: voyages.voyageNo, status: voyages.status })
        .from(voyages)
        .where(eq(voyages.shipId, shipId)),
    ]);

  const group = <T, K>(rows: T[], key: (r: T) => K) => {
    const m = new Map<K, T[]>();
    for (const r of rows) {
      const list = m.get(key(r));
      if (list) list.push(r);
      else m.set(key(r), [r]);
    }
    return m;
  };
  const fuelsBy = group(fuels, (f) => f.recordId);
  const cargoBy = group(cargo, (c) => c.recordId);
  const timed = (rows: Array<{ recordId: number; fuelCode: string; tonnes: number; at: Date }>) => {
    const m = group(rows, (r) => r.recordId);
    return (id: number): TimedFuel[] =>
      (m.get(id) ?? []).map((x) => ({
        fuel: x.fuelCode as LedgerFuelCode,
        tonnes: x.tonnes,
        time: ms(x.at),
      }));
  };
  const bunkersOf = timed(bunkers);
  const transfersOf = timed(transfers);
  const sludgeOf = timed(sludge);
  const cargoOf = (id: number, phase: string) => {
    const c = cargoBy.get(id)?.find((x) => x.phase === phase);
    if (!c) return { cargoT: 0 };
    const out: LedgerRecord['cargo']['arrival'] = { cargoT: c.cargoT };
    if (c.ballastT !== null) out.ballastT = c.ballastT;
    if (c.teu !== null) out.teu = c.teu;
    if (c.teuLaden !== null) out.teuLaden = c.teuLaden;
    if (c.passengers !== null) out.passengers = c.passengers;
    if (c.vehicles !== null) out.vehicles = c.vehicles;
    if (c.reefers !== null) out.reefers = c.reefers;
    return out;
  };

  const records: StoredRecord[] = recs.map(({ r, voyageNo, nextVoyageNo }) => ({
    id: r.id,
    payloadHash: r.payloadHash,
    voyageId: r.voyageId,
    nextVoyageId: r.nextVoyageId,
    refCode: r.refCode,
    voyageNo,
    nextVoyageNo: nextVoyageNo ?? null,
    kind: r.kind as RecordKind,
    port: r.portCode,
    inPortLimits: r.inPortLimits,
    arrival: ms(r.arrivalAt),
    departure: ms(r.departureAt),
    arrivalOffsetMin: r.arrivalOffsetMin,
    departureOffsetMin: r.departureOffsetMin,
    distanceNm: r.distanceNm,
    purposes: r.purposes,
    shorePowerKWh: r.shorePowerKWh,
    cargo: { arrival: cargoOf(r.id, 'arrival'), departure: cargoOf(r.id, 'departure') },
    fuels: (fuelsBy.get(r.id) ?? []).map((f) => ({
      fuel: f.fuelCode as LedgerFuelCode,
      robArrivalT: f.robArrivalT,
      robDepartureT: f.robDepartureT,
      correctionT: f.correctionT,
    })),
    bunkers: bunkersOf(r.id),
    transfers: transfersOf(r.id),
    sludge: sludgeOf(r.id),
  }));

  const epFuelsBy = group(epFuels, (f) => f.episodeId);
  const episodes: StoredEpisode[] = eps.map(({ e, voyageNo }) => ({
    id: e.id,
    payloadHash: e.payloadHash,
    voyageId: e.voyageId,
    refCode: e.refCode,
    voyageNo,
    kind: e.kind as EpisodeKind,
    begin: ms(e.beginAt),
    end: ms(e.endAt),
    distanceNm: e.distanceNm,
    fuels: (epFuelsBy.get(e.id) ?? []).map((f) => ({
      fuel: f.fuelCode as LedgerFuelCode,
      consumedT: f.consumedT,
    })),
  }));

  const snapFuelsBy = group(snapFuels, (f) => f.snapshotId);
  const snapshots: StoredSnapshot[] = snaps.map((s) => ({
    id: s.id,
    payloadHash: s.payloadHash,
    status: s.status,
    refCode: s.refCode,
    time: ms(s.at),
    fuels: (snapFuelsBy.get(s.id) ?? []).map((f) => ({ fuel: f.fuelCode as LedgerFuelCode, robT: f.robT })),
  }));

  return { records, episodes, snapshots, voyages: vs };
}

/**
 * Locks the ship's voyage rows for the write, so a lock transition racing it waits (or it waits).
 * The ship's own row is locked first: a ship with no voyage yet has no row to lock, and two first
 * writes that both create their voyages and records deadlocked on each other's inserts. `no key
 * update` serialises ledger writes of one ship and still lets other transactions insert rows that
 * reference the ship.
 */
export async function lockShipVoyages(db: Db, shipId: number): Promise<void> {
  await db.select({ id: ships.id }).from(ships).where(eq(ships.id, shipId)).for('no key update');
  await db.select({ id: voyages.id }).from(voyages).where(eq(voyages.shipId, shipId)).for('update');
}

/** The ship's voyages (id, number, lock state). */
export const voyagesOfShip = (db: Db, shipId: number): Promise<StoredVoyage[]> =>
  db
    .select({ id: voyages.id, voyageNo: voyages.voyageNo, status: voyages.status })
    .from(voyages)
    .where(eq(voyages.shipId, shipId));
