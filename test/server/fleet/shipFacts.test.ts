import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EuMrvFigures } from '../../../src/domain/euMrv/index.js';
import type { DcsFigures } from '../../../src/domain/imoDcs/index.js';
import { gisisShipTypeOf } from '../../../src/domain/imoDcs/gisisShipType.js';
import { ETS_PHASE_IN, ETS_SHARES } from '../../../src/domain/registry/euEts.js';
import { FUELS } from '../../../src/domain/registry/fuels.js';
import { lookupYear } from '../../../src/domain/registry/yearTable.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import {
  createCompany,
  createShipOfType,
  dictionaryTypes,
  reportFigures,
  TANGER_ROB,
  writeTangerVoyage,
  yearPeriod,
  type DictionaryType,
  type TypedShip,
} from '../../support/fleet/shipFacts.js';

/**
 * One rule from a ship to its calculation type (docs/ledger.md §2 "Ship type"): a ship of every
 * ship-type dictionary choice, created through the fleet API, sails Shanghai → Tanger Med →
 * Rotterdam (written through the ledger contract), and every consumer — the ledger's legs, EU MRV,
 * EU ETS, FuelEU, UK, CII, IMO DCS, China MSA, the regime comparison and the exports — sees the
 * dictionary's calculation type, never the code compared with a type name.
 */
let t: TestApp;
let admin: Client;
let types: DictionaryType[];
let fleet: TypedShip[];
let companyId: number;
const YEAR = 2025;
/** The EU MRV report of each ship (by ship id), for the export check. */
const euMrvReportOf = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  types = await dictionaryTypes(admin);
  companyId = await createCompany(admin, 'FACTS');
  fleet = [];
  for (const [i, type] of types.entries()) fleet.push(await createShipOfType(admin, companyId, i + 1, type));
  for (const ship of fleet) await writeTangerVoyage(t.app, admin, ship, YEAR);
}, 300_000);
afterAll(() => t.close());

const isContainer = (s: TypedShip) => s.type.calcType === 'container_ship';
/** Where the ship's EU voyage arriving in Rotterdam starts: Tanger Med is a port of call unless it is a container ship. */
const euOrigin = (s: TypedShip) => (isContainer(s) ? 'CNSHA' : 'MAPTM');
const label = (s: TypedShip) =>
  `code ${s.type.code}${s.type.subCode ? `/${s.type.subCode}` : ''} (${s.type.calcType})`;

