import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload, imo, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';
import { schemaErrors } from '../../support/reports/xmlSchema.js';

/**
 * The UK company AER aggregated-data file against the UK service's `emissions-aggregated-data-v1.1`
 * schema: a company and a ship (DOC holder = the company) made through the fleet API, a UK domestic
 * voyage Southampton → Felixstowe and a voyage on to Rotterdam written through the ledger contract,
 * the file downloaded through the company AER route. A broken copy proves the check can fail.
 */
let t: TestApp;
let admin: Client;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  const c = await admin.post('/api/fleet/companies', companyPayload({ code: 'UKAX', imoNumber: '5777777' }));
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  companyId = c.data.id;
  const number = imo('955321');
  const s = await admin.post(
    '/api/fleet/ships',
    shipPayload(companyId, {
      imo: number,
      registrationNo: 'UKAX-1',
      nameEn: 'UK AGG XML',
      shipTypeCode: '4',
      subTypeCode: '0401',
    }),
  );
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const hfo = (arrival: number, departure: number) => [
    { fuel: '11', robArrivalT: arrival, robDepartureT: departure },
    { fuel: '3', robArrivalT: 50, robDepartureT: 50 },
  ];
  const records = [
    portCall(number, 'U1', {
      port: 'GBSOU',
      arrival: '2025-03-01T00:00Z',
      departure: '2025-03-02T00:00Z',
      fuels: hfo(400, 398.7),
    }),
    portCall(number, 'U2', {
      port: 'GBFXT',
      arrival: '2025-03-03T00:00Z',
      departure: '2025-03-04T00:00Z',
      distanceNm: 210.4,
      purposes: [1],
      fuels: hfo(381.3, 380.1),
    }),
    portCall(number, 'U3', {
      port: 'NLRTM',
      arrival: '2025-03-05T00:00Z',
      departure: '2025-03-06T00:00Z',
      distanceNm: 130,
      purposes: [1],
      fuels: hfo(370.9, 369),
    }),
  ];
  const rob = (refCode: string, time: string, t11: number) => ({
    refCode,
    ship: number,
    time,
    fuels: [
      { fuel: '11', robT: t11 },
      { fuel: '3', robT: 50 },
    ],
  });
  const snapshots = [rob('Y0', '2025-01-01T00:00Z', 400), rob('Y1', '2026-01-01T00:00Z', 369)];
  const w = await callVoyageData(t.app, 'POST', { records, snapshots }, { 'x-token': admin.token });
  expect(w.status, w.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('UK MRTM aggregated-data XML', () => {
  it('validates against emissions-aggregated-data-v1.1.xsd, and a broken copy does not', async () => {
    const res = await admin.get(
      `/api/reports/uk-company-aer/xml?companyId=${companyId}&year=2025&kind=aggregated`,
    );
    expect(res.status, res.raw.body).toBe(200);
    const xml = res.raw.body;
    expect(xml).toContain(`shipImoNumber="${imo('955321')}"`);
    expect(schemaErrors(xml, 'emissions-aggregated-data-v1.1.xsd')).toEqual([]);
    const broken = xml.replace(/<tco2Total>[^<]*<\/tco2Total>/, '');
    expect(broken).not.toBe(xml);
    expect(schemaErrors(broken, 'emissions-aggregated-data-v1.1.xsd').join('\n')).toMatch(
      /tco2Total|tch4eqTotal/,
    );
  });
});
