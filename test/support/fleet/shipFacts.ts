import { expect } from 'vitest';
import { callVoyageData, portCall } from '../ledger/ledgerWriteFixtures.js';
import { companyPayload, imo, shipPayload, type Client } from './fleetHelpers.js';

/**
 * The ship-type world of the ship-facts tests (docs/ledger.md §2 "Ship type"): the ship-type
 * dictionary as the API serves it, a company and ships of any dictionary type created through the
 * fleet API, and one voyage Shanghai → Tanger Med (a listed neighbouring container transhipment
 * port) → Rotterdam written through the ledger contract.
 */

export interface DictionaryType {
  code: string;
  subCode: string | null;
  /** What the dictionary says the ship computes as: the sub-type's calc type, else the type's. */
  calcType: string;
  imoType: string;
  enName: string;
}

interface TypeRow {
  code: string;
  calcType: string;
  imoType: string;
  enName: string;
}
interface SubRow {
  typeCode: string;
  subCode: string;
  calcType: string | null;
}

/**
 * Every (type, sub-type) choice of the dictionary that can give a ship its own calculation type:
 * each type with its first sub-type (or none), and each sub-type that names a calc type of its own.
 */
export async function dictionaryTypes(admin: Client): Promise<DictionaryType[]> {
  const types = (await admin.get('/api/dict/shipType?size=500')).data.items as TypeRow[];
  const subs = (await admin.get('/api/dict/shipSub?size=500')).data.items as SubRow[];
  expect(types.length).toBeGreaterThan(0);
  const out: DictionaryType[] = [];
  for (const t of types) {
    const own = subs.filter((s) => s.typeCode === t.code);
    const plain = own.find((s) => !s.calcType) ?? null;
    const base = { code: t.code, imoType: t.imoType, enName: t.enName };
    out.push({ ...base, subCode: plain?.subCode ?? null, calcType: t.calcType });
    for (const s of own.filter((x) => x.calcType))
      out.push({ ...base, subCode: s.subCode, calcType: s.calcType! });
  }
  return out;
}

/** A company created through the fleet API (code and IMO number unique per `tag`). */
export async function createCompany(admin: Client, tag: string): Promise<number> {
  const n = [...tag].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 900_000, 7);
  const r = await admin.post(
    '/api/fleet/companies',
    companyPayload({
      code: `SF${tag}`.slice(0, 20),
      imoNumber: String(5_000_000 + n),
      nameEn: `Facts ${tag}`,
    }),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data.id as number;
}

export interface TypedShip {
  id: number;
  imo: string;
  type: DictionaryType;
}

/** A ship of the given dictionary type, created through the fleet API (`serial` keeps IMO and names unique). */
export async function createShipOfType(
  admin: Client,
  companyId: number,
  serial: number,
  type: DictionaryType,
): Promise<TypedShip> {
  const number = imo(String(700_000 + serial));
  const r = await admin.post(
    '/api/fleet/ships',
    shipPayload(companyId, {
      imo: number,
      registrationNo: `SF-${serial}`,
      nameEn: `FACTS ${serial} TYPE ${type.code}`,
      shipTypeCode: type.code,
      subTypeCode: type.subCode,
      otherTypeText: 'Facts test ship',
      gt: 40_000,
      nt: 25_000,
    }),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id: r.data.id as number, imo: number, type };
}

/** HFO remaining on board, as written: the stays and passages below burn their differences. */
export const TANGER_ROB = {
  shanghai: { arrival: 1000, departure: 990 },
  tangerMed: { arrival: 590, departure: 580 },
  rotterdam: { arrival: 480, departure: 475 },
} as const;

/**
 * Shanghai (1–2 Mar) → Tanger Med, loading and discharging (25–26 Mar) → Rotterdam (30–31 Mar) in
 * `year`, HFO (ledger code 11) only, with ROB snapshots on both bounds of the year.
 */
export function tangerVoyage(ship: string, year: number) {
  const hfo = (r: { arrival: number; departure: number }) => [
    { fuel: '11', robArrivalT: r.arrival, robDepartureT: r.departure },
  ];
  const ref = (s: string) => `${s}${year}`;
  return {
    records: [
      portCall(ship, ref('TS1'), {
        voyageNo: `T${year}`,
        port: 'CNSHA',
        arrival: `${year}-03-01T00:00Z`,
        departure: `${year}-03-02T00:00Z`,
        purposes: [0],
        fuels: hfo(TANGER_ROB.shanghai),
      }),
      portCall(ship, ref('TS2'), {
        voyageNo: `T${year}`,
        port: 'MAPTM',
        arrival: `${year}-03-25T00:00Z`,
        departure: `${year}-03-26T00:00Z`,
        distanceNm: 8_500,
        purposes: [0, 1],
        cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 45_000 } },
        fuels: hfo(TANGER_ROB.tangerMed),
      }),
      portCall(ship, ref('TS3'), {
        voyageNo: `T${year}`,
        port: 'NLRTM',
        arrival: `${year}-03-30T00:00Z`,
        departure: `${year}-03-31T00:00Z`,
        distanceNm: 1_400,
        purposes: [1],
        cargo: { arrival: { cargoT: 45_000 }, departure: { cargoT: 0 } },
        fuels: hfo(TANGER_ROB.rotterdam),
      }),
    ],
    snapshots: [
      {
        refCode: ref('TY0'),
        ship,
        time: `${year}-01-01T00:00Z`,
        fuels: [{ fuel: '11', robT: TANGER_ROB.shanghai.arrival }],
      },
      {
        refCode: ref('TY1'),
        ship,
        time: `${year + 1}-01-01T00:00Z`,
        fuels: [{ fuel: '11', robT: TANGER_ROB.rotterdam.departure }],
      },
    ],
  };
}

/** Writes the Tanger Med voyage of `year` through POST /api/voyage-data. */
export async function writeTangerVoyage(
  app: Parameters<typeof callVoyageData>[0],
  writer: Client,
  ship: TypedShip,
  year: number,
) {
  const w = await callVoyageData(app, 'POST', tangerVoyage(ship.imo, year), { 'x-token': writer.token });
  expect(w.status, w.body).toBe(200);
}

export const yearPeriod = (year: number) => ({
  start: new Date(Date.UTC(year, 0, 1)).toISOString(),
  end: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
});

/** Generates the regime's report of the ship-year through the API and answers its stored figures. */
export async function reportFigures<T = Record<string, unknown>>(
  c: Client,
  regime: string,
  shipId: number,
  year: number,
): Promise<{ id: number; figures: T }> {
  const g = await c.post('/api/reports', { regime, shipId, period: yearPeriod(year) });
  expect(g.status, `${regime}: ${JSON.stringify(g.body)}`).toBe(201);
  const r = await c.get(`/api/reports/${g.data.id}`);
  expect(r.status).toBe(200);
  return { id: g.data.id as number, figures: r.data.figures as T };
}
