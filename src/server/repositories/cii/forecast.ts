import { eq, sql } from 'drizzle-orm';
import type { ForecastLeg, FuelTonnes } from '../../../domain/cii/forecast.js';
import { fuelClassOf } from '../../../domain/ledger/fuels.js';
import { isShipType, type ShipType } from '../../../domain/registry/shipTypes.js';
import type { EuLeg } from '../../../domain/scenarios/index.js';
import type { LedgerFuelCode } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import { ships } from '../../db/schema/index.js';
import { ciiShip } from './ciiShip.js';
import type { PortFacts } from '../../../domain/ledger/index.js';
import { portFacts } from '../ports.js';

/**
 * Reads of the CII forecast and what-if (docs/cii-forecast-what-if.md §4): the ship's CII facts and
 * its stored legs of one year. Scope is checked by the caller (requireShip) before these run; the
 * figures are computed by src/domain/cii/forecast and src/domain/scenarios, never here.
 */

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

export interface CiiShipFacts {
  id: number;
  name: string;
  /** The CII type of the ship's type or sub-type (ciirate's ciiShip); null when reg. 28 does not rate it. */
  shipType: ShipType | null;
  dwt: number;
  gt: number;
  iceClass: string | null;
}

/** The CII facts (type with the sub-type override, tonnage) plus the name and ice class the what-if shows and uses. */
export async function ciiShipFacts(db: Db, shipId: number): Promise<CiiShipFacts> {
  const base = await ciiShip(db, shipId);
  const [row] = await db
    .select({ name: ships.nameEn, iceClass: ships.iceClass })
    .from(ships)
    .where(eq(ships.id, shipId));
  return {
    id: base.id,
    name: row.name,
    shipType: isShipType(base.calcType) ? base.calcType : null,
    dwt: base.dwt,
    gt: base.gt,
    iceClass: row.iceClass ?? null,
  };
}

/** A line of a leg's copy of its fuel lines (`voyage_legs.fuel_lines`, migration 0040), by code. */
type FuelLine = [code: LedgerFuelCode, sea: number, port: number, ice: number, rescue: number];

function tonnesOf(raw: unknown): { sea: FuelTonnes; port: FuelTonnes } {
  const list = ((typeof raw === 'string' ? JSON.parse(raw) : raw) ?? []) as FuelLine[];
  const sea: FuelTonnes = {};
  const port: FuelTonnes = {};
  for (const [code, atSea, inPort] of list) {
    const c = fuelClassOf(code);
    sea[c] = (sea[c] ?? 0) + Number(atSea);
    port[c] = (port[c] ?? 0) + Number(inPort);
  }
  return { sea, port };
}

const yearBounds = (year: number) => ({
  from: new Date(Date.UTC(year, 0, 1)).toISOString(),
  to: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
});

/** The ship's IMO legs departing in the year, with the stay at each end port (record arrival → departure). */
export async function forecastLegs(db: Db, shipId: number, year: number): Promise<ForecastLeg[]> {
  const { from, to } = yearBounds(year);
  const res = await db.execute(sql`
    select l.departure_at, l.arrival_at, l.distance_nm,
           extract(epoch from (r.departure_at - r.arrival_at)) / 3600 as hours_in_port,
           l.fuel_lines as fuels
      from voyage_legs l
      left join voyage_records r on r.ship_id = l.ship_id and r.ref_code = l.to_ref_code
     where l.ship_id = ${shipId} and l.kind = 'imo'
       and l.departure_at >= ${from}::timestamptz and l.departure_at < ${to}::timestamptz
     order by l.departure_at, l.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => {
    const t = tonnesOf(r.fuels);
    return {
      departureAt: new Date(r.departure_at as string).getTime(),
      arrivalAt: new Date(r.arrival_at as string).getTime(),
      hoursInPort: r.hours_in_port === null || r.hours_in_port === undefined ? null : Number(r.hours_in_port),
      distanceNm: Number(r.distance_nm),
      fuelAtSea: t.sea,
      fuelInPort: t.port,
    };
  });
}

/**
 * A port of the ledger as the EU engines take it: the country is the UN/LOCODE's first two letters
 * (ISO 3166 alpha-2); outermost-region and transhipment flags come from the port dictionary, read
 * the way the ledger's writer reads them (`portFacts`).
 */
function portOf(locode: string | null, facts: Map<string, PortFacts>) {
  const code = locode ?? '';
  const f = facts.get(code);
  return {
    locode: code,
    country: code.slice(0, 2),
    outermostRegion: f?.isOutermostRegion === true,
    containerTranshipment: f?.isTranshipment === true,
  };
}

/** The ship's EU MRV voyages departing in the year, with the ports' flags. */
export async function forecastEuLegs(db: Db, shipId: number, year: number): Promise<EuLeg[]> {
  const { from, to } = yearBounds(year);
  const res = await db.execute(sql`
    select l.departure_at, l.from_port, l.to_port, l.fuel_lines as fuels
      from voyage_legs l
     where l.ship_id = ${shipId} and l.kind = 'eu'
       and l.departure_at >= ${from}::timestamptz and l.departure_at < ${to}::timestamptz
     order by l.departure_at, l.id`);
  const rows = rowsOf<Record<string, unknown>>(res);
  const codes = rows
    .flatMap((r) => [r.from_port, r.to_port])
    .filter((c): c is string => typeof c === 'string');
  const facts = await portFacts(db, codes);
  return rows.map((r) => {
    const t = tonnesOf(r.fuels);
    return {
      departureAt: new Date(r.departure_at as string).getTime(),
      from: portOf(r.from_port as string | null, facts),
      to: portOf(r.to_port as string | null, facts),
      fuelAtSea: t.sea,
      fuelInPort: t.port,
    };
  });
}