describe('a ship of every dictionary type, seen by every consumer', () => {
  it('the dictionary holds every choice, and container ships are among them', () => {
    expect(types.some((x) => x.calcType === 'container_ship')).toBe(true);
    expect(types.some((x) => x.calcType !== 'container_ship')).toBe(true);
  });

  it('ledger legs: only a container ship runs its EU voyage through Tanger Med', async () => {
    const { start, end } = yearPeriod(YEAR);
    for (const s of fleet) {
      const r = await admin.get(`/api/voyage-data/legs?shipId=${s.id}&kind=eu&from=${start}&to=${end}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const legs = (r.data as { fromPort: string; toPort: string }[]).map((l) => [l.fromPort, l.toPort]);
      expect(legs, label(s)).toEqual(
        isContainer(s)
          ? [['CNSHA', 'NLRTM']]
          : [
              ['CNSHA', 'MAPTM'],
              ['MAPTM', 'NLRTM'],
            ],
      );
      // The IMO legs cut at every call whatever the type.
      const imo = await admin.get(`/api/voyage-data/legs?shipId=${s.id}&kind=imo&from=${start}&to=${end}`);
      expect((imo.data as unknown[]).length, label(s)).toBe(2);
    }
  }, 120_000);

  it('EU MRV, EU ETS and FuelEU: the ship type of the figures and the voyage into Rotterdam', async () => {
    for (const s of fleet) {
      const generated = await reportFigures<EuMrvFigures>(admin, 'euMrv', s.id, YEAR);
      euMrvReportOf.set(s.id, generated.id);
      const mrv = generated.figures;
      const ets = (await reportFigures<EuMrvFigures>(admin, 'euEts', s.id, YEAR)).figures;
      for (const f of [mrv, ets]) {
        expect(f.ship.shipType, label(s)).toBe(s.type.calcType);
        expect(f.ship.category, label(s)).toBe(s.type.enName);
        expect(f.voyages.find((v) => v.to === 'NLRTM')?.from, label(s)).toBe(euOrigin(s));
      }
      const fuelEu = (
        await reportFigures<{ voyages: { fromPort: string | null; toPort: string | null }[] }>(
          admin,
          'fuelEu',
          s.id,
          YEAR,
        )
      ).figures;
      expect(fuelEu.voyages.find((v) => v.toPort === 'NLRTM')?.fromPort, label(s)).toBe(euOrigin(s));
    }
  }, 240_000);

  it('UK, IMO DCS and China MSA: the dictionary row of the ship', async () => {
    for (const s of fleet) {
      const uk = (await reportFigures<{ ship: { shipType: string } }>(admin, 'ukMrv', s.id, YEAR)).figures;
      expect(uk.ship.shipType, label(s)).toBe(s.type.calcType);
      const dcs = (await reportFigures<DcsFigures>(admin, 'imoDcs', s.id, YEAR)).figures;
      // The DCS keeps the GISIS value of the dictionary row's type; `Other` carries the ship's words.
      const gisis = gisisShipTypeOf({ calcType: s.type.calcType, imoType: s.type.imoType });
      expect(dcs.ship.imoShipType, label(s)).toBe(gisis);
      expect(dcs.ship.shipTypeOther, label(s)).toBe(
        gisis !== 'Other' ? null : s.type.code === '14' ? 'Facts test ship' : s.type.enName,
      );
      const cmsa = (
        await reportFigures<{ ship: { shipType: string; shipCategory: string } }>(
          admin,
          'chinaMsa',
          s.id,
          YEAR,
        )
      ).figures;
      expect([cmsa.ship.shipType, cmsa.ship.shipCategory], label(s)).toEqual([s.type.imoType, s.type.enName]);
    }
  }, 240_000);

  it('CII: rated as the dictionary type, and a type reg. 28 does not rate is refused with its reason', async () => {
    for (const s of fleet) {
      const r = await admin.get(`/api/cii/ratings?shipId=${s.id}&year=${YEAR}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [p] = r.data.periods as { shipType: string | null; reason: { code: string } | null }[];
      if (s.type.calcType === 'other') {
        expect([p!.shipType, p!.reason?.code], label(s)).toEqual([null, 'cii.not_rated_type']);
      } else expect(p!.shipType, label(s)).toBe(s.type.calcType);
    }
  }, 120_000);

  it('regime comparison: the EU share of Shanghai → Tanger Med follows the container rule', async () => {
    for (const s of fleet) {
      const r = await admin.get(`/api/reports/cross-regime?shipId=${s.id}&year=${YEAR}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const rows = r.data.rows as {
        fromPort: string;
        toPort: string;
        scores: Record<string, { share: number }>;
      }[];
      const first = rows.find((x) => x.fromPort === 'CNSHA' && x.toPort === 'MAPTM')!;
      // A container ship's voyage runs on to Rotterdam: inbound, wholly in MRV and half in ETS;
      // any other ship's ends at Tanger Med, outside both.
      const expected = isContainer(s) ? [1, ETS_SHARES.thirdCountry] : [0, 0];
      expect([first.scores.euMrv!.share, first.scores.euEts!.share], label(s)).toEqual(expected);
    }
  }, 120_000);

  it('exports: the EU MRV workbook names the dictionary type', async () => {
    for (const s of fleet) {
      const res = (await admin.get(`/api/reports/${euMrvReportOf.get(s.id)}/export/xlsx?lang=en`)).raw;
      expect(res.statusCode, label(s)).toBe(200);
      const wb = XLSX.read(res.rawPayload);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      expect(
        rows.some((row) => row[1] === s.type.enName),
        label(s),
      ).toBe(true);
    }
  }, 120_000);
});

describe('a container ship Shanghai → Tanger Med → Rotterdam in 2024 (the EU ETS transhipment rule)', () => {
  const Y = 2024;
  const R = TANGER_ROB;
  // Fuel by the ROB written: the passages, the stay in Tanger Med and the stay in Rotterdam.
  const toTanger = R.shanghai.departure - R.tangerMed.arrival;
  const atTanger = R.tangerMed.arrival - R.tangerMed.departure;
  const toRotterdam = R.tangerMed.departure - R.rotterdam.arrival;
  const atRotterdam = R.rotterdam.arrival - R.rotterdam.departure;
  const CF = FUELS.HFO.cf;
  const phaseIn = lookupYear(ETS_PHASE_IN, Y);
  const inbound = ETS_SHARES.thirdCountry;

  async function etsOf(calcType: string, serial: number) {
    const type = types.find((x) => x.calcType === calcType)!;
    const ship = await createShipOfType(admin, companyId, serial, type);
    await writeTangerVoyage(t.app, admin, ship, Y);
    return (await reportFigures<EuMrvFigures>(admin, 'euEts', ship.id, Y)).figures;
  }

  it("one inbound EU voyage, half in scope, its emission the whole voyage's times the share", async () => {
    const f = await etsOf('container_ship', 901);
    expect(f.voyages.map((v) => [v.from, v.to, v.voyage.etsShare])).toEqual([['CNSHA', 'NLRTM', inbound]]);
    const v = f.voyages[0]!;
    // The call at Tanger Med is no port of call: its stay belongs to the voyage (Art. 3ga(2)).
    expect(v.voyage.fuelT.HFO).toBeCloseTo(toTanger + atTanger + toRotterdam, 9);
    expect(v.stops.map((x) => x.port)).toEqual(['MAPTM']);
    const voyageCo2 = (toTanger + atTanger + toRotterdam) * CF;
    expect(f.ets.subjectT).toBeCloseTo(voyageCo2 * inbound + atRotterdam * CF, 6);
    expect(f.ets.surrender).toBeCloseTo((voyageCo2 * inbound + atRotterdam * CF) * phaseIn, 6);
  }, 120_000);

  it('a bulk carrier on the same route calls at Tanger Med: two voyages, the first out of scope', async () => {
    const f = await etsOf('bulk_carrier', 902);
    expect(f.voyages.map((v) => [v.from, v.to, v.voyage.etsShare])).toEqual([
      ['CNSHA', 'MAPTM', 0],
      ['MAPTM', 'NLRTM', inbound],
    ]);
    expect(f.ets.subjectT).toBeCloseTo(toRotterdam * CF * inbound + atRotterdam * CF, 6);
  }, 120_000);
});
