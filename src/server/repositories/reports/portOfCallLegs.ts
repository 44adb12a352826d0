import { and, eq, inArray } from 'drizzle-orm';
import { fuelClassOf, type ByCode } from '../../../domain/ledger/index.js';
import type { PortNamePair } from '../../../domain/api.js';
import type { LedgerFuelCode } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import { legFuels, voyageRecords } from '../../db/schema/index.js';
import { portsByCode } from '../ports.js';
import { legsInWindow } from './legWindow.js';

/**
 * What the UK report and the cross-regime page read (docs/reports-uk-and-cross-regime.md §6): the
 * ledger's voyages between consecutive ports of call (`kind = 'uk'`: cut at every cargo or passenger
 * call, without the EU transhipment rule, which the EU scope function applies itself), their fuel at
 * sea and in the end port, the end port's stay, and the dictionary facts of their ports.
 */
export interface PortOfCallLeg {
  id: number;
  voyageNo: string;
  fromPort: string | null;
  toPort: string | null;
  departure: number;
  arrival: number;
  fuelAtSeaT: ByCode;
  fuelInPortT: ByCode;
  co2T: number;
  distanceNm: number;
  hoursUnderway: number;
  cargoT: number;
  transportWorkTnm: number;
  endStay: { arrival: number; departure: number } | null;
}

export interface PortDetails {
  code: string | null;
  /** The dictionary's names [English, Chinese]; null for a code the dictionary lacks. */
  names: PortNamePair | null;
  country: string;
  northernIreland: boolean;
  outermostRegion: boolean;
  containerTranshipment: boolean;
}

const knownFuel = (code: string) => fuelClassOf(code as LedgerFuelCode) !== undefined;

/** Voyages between ports of call departing in [from, to), in time order. */
export async function portOfCallLegs(db: Db, shipId: number, from: Date, to: Date): Promise<PortOfCallLeg[]> {
  const rows = await legsInWindow(db, shipId, 'uk', from, to, 'departing');
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.leg.id);
  const [fuels, stays] = await Promise.all([
    db.select().from(legFuels).where(inArray(legFuels.legId, ids)),
    db
      .select({
        refCode: voyageRecords.refCode,
        arrival: voyageRecords.arrivalAt,
        departure: voyageRecords.departureAt,
      })
      .from(voyageRecords)
      .where(
        and(
          eq(voyageRecords.shipId, shipId),
          inArray(
            voyageRecords.refCode,
            rows.map((r) => r.leg.toRefCode),
          ),
        ),
      ),
  ]);
  const sea = new Map<number, ByCode>();
  const port = new Map<number, ByCode>();
  for (const f of fuels) {
    if (!knownFuel(f.fuelCode)) continue;
    const c = f.fuelCode as LedgerFuelCode;
    const s = sea.get(f.legId) ?? {};
    const p = port.get(f.legId) ?? {};
    s[c] = (s[c] ?? 0) + f.atSeaT;
    p[c] = (p[c] ?? 0) + f.inPortT;
    sea.set(f.legId, s);
    port.set(f.legId, p);
  }
  const stayOf = new Map(stays.map((s) => [s.refCode, s]));
  return rows.map(({ leg: l, voyageNo }) => {
    const stay = stayOf.get(l.toRefCode);
    return {
      id: l.id,
      voyageNo,
      fromPort: l.fromPort,
      toPort: l.toPort,
      departure: l.departureAt.getTime(),
      arrival: l.arrivalAt.getTime(),
      fuelAtSeaT: sea.get(l.id) ?? {},
      fuelInPortT: port.get(l.id) ?? {},
      co2T: l.co2T,
      distanceNm: l.distanceNm,
      hoursUnderway: l.hoursUnderway,
      cargoT: l.cargoT,
      transportWorkTnm: l.transportWorkTnm,
      endStay: stay ? { arrival: stay.arrival.getTime(), departure: stay.departure.getTime() } : null,
    };
  });
}

/**
 * The dictionary facts of the ports (`portsByCode`, the rule every port reader shares). An unknown
 * code still gets its LOCODE country, so a voyage is never dropped for a missing dictionary row.
 */
export async function portDetails(
  db: Db,
  codes: (string | null)[],
): Promise<(code: string | null) => PortDetails> {
  const byCode = await portsByCode(db, codes);
  return (code) => {
    const r = code ? byCode.get(code) : undefined;
    return {
      code,
      names: r ? [r.enName, r.cnName || null] : null,
      country: r?.country ?? (code?.slice(0, 2) ?? '').toUpperCase(),
      northernIreland: r?.isNorthernIreland ?? false,
      outermostRegion: r?.isOutermostRegion ?? false,
      containerTranshipment: r?.isTranshipment ?? false,
    };
  };
}
