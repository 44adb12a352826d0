import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidatePeriod } from '../../../src/domain/reports/types.js';
import { SHIP_TYPES as SHIP_TYPE_ROWS } from '../../../src/server/db/seed/data/shipTypes.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  client,
  companyPayload,
  imo,
  mainEngine,
  shipPayload,
  type Client,
} from '../../support/fleet/fleetHelpers.js';
import { callVoyageData, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';
import { schemaErrors } from '../../support/reports/xmlSchema.js';

/**
 * The IMO DCS GISIS file against the official GISIS FUEL/2018 schema, end to end: a ship of every
 * type of the ship-type dictionary made through the fleet API with the dictionary's code (one of
 * them without any engine recorded), the three hand-worked calls written through the ledger
 * contract, the 2025 DCS report generated through the report API and the XML downloaded through
 * the export route. The expected `ShipType` of each code is the schema's enumeration value.
 */
const EXPECTED: Record<string, string> = {
  '1': 'BulkCarrier',
  '2': 'GasCarrier',
  '3': 'Tanker',
  '4': 'Containership',
  '5': 'GeneralCargoShip',
  '6': 'RefrigeratedCargoCarrier',
  '7': 'CombinationCarrier',
  '8': 'PassengerShip',
  '9': 'RoRoCargoShipVehicleCarrier',
  '10': 'RoRoCargoShip',
  '11': 'RoRoPassengerShip',
  '12': 'LNGCarrier',
  '13': 'CruisePassengerShip',
  '14': 'Other',
};
const NO_ENGINE = 'no engine';

let t: TestApp;
let admin: Client;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  const c = await admin.post('/api/fleet/companies', companyPayload({ code: 'DCSX', imoNumber: '5888888' }));
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  companyId = c.data.id;
}, 120_000);
afterAll(() => t.close());

/** The three hand-worked calls of 2025 with ROB snapshots on both bounds, through the ledger contract. */
async function writeLedger(number: string) {
  const rob = (refCode: string, time: string, hfo: number, mdo: number) => ({
    refCode,
    ship: number,
    time,
    fuels: [
      { fuel: '11', robT: hfo },
      { fuel: '3', robT: mdo },
    ],
  });
  const snapshots = [rob('Y0', '2025-01-01T00:00Z', 520, 101), rob('Y1', '2026-01-01T00:00Z', 90, 89)];
  const w = await callVoyageData(
    t.app,
    'POST',
    { ...threeCalls(number), snapshots },
    { 'x-token': admin.token },
  );
  expect(w.status, w.body).toBe(200);
}

let serial = 100;
/** A ship of the dictionary code through the fleet API, with its engines unless told otherwise, and its 2025 ledger. */
async function shipWithLedger(code: string, engines: boolean) {
  const number = imo(String(954_000 + serial++));
  const s = await admin.post(
    '/api/fleet/ships',
    shipPayload(companyId, {
      imo: number,
      registrationNo: `DCSX-${serial}`,
      nameEn: `DCS XML ${code}${engines ? '' : ' BARE'}`,
      shipTypeCode: code,
      subTypeCode: `${code.padStart(2, '0')}01`,
      ...(code === '14' ? { otherTypeText: 'Offshore supply vessel' } : {}),
    }),
  );
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const shipId = s.data.id as number;
  if (engines) {
    const me = await admin.post(`/api/fleet/ships/${shipId}/equipment/main_engine`, mainEngine('ME1'));
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    const ae = await admin.post(
      `/api/fleet/ships/${shipId}/equipment/aux_engine`,
      mainEngine('AE1', { model: 'Yanmar 6EY18', ratedPowerKw: 680.4 }),
    );
    expect(ae.status, JSON.stringify(ae.body)).toBe(200);
  }
  await writeLedger(number);
  return shipId;
}

