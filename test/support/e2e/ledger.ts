import { expect } from 'vitest';
import type {
  LedgerFuelCode,
  PURPOSES,
  RecordInput,
  VoyageDataInput,
} from '../../../src/domain/schemas/voyageData';
import { call } from '../e2eApi';
import type { E2eServer } from '../e2eServer';

/**
 * How the Chromium journeys arrange a ledger: through the same `POST /api/voyage-data` the
 * contract's clients use, so the screens read what a real write stored.
 */

/** The in-process server and the token of the user the page is signed in as. */
export interface E2eApi {
  server: E2eServer;
  token: string;
}

/** A fleet ship as the ships list returns it, with the IMO number the ledger's writes name it by. */
export interface E2eShip {
  id: number;
  imo: string;
  nameEn: string;
  nameZh: string | null;
  shipTypeCode: string | null;
  gt: number;
  docCompanyId: number | null;
}

type Purpose = (typeof PURPOSES)[number];

/** The ships of the user's fleet that have an IMO number, in list order. */
export async function shipsWithImo(api: E2eApi): Promise<E2eShip[]> {
  const ships = await call(api.server, api.token, 'GET', '/api/fleet/ships?size=100');
  return (ships.body.data.items as (Omit<E2eShip, 'imo'> & { imo: string | null })[]).filter(
    (s): s is E2eShip => Boolean(s.imo),
  );
}

/** A ship's name as the UI shows it in a language (the other language's when it has none). */
export const shipNameIn = (ship: Pick<E2eShip, 'nameEn' | 'nameZh'>, lang: 'en' | 'zh'): string =>
  lang === 'zh' ? ship.nameZh || ship.nameEn : ship.nameEn || (ship.nameZh ?? '');

/** The first ship of the user's fleet that has an IMO number. */
export async function firstShipWithImo(api: E2eApi): Promise<E2eShip> {
  const ship = (await shipsWithImo(api))[0];
  expect(ship, 'a fleet ship with an IMO number').toBeDefined();
  return ship!;
}

/** The fuels the ledger offers for a ship, its main fuel first. */
export async function fuelCodes(api: E2eApi, shipId: number): Promise<LedgerFuelCode[]> {
  const fuels = await call(
    api.server,
    api.token,
    'GET',
    `/api/energyEfficiency/getFuelType?shipId=${shipId}`,
  );
  return (fuels.body.data as { fuelCode: LedgerFuelCode }[]).map((f) => f.fuelCode);
}

/** The ship's main fuel, the one the single-fuel journeys burn. */
export async function mainFuel(api: E2eApi, shipId: number): Promise<LedgerFuelCode> {
  const [fuel] = await fuelCodes(api, shipId);
  expect(fuel, 'the ship has a fuel').toBeDefined();
  return fuel!;
}

/**
 * A builder of the port calls of one voyage. The first fuel carries the given ROB; any other fuel
 * stays at 50 t on arrival and departure, so it burns nothing.
 */
export function portCalls(ship: string, voyageNo: string, fuels: readonly LedgerFuelCode[], cargoT = 1000) {
  return (
    refCode: string,
    port: string,
    arrival: string,
    departure: string,
    robT: readonly [arrival: number, departure: number],
    distanceNm: number,
    purposes: Purpose[] = [0],
  ): RecordInput => ({
    refCode,
    ship,
    voyageNo,
    kind: 'port',
    port,
    inPortLimits: true,
    arrival,
    departure,
    distanceNm,
    purposes,
    cargo: { arrival: { cargoT }, departure: { cargoT } },
    fuels: fuels.map((fuel, i) => ({
      fuel,
      robArrivalT: i === 0 ? robT[0] : 50,
      robDepartureT: i === 0 ? robT[1] : 50,
    })),
  });
}

/** Writes records, episodes and snapshots in one call; fails the journey with the answer when refused. */
export async function writeVoyageData(api: E2eApi, body: VoyageDataInput) {
  const written = await call(api.server, api.token, 'POST', '/api/voyage-data', body);
  expect(written.status, JSON.stringify(written.body)).toBe(200);
}

/**
 * One IMO leg Shanghai → Singapore of 2 000 nm laden with 50 000 t in January 2025, burning 100 t
 * of the ship's main fuel at sea: the smallest ledger that gives a ship-year its indicators.
 */
export async function writeOneLeg(api: E2eApi, ship: E2eShip, voyageNo: string) {
  const portCall = portCalls(ship.imo, voyageNo, await fuelCodes(api, ship.id), 50_000);
  await writeVoyageData(api, {
    records: [
      portCall(`${voyageNo}-R1`, 'CNSHA', '2025-01-05T08:00+08:00', '2025-01-06T08:00+08:00', [500, 480], 0),
      portCall(
        `${voyageNo}-R2`,
        'SGSIN',
        '2025-01-12T08:00+08:00',
        '2025-01-13T08:00+08:00',
        [380, 370],
        2000,
        [1],
      ),
    ],
  });
}

/** A report period as the candidates list gives it. */
export interface E2ePeriod {
  start: string;
  end: string;
}

/**
 * Fills the gap the IMO DCS candidates name for the ship-year's first period: a ROB snapshot of
 * `fuel` at each bound it misses (`robT` at each instant), written as the ROB screen writes them.
 * Answers the period, for the report generated over it.
 */
export async function snapshotsAtBounds(
  api: E2eApi,
  ship: E2eShip,
  fuel: LedgerFuelCode,
  year: number,
  refPrefix: string,
  robT: (at: string) => number,
): Promise<E2ePeriod> {
  const listed = await call(
    api.server,
    api.token,
    'GET',
    `/api/reports/candidates?regime=imoDcs&shipId=${ship.id}&year=${year}`,
  );
  const period = (listed.body.data as (E2ePeriod & { reasons: { params?: { at?: string } }[] })[])[0]!;
  const bounds = period.reasons.map((r) => r.params?.at).filter((at): at is string => Boolean(at));
  expect(bounds.length, 'the period misses a snapshot at a bound').toBeGreaterThan(0);
  await writeVoyageData(api, {
    snapshots: bounds.map((at, i) => ({
      refCode: `${refPrefix}-${i}`,
      ship: ship.imo,
      time: at.replace(/\.\d{3}Z$/, 'Z').replace(/:00Z$/, 'Z'),
      fuels: [{ fuel, robT: robT(at) }],
    })),
  });
  return { start: period.start, end: period.end };
}

/** Locks the ship's voyage of that number, as the ledger screen's Lock does; fails the journey when refused. */
export async function lockVoyage(api: E2eApi, shipId: number, voyageNo: string): Promise<void> {
  const voyages = await call(
    api.server,
    api.token,
    'GET',
    `/api/voyages?shipId=${shipId}&voyageNo=${voyageNo}&size=50`,
  );
  const voyage = (voyages.body.data.items as { id: number; voyageNo: string; version: number }[]).find(
    (v) => v.voyageNo === voyageNo,
  );
  expect(voyage, `voyage ${voyageNo}`).toBeDefined();
  const locked = await call(api.server, api.token, 'POST', `/api/voyages/${voyage!.id}/lock`, {
    event: 'lock',
    version: voyage!.version,
  });
  expect(locked.status, JSON.stringify(locked.body)).toBe(200);
}
