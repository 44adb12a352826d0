import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { EuLegInput, EuPortInfo } from '../../../domain/euMrv/index.js';
import { byClass } from '../../../domain/ledger/index.js';
import type { ByCode } from '../../../domain/ledger/index.js';
import { LNG_CONSUMERS, type LngConsumer } from '../../../domain/registry/fuelEuFactors.js';
import type { LedgerFuelCode } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import { companies, legFuels, shipEquipment, voyageLegs, voyageRecords } from '../../db/schema/index.js';
import { isLedgerFuel } from '../ledger/read/shared.js';
import { portsByCode, type PortRow } from '../ports.js';
import { ledgerFingerprint } from './ledgerForReports.js';
import { legsInWindow } from './legWindow.js';

/**
 * What the EU MRV / ETS generators read from the ledger (docs/reports-eu.md §4): the ship's EU
 * voyages (voyage_legs kind 'eu', cut by the ledger at ports of call) arriving in (from, to], their
 * fuel at sea and at the end port of call, the calls between their ends, and the port dictionary.
 */

/** A port as the EU MRV engine takes it, from the one port reader's row. */
const euPort = (r: PortRow): EuPortInfo => ({
  code: r.code,
  name: r.enName,
  nameZh: r.cnName || null,
  country: r.country,
  eea: r.isEea,
  outermost: r.isOutermostRegion,
});

/** The ship's EU voyages arriving in (from, to], oldest first, with stays and stops. */
export async function euLegsArriving(
  db: Db,
  shipId: number,
  from: Date,
  to: Date,
  container: boolean,
): Promise<EuLegInput[]> {
  const rows = await legsInWindow(db, shipId, 'eu', from, to, 'arriving');
  if (rows.length === 0) return [];
  const lo = new Date(Math.min(...rows.map((r) => r.leg.departureAt.getTime())));
  const hi = new Date(Math.max(...rows.map((r) => r.leg.arrivalAt.getTime())));
  const [fuels, recs] = await Promise.all([
    db
      .select()
      .from(legFuels)
      .where(
        inArray(
          legFuels.legId,
          rows.map((r) => r.leg.id),
        ),
      ),
    db
      .select({
        refCode: voyageRecords.refCode,
        kind: voyageRecords.kind,
        port: voyageRecords.portCode,
        purposes: voyageRecords.purposes,
        arrivalAt: voyageRecords.arrivalAt,
        departureAt: voyageRecords.departureAt,
      })
      .from(voyageRecords)
      .where(
        and(
          eq(voyageRecords.shipId, shipId),
          gt(voyageRecords.arrivalAt, lo),
          lte(voyageRecords.arrivalAt, hi),
        ),
      )
      .orderBy(asc(voyageRecords.arrivalAt), asc(voyageRecords.refCode)),
  ]);
  const codes = [...rows.flatMap((r) => [r.leg.fromPort, r.leg.toPort]), ...recs.map((r) => r.port)].filter(
    (c): c is string => !!c,
  );
  const info = await portsByCode(db, codes);
  const sea = new Map<number, ByCode>();
  const berth = new Map<number, ByCode>();
  for (const f of fuels) {
    if (!isLedgerFuel(f.fuelCode)) continue;
    const c = f.fuelCode as LedgerFuelCode;
    const s = sea.get(f.legId) ?? {};
    s[c] = (s[c] ?? 0) + f.atSeaT;
    sea.set(f.legId, s);
    const b = berth.get(f.legId) ?? {};
    b[c] = (b[c] ?? 0) + f.inPortT;
    berth.set(f.legId, b);
  }
  const byRef = new Map(recs.map((r) => [r.refCode, r]));
  const port = (c: string | null) => {
    const r = c ? info.get(c) : undefined;
    return r ? euPort(r) : null;
  };
  return rows.map(({ leg: l, voyageNo }) => {
    const dep = l.departureAt.getTime();
    const arr = l.arrivalAt.getTime();
    const end = byRef.get(l.toRefCode);
    return {
      id: l.id,
      voyageNo,
      fromRefCode: l.fromRefCode,
      toRefCode: l.toRefCode,
      from: port(l.fromPort),
      to: port(l.toPort),
      departure: dep,
      arrival: arr,
      berthEnd: end ? end.departureAt.getTime() : arr,
      distanceNm: l.distanceNm,
      iceDistanceNm: l.iceDistanceNm,
      hoursUnderway: l.hoursUnderway,
      cargoT: l.cargoT,
      transportWorkTnm: l.transportWorkTnm,
      seaFuelT: byClass(sea.get(l.id) ?? {}),
      berthFuelT: byClass(berth.get(l.id) ?? {}),
      stops: recs
        .filter((r) => r.arrivalAt.getTime() > dep && r.arrivalAt.getTime() < arr)
        .map((r) => ({
          refCode: r.refCode,
          port: port(r.port),
          kind: r.kind,
          purposes: r.purposes ?? [],
          transhipment: container && r.port !== null && info.get(r.port)?.isTranshipment === true,
        })),
    };
  });
}

/**
 * The ship's LNG consumer class for the CH4 slip: an engine's `lngConsumer` attribute (main engines
 * first). None: the registry default (decision LNG_DEFAULT_CONSUMER, never understates).
 */
export async function shipLngConsumer(db: Db, shipId: number): Promise<LngConsumer | undefined> {
  const rows = await db
    .select({ kind: shipEquipment.kind, attrs: shipEquipment.attrs })
    .from(shipEquipment)
    .where(eq(shipEquipment.shipId, shipId))
    .orderBy(asc(shipEquipment.kind), asc(shipEquipment.boardSn));
  const main = [...rows].sort((a, b) => Number(b.kind === 'main_engine') - Number(a.kind === 'main_engine'));
  for (const r of main) {
    const v = r.attrs.lngConsumer;
    if (typeof v === 'string' && (LNG_CONSUMERS as readonly string[]).includes(v)) return v as LngConsumer;
  }
  return undefined;
}

/** The company IMO number (unique company identification number, Reg. 2015/757 Art. 6(3)(b) as amended). */
export async function companyImoNumber(db: Db, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [row] = await db
    .select({ imo: companies.imoNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.imo ?? null;
}

/**
 * The fingerprint of an EU period: the ledger fingerprint over the period widened to the departure
 * of the first EU voyage arriving in it (a voyage crossing the start bound reads records before it).
 */
export async function euFingerprint(db: Db, shipId: number, from: Date, to: Date): Promise<string> {
  const [row] = await db
    .select({ lo: sql<Date | string | null>`min(${voyageLegs.departureAt})` })
    .from(voyageLegs)
    .where(
      and(
        eq(voyageLegs.shipId, shipId),
        eq(voyageLegs.kind, 'eu'),
        gt(voyageLegs.arrivalAt, from),
        lte(voyageLegs.arrivalAt, to),
      ),
    );
  const lo = row?.lo ? new Date(row.lo).getTime() : from.getTime();
  return ledgerFingerprint(db, shipId, new Date(Math.min(lo, from.getTime())), to);
}
