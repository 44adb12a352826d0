import { eq, inArray } from 'drizzle-orm';
import type { DerivedLeg, VoyageIndicators } from '../../../domain/ledger/index.js';
import type { LedgerFuelCode } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import { legFuels, voyageLegs, voyages } from '../../db/schema/index.js';

const CHUNK = 1000;
const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/** A stored leg in the derivation's shape (times as UTC ms), for comparing a locked voyage's legs. */
export type StoredLeg = Omit<DerivedLeg, 'seq'> & { voyageId: number | null };

/** The stored legs of some voyages with their fuel lines. */
export async function legsOfVoyages(db: Db, voyageIds: number[]): Promise<StoredLeg[]> {
  if (voyageIds.length === 0) return [];
  const rows = await db.select().from(voyageLegs).where(inArray(voyageLegs.voyageId, voyageIds));
  if (rows.length === 0) return [];
  const fuels = await db
    .select()
    .from(legFuels)
    .where(
      inArray(
        legFuels.legId,
        rows.map((r) => r.id),
      ),
    );
  const by = new Map<number, typeof fuels>();
  for (const f of fuels) by.set(f.legId, [...(by.get(f.legId) ?? []), f]);
  return rows.map((r) => {
    const sea: DerivedLeg['fuelAtSeaT'] = {};
    const port: DerivedLeg['fuelInPortT'] = {};
    const ice: DerivedLeg['fuelIceT'] = {};
    const rescue: DerivedLeg['fuelRescueT'] = {};
    for (const f of by.get(r.id) ?? []) {
      const code = f.fuelCode as LedgerFuelCode;
      if (f.atSeaT) sea[code] = f.atSeaT;
      if (f.inPortT) port[code] = f.inPortT;
      if (f.iceT) ice[code] = f.iceT;
      if (f.rescueT) rescue[code] = f.rescueT;
    }
    return {
      voyageId: r.voyageId,
      kind: r.kind as DerivedLeg['kind'],
      voyageNo: '',
      fromRefCode: r.fromRefCode,
      toRefCode: r.toRefCode,
      fromPort: r.fromPort,
      toPort: r.toPort,
      departure: r.departureAt.getTime(),
      arrival: r.arrivalAt.getTime(),
      distanceNm: r.distanceNm,
      hoursUnderway: r.hoursUnderway,
      hoursStopped: r.hoursStopped,
      fuelAtSeaT: sea,
      fuelInPortT: port,
      fuelIceT: ice,
      fuelRescueT: rescue,
      iceDistanceNm: r.iceDistanceNm,
      co2T: r.co2T,
      cargoT: r.cargoT,
      ballastT: r.ballastT,
      teu: r.teu,
      teuLaden: r.teuLaden,
      passengers: r.passengers,
      vehicles: r.vehicles,
      transportWorkTnm: r.transportWorkTnm,
      ballastDistanceNm: r.ballastDistanceNm,
      eeoi: r.eeoi,
      euCategory: (r.euCategory ?? null) as DerivedLeg['euCategory'],
    };
  });
}

/**
 * Replaces all derived legs of a ship (IMO, EU and UK) with `legs`, in two multi-row statements per
 * chunk. `voyageIdOf` maps each leg's voyageNo to its voyage row.
 */
export async function replaceShipLegs(
  db: Db,
  shipId: number,
  legs: DerivedLeg[],
  voyageIdOf: (voyageNo: string) => number,
): Promise<void> {
  await db.delete(voyageLegs).where(eq(voyageLegs.shipId, shipId));
  for (const part of chunks(legs)) {
    const ids = await db
      .insert(voyageLegs)
      .values(
        part.map((l) => ({
          shipId,
          voyageId: voyageIdOf(l.voyageNo),
          kind: l.kind,
          seq: l.seq,
          fromRefCode: l.fromRefCode,
          toRefCode: l.toRefCode,
          fromPort: l.fromPort,
          toPort: l.toPort,
          departureAt: new Date(l.departure),
          arrivalAt: new Date(l.arrival),
          distanceNm: l.distanceNm,
          hoursUnderway: l.hoursUnderway,
          hoursStopped: l.hoursStopped,
          co2T: l.co2T,
          cargoT: l.cargoT,
          ballastT: l.ballastT,
          teu: l.teu,
          teuLaden: l.teuLaden,
          passengers: l.passengers,
          vehicles: l.vehicles,
          transportWorkTnm: l.transportWorkTnm,
          ballastDistanceNm: l.ballastDistanceNm,
          iceDistanceNm: l.iceDistanceNm,
          eeoi: l.eeoi,
          euCategory: l.kind === 'imo' ? null : (l.euCategory ?? null),
        })),
      )
      .returning({ id: voyageLegs.id });
    const lines = part.flatMap((l, i) => {
      const codes = new Set([
        ...Object.keys(l.fuelAtSeaT),
        ...Object.keys(l.fuelInPortT),
        ...Object.keys(l.fuelIceT),
        ...Object.keys(l.fuelRescueT),
      ] as LedgerFuelCode[]);
      return [...codes].map((code) => ({
        legId: ids[i]!.id,
        fuelCode: code,
        atSeaT: l.fuelAtSeaT[code] ?? 0,
        inPortT: l.fuelInPortT[code] ?? 0,
        iceT: l.fuelIceT[code] ?? 0,
        rescueT: l.fuelRescueT[code] ?? 0,
      }));
    });
    for (const linePart of chunks(lines)) await db.insert(legFuels).values(linePart);
  }
}

export interface VoyageSummary {
  id: number;
  startAt: Date | null;
  endAt: Date | null;
  indicators: VoyageIndicators | null;
}

/** Writes each voyage's start, end and indicators (null while it has no IMO leg). */
export async function updateVoyageSummaries(db: Db, rows: VoyageSummary[], now: Date): Promise<void> {
  for (const v of rows) {
    const i = v.indicators;
    await db
      .update(voyages)
      .set({
        startAt: v.startAt,
        endAt: v.endAt,
        distanceNm: i?.distanceNm ?? null,
        hoursUnderway: i?.hoursUnderway ?? null,
        co2T: i?.co2T ?? null,
        transportWorkTnm: i?.transportWorkTnm ?? null,
        eeoi: i?.eeoi ?? null,
        co2PerNmKg: i?.co2PerNmKg ?? null,
        speedReductionPct: i?.speedReductionPct ?? null,
        loadUtilisationPct: i?.loadUtilisationPct ?? null,
        ballastDistanceRatio: i?.ballastDistanceRatio ?? null,
        updatedAt: now,
      })
      .where(eq(voyages.id, v.id));
  }
}
