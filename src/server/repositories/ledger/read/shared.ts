import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FuelClassTonnes, LegDto } from '../../../../domain/api.js';
import { co2OfClasses as domainCo2OfClasses, fuelClassOf } from '../../../../domain/ledger/fuels.js';
import type { ByClass, FuelClass } from '../../../../domain/ledger/types.js';
import { formatLocalTime, type LedgerFuelCode } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import { legFuels, ships, voyageLegs } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { companySubtreeSql } from '../../kit/companyTree.js';
import { portNamesOf, type PortNameMap } from '../../ports.js';

/**
 * Adds `tonnes` of a fuel code to a by-class total with the domain's class table (docs/ledger.md §2); a code
 * outside the ledger's list is ignored, never guessed. Zero lines add nothing, so a class with
 * nothing stays absent.
 */
export function addByClass(into: FuelClassTonnes, code: string, tonnes: number): FuelClassTonnes {
  const cls = fuelClassOf(code as LedgerFuelCode) as FuelClass | undefined;
  if (cls && tonnes) into[cls] = (into[cls] ?? 0) + tonnes;
  return into;
}

/** A fuel code of the ledger's list; a code outside it is ignored by every read, never guessed. */
export const isLedgerFuel = (code: string): code is LedgerFuelCode =>
  fuelClassOf(code as LedgerFuelCode) !== undefined;

/** A stored instant as the write contract shows it: local time at the written UTC offset. */
export const local = (d: Date, offsetMin: number) => formatLocalTime(d.getTime(), offsetMin);

/** An int[] literal of ids for `= any(…)`, built from numbers only. */
export const idArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);

/** t CO2 of tonnes by class, with the registry's one CF table (the domain's function). */
export const co2OfClasses = (t: FuelClassTonnes) => domainCo2OfClasses(t as ByClass);

/** IMO number, or registration number when the ship has none: how the ledger names a ship. */
export const shipName = (s: { imo: string | null; registrationNo: string | null }) =>
  s.imo ?? s.registrationNo ?? '';

/**
 * The ship a read call names, inside the caller's scope (`principalShipScope`: a session user's
 * data scope or an API key's ships; 404 otherwise, revealing nothing):
 * `ship` is an IMO number or a registration number, `shipId` the row id.
 */
export async function requireLedgerShip(db: Db, scope: SQL, q: ShipNamed) {
  const [row] = await db
    .select({ id: ships.id, imo: ships.imo, registrationNo: ships.registrationNo })
    .from(ships)
    .where(namedShip(scope, q));
  if (!row) throw notFound();
  return row;
}

/** The scope condition of a prepared statement (scope/ships.ts `preparedShipScope`). */
export type PreparedScope = { shape: string; where: SQL; params: Record<string, unknown> };

/** How a read call names a ship: IMO or registration number, or the row id. */
export type ShipNamed = { ship?: string; shipId?: number };

/** The condition on `ships` for the ship a read call names, inside the caller's scope. */
export function namedShip(scope: SQL, q: ShipNamed, b: Bind = bound): SQL {
  const conds: SQL[] = [scope];
  if (q.shipId !== undefined) conds.push(eq(ships.id, b('shipId', q.shipId)));
  if (q.ship !== undefined)
    conds.push(or(eq(ships.imo, b('ship', q.ship)), eq(ships.registrationNo, b('ship', q.ship)))!);
  return and(...conds)!;
}

/**
 * How a value enters a statement: bound as it is (the statement is built for this call) or as a
 * placeholder of that name (built once per shape; `execute` gives the values).
 */
export type Bind = (name: string, value: unknown) => any;
export const bound: Bind = (_name, value) => value;
export const placeholder: Bind = (name) => sql.placeholder(name);

/**
 * Ships whose owner, operator or DOC holder is the company or one below it (the screens' filter).
 * `companyId` may be a placeholder of a prepared statement.
 */
export function shipsOfCompany(companyId: number | Placeholder): SQL {
  const tree = sql`any(array${companySubtreeSql(sql`c.id = ${companyId}`)})`;
  return sql`(${ships.ownerCompanyId} = ${tree} or ${ships.operatorCompanyId} = ${tree} or ${ships.docCompanyId} = ${tree})`;
}

/** The free-text ship filter: name, IMO or registration number (the ships' trigram-indexed text). */
export const shipKeyword = (keyword: string) => sql`${ships.searchText} like ${shipKeywordPattern(keyword)}`;

/** The `like` pattern of the free-text ship filter. */
export const shipKeywordPattern = (keyword: string) =>
  '%' + keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';

const KIND_ORDER: Record<string, number> = { imo: 0, eu: 1, uk: 2 };

