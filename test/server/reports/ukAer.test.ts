import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithout } from '../../support/reports/roleWithout.js';
import { createTestApp, auth, type TestApp } from '../../support/app.js';
import {
  client,
  companyPayload,
  imo,
  mainEngine,
  multipart,
  shipPayload,
} from '../../support/fleet/fleetHelpers.js';
import { bareClient, ledgerActors, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';
import { schemaErrors } from '../../support/reports/xmlSchema.js';
import { warmRoutes } from '../../support/warmRoutes.js';

/**
 * The UK company AER's XML files against the official schemas and the emissions reduction claims
 * (docs/reports-uk-and-cross-regime.md §3.1, §7): a company made through the fleet API under the
 * demo company, two ships of it (a bulk carrier with a main engine, a container ship without any
 * equipment yet), UK ETS voyages written through POST /api/voyage-data (GBSOU → GBBEL Northern
 * Ireland → GBFXT, HFO), claims through the claim routes.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerActors>>;
let company: Client;
let bare: Client;
let companyId: number;
let bulk: { id: number; imo: string };
let box: { id: number; imo: string };
let strangerShipId: number;
let strangerCompanyId: number;

const hfo = (a: number, d: number) => [{ fuel: '1', robArrivalT: a, robDepartureT: d }];
const voyages = (ship: string) => ({
  records: [
    portCall(ship, 'K1', {
      port: 'GBSOU',
      arrival: '2026-07-05T00:00Z',
      departure: '2026-07-07T00:00Z',
      purposes: [1, 0],
      fuels: hfo(500, 498),
    }),
    portCall(ship, 'K2', {
      port: 'GBBEL',
      arrival: '2026-07-10T00:00Z',
      departure: '2026-07-11T00:00Z',
      distanceNm: 400,
      purposes: [1],
      fuels: hfo(488, 487),
    }),
    portCall(ship, 'K3', {
      port: 'GBFXT',
      arrival: '2026-07-13T00:00Z',
      departure: '2026-07-14T00:00Z',
      distanceNm: 500,
      purposes: [1],
      fuels: hfo(475, 474),
    }),
  ],
});

const aerUrl = (c: number | string, y: number, kind = '') =>
  `/api/reports/uk-company-aer${kind ? `/xml?kind=${kind}&` : '?'}companyId=${c}&year=${y}`;
const claim = (over: Record<string, unknown> = {}) => ({
  companyId,
  shipId: bulk.id,
  year: 2026,
  kind: 'sustainable_biofuel',
  amountT: 5,
  batchNo: 'B-1',
  ...over,
});

beforeAll(async () => {
  await warmRoutes();
  t = await createTestApp();
  w = await ledgerActors(t);
  company = await client(t.app, 'demo_company');
  bare = await bareClient(t, w.admin, 'uk_erc_bare');
  const parent = ((await w.admin.get(`/api/fleet/ships/${w.inScope!.id}`)).data as { docCompanyId: number })
    .docCompanyId;
  const made = await w.admin.post(
    '/api/fleet/companies',
    companyPayload({ code: 'UKAER', imoNumber: '5123456', parentId: parent, types: ['doc_holder'] }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  companyId = made.data.id;
  const ship = async (six: string, over: Record<string, unknown>) => {
    const res = await w.admin.post(
      '/api/fleet/ships',
      shipPayload(companyId, {
        imo: imo(six),
        registrationNo: `UKAER-${six}`,
        nameEn: `UKAER ${six}`,
        ...over,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { id: res.data.id as number, imo: imo(six) };
  };
  bulk = await ship('931001', {});
  box = await ship('931002', { shipTypeCode: '4', subTypeCode: '0401', iceClass: '1A Super' });
  const me = await w.admin.post(`/api/fleet/ships/${bulk.id}/equipment/main_engine`, mainEngine('ME1'));
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  for (const s of [bulk, box]) {
    const res = await callVoyageData(t.app, 'POST', voyages(s.imo), { 'x-token': w.manager.token });
    expect(res.status, res.body).toBe(200);
  }
  const other = await w.admin.post(
    '/api/fleet/companies',
    companyPayload({ code: 'UKOTH', imoNumber: '5654321' }),
  );
  strangerCompanyId = other.data.id;
  const stranger = await w.admin.post(
    '/api/fleet/ships',
    shipPayload(strangerCompanyId, {
      imo: imo('931003'),
      registrationNo: 'UKAER-931003',
      nameEn: 'STRANGER',
    }),
  );
  strangerShipId = stranger.data.id;
}, 200_000);
afterAll(() => t.close());

describe('UK AER XML files against the official schemas', () => {
  it('ship details are refused while a ship lacks a required item, naming it in both languages', async () => {
    const en = await company.get(aerUrl(companyId, 2026, 'ships'));
    expect(en.status, JSON.stringify(en.body)).toBe(409);
    expect(en.body.code).toBe('ukMrv.ship_details_missing');
    expect(en.body.message).toContain(box.imo);
    expect(en.body.message).toContain('emissionSources');
    expect(en.body.message).not.toContain(bulk.imo);
    const zh = await t.app.inject({
      method: 'GET',
      url: aerUrl(companyId, 2026, 'ships'),
      headers: { ...auth(company.token), 'accept-language': 'zh' },
    });
    expect(zh.json().message).toContain('排放源');
  });

  it('with every item recorded the ship details file validates against v1.4', async () => {
    const aux = await w.admin.post(
      `/api/fleet/ships/${box.id}/equipment/aux_engine`,
      mainEngine('AE1', { model: 'Yanmar 6EY18', fuels: [{ fuelCode: '3', method: '1' }] }),
    );
    expect(aux.status, JSON.stringify(aux.body)).toBe(200);
    const res = await company.get(aerUrl(companyId, 2026, 'ships'));
    expect(res.status, res.raw.body).toBe(200);
    const xml = res.raw.body;
    expect(schemaErrors(xml, 'aer-ship-details-and-emissions-v1.4.xsd')).toEqual([]);
    expect(xml).toContain(`<shipImoNumber>${bulk.imo}</shipImoNumber>`);
    expect(xml).toContain('<shipType>BULK</shipType>');
    expect(xml).toContain('<shipType>CONT</shipType>');
    expect(xml).toContain('<flag>CN</flag>');
    expect(xml).toContain('<iceClassPolarCode>IA_SUPER</iceClassPolarCode>');
    expect(xml).toContain('<iceClassPolarCode>NA</iceClassPolarCode>');
    expect(xml).toContain('<emissionSourceTypeCode>MAIN_ENGINE</emissionSourceTypeCode>');
    expect(xml).toContain('<emissionSourceTypeCode>AUX_ENGINE</emissionSourceTypeCode>');
    expect(xml).toContain('<nature>ISM_COMPANY</nature>');
  });

  it('the aggregated data file validates against v1.1', async () => {
    const res = await company.get(aerUrl(companyId, 2026, 'aggregated'));
    expect(res.status).toBe(200);
    expect(schemaErrors(res.raw.body, 'emissions-aggregated-data-v1.1.xsd')).toEqual([]);
  });

  it('the validator catches a wrong element and names it', async () => {
    const xml = (await company.get(aerUrl(companyId, 2026, 'ships'))).raw.body.replace(
      /shipImoNumber>/g,
      'imoNumber>',
    );
    const errors = schemaErrors(xml, 'aer-ship-details-and-emissions-v1.4.xsd');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain('imoNumber');
  });
});

describe('UK emissions reduction claims', () => {
  const base = '/api/reports/uk-erc';
  const list = () => company.get(`${base}?companyId=${companyId}&year=2026`);

  it('a claim lowers the ship emissions and the surrender; the NI deduction shrinks pro rata', async () => {
    const before = (await company.get(aerUrl(companyId, 2026))).body.data;
    expect(before.totals.lessEmissionsReductionClaim).toBe(0);
    const res = await company.post(base, claim());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.data).toMatchObject({ shipId: bulk.id, amountT: 5, kind: 'sustainable_biofuel', version: 1 });
    const after = (await company.get(aerUrl(companyId, 2026))).body.data;
    const niCut = (before.sums.lessNiDeduction.co2 * 5) / before.sums.totalFromVoyagesAndPorts.co2;
    expect(niCut).toBeGreaterThan(0);
    expect(after.totals.lessEmissionsReductionClaim).toBe(5);
    expect(after.totals.totalShipEmissions).toBeCloseTo(before.totals.totalEmissions - 5, 9);
    expect(after.totals.lessVoyagesInNorthernIreland).toBeCloseTo(
      before.totals.lessVoyagesInNorthernIreland - niCut,
      9,
    );
    expect(after.totals.surrenderEmissions).toBeCloseTo(before.totals.surrenderEmissions - 5 + niCut, 9);
    expect(after.summary.surrenderEmissions).toBe(Math.floor(after.totals.surrenderEmissions + 0.5));
    expect((await list()).data.map((c: { id: number }) => c.id)).toEqual([res.data.id]);
  });

  it('update with its version, evidence file stored and read back, delete', async () => {
    const made = (await company.post(base, claim({ amountT: 2, kind: 'rfnbo' }))).data;
    const upd = await company.put(`${base}/${made.id}`, { ...claim({ amountT: 3 }), version: made.version });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.data).toMatchObject({ amountT: 3, version: 2 });
    const stale = await company.put(`${base}/${made.id}`, { ...claim(), version: made.version });
    expect(stale.status).toBe(409);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const up = await t.app.inject({
      method: 'PUT',
      url: `${base}/${made.id}/evidence`,
      ...(() => {
        const m = multipart('PoS-001.pdf', pdf, 'application/pdf');
        return { payload: m.payload, headers: { ...m.headers, ...auth(company.token) } };
      })(),
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.evidence).toMatchObject({ name: 'PoS-001.pdf', mime: 'application/pdf' });
    const down = await company.get(`${base}/${made.id}/evidence`);
    expect(down.status).toBe(200);
    expect(down.raw.rawPayload.equals(pdf)).toBe(true);
    const del = await company.del(`${base}/${made.id}`);
    expect(del.status).toBe(200);
    expect((await company.get(`${base}/${made.id}/evidence`)).status).toBe(404);
    expect((await list()).data.some((c: { id: number }) => c.id === made.id)).toBe(false);
  });

  it('400 for bad input, naming the fields', async () => {
    const res = await company.post(base, claim({ amountT: -1, kind: 'wind', year: 2025, shipId: 'x' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['amountT', 'kind', 'year', 'shipId']),
    );
  });

  it("400 for another company's ship; 404 for a company outside the tree", async () => {
    const ship = await company.post(base, claim({ shipId: strangerShipId }));
    expect(ship.status).toBe(400);
    expect(ship.body.fields.shipId).toBeTruthy();
    expect(
      (await company.post(base, claim({ companyId: strangerCompanyId, shipId: strangerShipId }))).status,
    ).toBe(404);
    expect((await company.get(`${base}?companyId=${strangerCompanyId}&year=2026`)).status).toBe(404);
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: base, payload: claim() })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}?companyId=${companyId}&year=2026` })).statusCode,
    ).toBe(401);
  });

  it('403 without the UK report page buttons', async () => {
    // The manager's functions less the UK page and its buttons.
    const noUk = await clientWithout(t, await client(t.app, 'admin'), 'demo_manager', 'mrv:uk');
    expect((await noUk.post(base, claim())).status).toBe(403);
    expect((await bare.get(`${base}?companyId=${companyId}&year=2026`)).status).toBe(403);
    const id = (await list()).data[0].id as number;
    expect((await bare.del(`${base}/${id}`)).status).toBe(403);
  });
});