/** The ship's 2025 DCS report generated through the API; its id. */
async function dcsReport(shipId: number): Promise<number> {
  const c = await admin.get(`/api/reports/candidates?regime=imoDcs&shipId=${shipId}&year=2025`);
  const open = (c.data as CandidatePeriod[]).find((x) => x.status === 'generatable');
  expect(open, JSON.stringify(c.data)).toBeDefined();
  const made = await admin.post('/api/reports', {
    regime: 'imoDcs',
    shipId,
    period: { start: open!.start, end: open!.end },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.data.id;
}

const download = async (id: number, format = 'xml', lang = 'en') => {
  const r = await admin.get(`/api/reports/${id}/export/${format}?lang=${lang}`);
  return { status: r.status, body: r.raw.body, json: r.body };
};

const cases = [
  ...SHIP_TYPE_ROWS.map((row) => ({ code: row.code, engines: true, label: `${row.code} ${row.enName}` })),
  { code: '1', engines: false, label: NO_ENGINE },
];

describe('IMO DCS GISIS XML validates against imo-dcs-fuel-2018.xsd', () => {
  it('covers every type of the seeded dictionary', () => {
    expect(SHIP_TYPE_ROWS.map((r) => r.code).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(cases)('ship type $label', async ({ code, engines }) => {
    const shipId = await shipWithLedger(code, engines);
    const id = await dcsReport(shipId);
    const { status, body } = await download(id);
    expect(status, body).toBe(200);
    expect(schemaErrors(body, 'imo-dcs-fuel-2018.xsd')).toEqual([]);
    expect(body).toContain(`<ShipType>${EXPECTED[code]}</ShipType>`);
    if (code === '14') expect(body).toContain('<ShipTypeOther>Offshore supply vessel</ShipTypeOther>');
    else expect(body).not.toContain('ShipTypeOther');
    if (engines) {
      expect(body).toContain('<ShipMainPropulsionPower>8000</ShipMainPropulsionPower>');
      // 680.4 kW is whole kW by the one DCS rule (up): 681.
      expect(body).toContain('<ShipAuxiliaryEnginesPower>681</ShipAuxiliaryEnginesPower>');
    } else {
      expect(body).not.toContain('ShipMainPropulsionPowers');
      expect(body).not.toContain('ShipAuxiliaryEnginesPowers');
    }
    // Whole numbers only: 10,000 nm, 24 + 28 days 16 h under way, fuel by class.
    expect(body).toContain('<DistanceTravelled>10000</DistanceTravelled>');
    expect(body).not.toMatch(/>\d+\.\d{4,}</);

    // The Liberia file: the same elements without the namespace; with it, the same schema holds.
    const lib = await download(id, 'xml-liberia');
    expect(lib.status, lib.body).toBe(200);
    const withNs = lib.body.replace('<Records>', '<Records xmlns="https://gisis.imo.org/XML/FUEL/2018">');
    expect(schemaErrors(withNs, 'imo-dcs-fuel-2018.xsd')).toEqual([]);
  });

  it('the validator names what a broken file lacks (the check can fail)', async () => {
    const shipId = await shipWithLedger('4', true);
    const { body } = await download(await dcsReport(shipId));
    expect(schemaErrors(body, 'imo-dcs-fuel-2018.xsd')).toEqual([]);
    const noDistance = body.replace(/\s*<DistanceTravelled>\d+<\/DistanceTravelled>/, '');
    const errors = schemaErrors(noDistance, 'imo-dcs-fuel-2018.xsd');
    expect(errors.join('\n')).toMatch(/HoursUnderway.*DistanceTravelled|DistanceTravelled/);
    const emptyPowers = body.replace(
      /<ShipMainPropulsionPowers>[\s\S]*?<\/ShipMainPropulsionPowers>/,
      '<ShipMainPropulsionPowers></ShipMainPropulsionPowers>',
    );
    expect(schemaErrors(emptyPowers, 'imo-dcs-fuel-2018.xsd').join('\n')).toMatch(/ShipMainPropulsionPowers/);
    const words = body.replace('<ShipType>Containership</ShipType>', '<ShipType>Container ship</ShipType>');
    expect(schemaErrors(words, 'imo-dcs-fuel-2018.xsd').join('\n')).toMatch(/ShipType/);
  });

  it('a ship below 5,000 GT is refused with the reason in both languages, not written as an invalid file', async () => {
    const number = imo(String(954_900));
    const s = await admin.post(
      '/api/fleet/ships',
      shipPayload(companyId, {
        imo: number,
        registrationNo: 'DCSX-SMALL',
        nameEn: 'DCS XML SMALL',
        gt: 4000,
        nt: 2000,
      }),
    );
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    await writeLedger(number);
    const id = await dcsReport(s.data.id);
    const en = await download(id, 'xml', 'en');
    expect(en.status).toBe(422);
    expect(en.json.code).toBe('report.dcs_xml_blocked');
    expect(en.json.message).toMatch(/gross tonnage is below 5,000/);
    const zh = await admin.get(`/api/reports/${id}/export/xml?lang=zh`);
    expect(zh.body.message ?? JSON.stringify(zh.body)).toMatch(/总吨小于 5000/);
  });
});