/** What a leg's answer needs of its row (a full `voyage_legs` row has it). */
export type LegCore = Pick<
  typeof voyageLegs.$inferSelect,
  | 'id'
  | 'kind'
  | 'seq'
  | 'fromPort'
  | 'toPort'
  | 'departureAt'
  | 'arrivalAt'
  | 'distanceNm'
  | 'hoursUnderway'
  | 'hoursStopped'
  | 'co2T'
  | 'cargoT'
  | 'ballastT'
  | 'teu'
  | 'teuLaden'
  | 'passengers'
  | 'vehicles'
  | 'transportWorkTnm'
  | 'eeoi'
  | 'euCategory'
> & { voyageNo: string };

type LegRow = typeof voyageLegs.$inferSelect & { voyageNo: string };

/** A leg's fuel line: code, at sea, in port, ice, rescue (tonnes). */
type FuelLine = [code: string, atSeaT: number, inPortT: number, iceT: number, rescueT: number];

/** IMO legs first, then EU, then UK, each by sequence. */
const byKindAndSeq = <T extends { kind: string; seq: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.seq - b.seq);

/** A leg's fuel lines summed by class, in the lines' order: at sea, in port, ice, rescue. */
function fuelsByClass(
  lines: readonly FuelLine[],
): [FuelClassTonnes, FuelClassTonnes, FuelClassTonnes, FuelClassTonnes] {
  const sea: FuelClassTonnes = {};
  const port: FuelClassTonnes = {};
  const ice: FuelClassTonnes = {};
  const rescue: FuelClassTonnes = {};
  for (const [code, atSeaT, inPortT, iceT, rescueT] of lines) {
    addByClass(sea, code, atSeaT);
    addByClass(port, code, inPortT);
    addByClass(ice, code, iceT);
    addByClass(rescue, code, rescueT);
  }
  return [sea, port, ice, rescue];
}

/** A leg as the read calls answer it: its fuel lines summed by class. */
function legDto(r: LegCore, lines: readonly FuelLine[]): LegDto {
  const [sea, port, ice, rescue] = fuelsByClass(lines);
  const dto: LegDto = {
    id: r.id,
    voyageNo: r.voyageNo,
    kind: r.kind as LegDto['kind'],
    seq: r.seq,
    fromPort: r.fromPort,
    toPort: r.toPort,
    departure: r.departureAt.toISOString(),
    arrival: r.arrivalAt.toISOString(),
    distanceNm: r.distanceNm,
    hoursUnderway: r.hoursUnderway,
    hoursStopped: r.hoursStopped,
    fuelAtSeaT: sea,
    fuelInPortT: port,
    fuelIceT: ice,
    fuelRescueT: rescue,
    co2T: r.co2T,
    cargoT: r.cargoT,
    ballastT: r.ballastT,
    teu: r.teu,
    teuLaden: r.teuLaden,
    passengers: r.passengers,
    vehicles: r.vehicles,
    transportWorkTnm: r.transportWorkTnm,
    eeoi: r.eeoi,
  };
  if (r.kind !== 'imo') dto.euCategory = (r.euCategory ?? null) as LegDto['euCategory'];
  return dto;
}

/**
 * Legs as the read calls answer them: fuels of each leg read in one statement and summed by class;
 * IMO legs first, then EU, then UK, each by sequence.
 */
export async function legDtos(db: Db, rows: LegRow[]): Promise<LegDto[]> {
  if (rows.length === 0) return [];
  const fuels = await db
    .select()
    .from(legFuels)
    .where(
      sql`${legFuels.legId} = any(${sql.raw(`array[${rows.map((r) => Number(r.id)).join(',')}]::int[]`)})`,
    )
    .orderBy(legFuels.legId, legFuels.fuelCode);
  const byLeg = new Map<number, FuelLine[]>();
  for (const f of fuels)
    byLeg.set(f.legId, [...(byLeg.get(f.legId) ?? []), [f.fuelCode, f.atSeaT, f.inPortT, f.iceT, f.rescueT]]);
  return byKindAndSeq(rows).map((r) => legDto(r, byLeg.get(r.id) ?? []));
}

/**
 * One leg as a JSON array inside a statement (`l` a `voyage_legs` row), its fields in the order of
 * `LegArray`, with its fuel lines by code (null for none), so a read takes legs and fuels in the
 * statement that finds them (`legsOfJson` reads it). An array, not an object: PostgreSQL writes and
 * the driver parses no key per field, half the text of the object form. `voyageNo` is the SQL of
 * the leg's voyage number (`v.voyage_no` of a joined voyage), or `null` where the caller has it.
 * The ports' names are not joined here: the statement selects the reference-data revision
 * (`referenceRevSql`) and `legsOfJson` names the ports from the dictionary kept for it. The fuel
 * lines are the leg's copy of them (`fuel_lines`, kept by triggers, migration 0040): a subquery
 * per leg was a third of a voyage page's execution.
 */
