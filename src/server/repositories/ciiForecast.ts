import { sql } from 'drizzle-orm';
import type { ForecastLeg, FuelTonnes } from '../../domain/cii/forecast.js';
import { fuelClassOf } from '../../domain/ledger/fuels.js';
import { isShipType, type ShipType } from '../../domain/registry/shipTypes.js';
import type { EuLeg } from '../../domain/scenarios/index.js';
import type { LedgerFuelCode } from '../../domain/schemas/voyageData.js';
import type { Db } from '../db/client.js';
import type { PortFacts } from '../../domain/ledger/index.js';
import { portFacts } from './ledger/writeLookup.js';

/**
 * Reads of the CII forecast and what-if (docs/cii-forecast-what-if.md §4): the ship's CII facts and
 * its stored legs of one year. Scope is checked by the caller (requireShip) before these run; the
 * figures are computed by src/domain/cii/forecast and src/domain/scenarios, never here.
 */

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

export interface CiiShipFacts {
  id: number;
  name: string;
  /** The CII type of the ship's type or sub-type; null when reg. 28 does not rate it. */
  shipType: ShipType | null;
  dwt: number;
  gt: number;
  iceClass: string | null;
}

export async function ciiShipFacts(db: Db, shipId: number): Promise<CiiShipFacts> {
  const res = await db.execute(sql`
    select s.id, s.name_en, s.dwt, s.gt, s.ice_class, coalesce(st.calc_type, t.calc_type) as calc_type
      from ships s
      left join dic_ship_types t on t.code = s.ship_type_code
      left join dic_ship_sub_types st on st.sub_code = s.sub_type_code
     where s.id = ${shipId}`);
  const [r] = rowsOf<Record<string, unknown>>(res);
  return {
    id: Number(r.id),
    name: String(r.name_en),
    shipType: isShipType(r.calc_type) ? r.calc_type : null,
    dwt: Number(r.dwt),
    gt: Number(r.gt),
    iceClass: (r.ice_class as string | null) ?? null,
  };
}

type FuelRow = { code: LedgerFuelCode; sea: number; port: number };

function tonnesOf(raw: unknown): { sea: FuelTonnes; port: FuelTonnes } {
  const list = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as FuelRow[];
  const sea: FuelTonnes = {};
  const port: FuelTonnes = {};
  for (const f of list) {
    const c = fuelClassOf(f.code);
    sea[c] = (sea[c] ?? 0) + Number(f.sea);
    port[c] = (port[c] ?? 0) + Number(f.port);
  }
  return { sea, port };
}

const FUELS_OF_LEG = sql`(select json_agg(json_build_object('code', f.fuel_code, 'sea', f.at_sea_t, 'port', f.in_port_t))
              from voyage_leg_fuels f where f.leg_id = l.id)`;

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
           ${FUELS_OF_LEG} as fuels
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
 * the way the ledger's writer reads them (writeLookup.portFacts).
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
    select l.departure_at, l.from_port, l.to_port, ${FUELS_OF_LEG} as fuels
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