export const legJson = (voyageNo: 'v.voyage_no' | 'null') =>
  sql.raw(`json_build_array(l.id, l.kind, l.seq, l.from_port, l.to_port, l.departure_at, l.arrival_at,
  l.distance_nm, l.hours_underway, l.hours_stopped, l.co2_t, l.cargo_t, l.ballast_t, l.teu, l.teu_laden,
  l.passengers, l.vehicles, l.transport_work_tnm, l.eeoi, l.eu_category, l.fuel_lines, ${voyageNo})`);

/**
 * A `timestamptz` as PostgreSQL writes it inside JSON, as the ISO instant (milliseconds, `Z`) the
 * answers carry. In a UTC session the text is `YYYY-MM-DDTHH:MM:SS[.ffffff]+00:00` and is rewritten
 * as text; any other form (another session time zone, a year past 9999) goes through Date. Why:
 * parsing two dates per leg was a visible part of a voyage page's CPU (72 legs a page), on the one
 * thread that answers every request.
 */
export function isoInstant(text: string): string {
  if (text.length >= 25 && text[10] === 'T' && text.endsWith('+00:00')) {
    const fraction = text.slice(19, -6);
    if (fraction === '') return `${text.slice(0, 19)}.000Z`;
    if (fraction[0] === '.' && fraction.length <= 7)
      return `${text.slice(0, 19)}${(fraction + '000').slice(0, 4)}Z`;
  }
  return new Date(text).toISOString();
}

/** A json / json[] value as the drivers hand it back: parsed already, or its text. */
export const jsonValue = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A leg as `legJson` writes it. */
type LegArray = [
  id: number,
  kind: LegDto['kind'],
  seq: number,
  fromPort: string | null,
  toPort: string | null,
  departureAt: string,
  arrivalAt: string,
  distanceNm: number,
  hoursUnderway: number,
  hoursStopped: number,
  co2T: number,
  cargoT: number,
  ballastT: number,
  teu: number,
  teuLaden: number,
  passengers: number,
  vehicles: number,
  transportWorkTnm: number,
  eeoi: number | null,
  euCategory: string | null,
  fuels: FuelLine[] | null,
  voyageNo: string | null,
];

/**
 * Legs read as `legJson` (a json array), answered and ordered as `legDtos` answers them, each port
 * named from `ports` (the dictionary of the revision the statement read); `voyageNo` for legs whose
 * statement did not select it. Each leg is made in one pass from its array, the object the answer
 * carries: the leg answers are the bulk of a voyage page, and rebuilding each leg through
 * intermediate objects made the most garbage of the request.
 */
export function legsOfJson(value: unknown, ports: PortNameMap, voyageNo: string | null = null): LegDto[] {
  const rows = jsonValue<LegArray[] | null>(value) ?? [];
  rows.sort((a, b) => KIND_ORDER[a[1]] - KIND_ORDER[b[1]] || a[2] - b[2]);
  const out = new Array<LegDto>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const lines = r[20] ?? [];
    // By code, as `legDtos` adds them: three codes of one class added in another order may differ
    // in the last bit. The copy is kept in code order by the database's collation; sorted again by
    // code units here so the sum never hangs on a collation (a sorted list costs one pass).
    if (lines.length > 1) lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const [sea, port, ice, rescue] = fuelsByClass(lines);
    const dto: LegDto = {
      id: r[0],
      voyageNo: (r[21] ?? voyageNo)!,
      kind: r[1],
      seq: r[2],
      fromPort: r[3],
      toPort: r[4],
      departure: isoInstant(r[5]),
      arrival: isoInstant(r[6]),
      distanceNm: r[7],
      hoursUnderway: r[8],
      hoursStopped: r[9],
      fuelAtSeaT: sea,
      fuelInPortT: port,
      fuelIceT: ice,
      fuelRescueT: rescue,
      co2T: r[10],
      cargoT: r[11],
      ballastT: r[12],
      teu: r[13],
      teuLaden: r[14],
      passengers: r[15],
      vehicles: r[16],
      transportWorkTnm: r[17],
      eeoi: r[18],
    };
    if (r[1] !== 'imo') dto.euCategory = r[19] as LegDto['euCategory'];
    dto.fromPortNames = portNamesOf(ports, r[3]);
    dto.toPortNames = portNamesOf(ports, r[4]);
    out[i] = dto;
  }
  return out;
}
