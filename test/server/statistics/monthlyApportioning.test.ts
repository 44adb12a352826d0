import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apportionByMonth,
  type MonthFigures,
  type MonthLeg,
} from '../../../src/domain/statistics/monthly.js';
import type { FuelSum } from '../../../src/domain/statistics/types.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload, imo, type Client } from '../../support/fleet/fleetHelpers.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * The monthly summaries apportion a leg over the months it spans by its time at sea, as
 * `apportionByMonth` does (docs/statistics.md §3a, §3d), read through the API: a company and a
 * ship created through the fleet API with codes the dictionaries list, a ledger written through
 * the voyage-data contract with a leg crossing a month end, one spending all of March at sea and
 * one crossing New Year, then the trend by month and the annual statistics, for the ship (per-ship
 * summaries) and for the company (company × month summary), compared with the domain function on
 * the legs the ledger API lists. The legs are then changed and deleted through the API.
 */
let t: TestApp;
let admin: Client;
let shipImo: string;
let shipId: number;
let companyId: number;
const headers = () => ({ 'x-token': admin.token });

const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2027, 0, 1);

/** A dictionary's enabled rows, as the pickers list them. */
async function dict(name: string, query = '') {
  const r = await admin.get(`/api/dict/${name}?status=1&size=500${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data.items as Array<Record<string, unknown>>;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  const types = await dict('shipType');
  const type = types.find((x) => /bulk/i.test(String(x.enName))) ?? types[0]!;
  const [sub] = await dict('shipSub', `&typeCode=${type.code}`);
  const [flag] = await dict('gcState', '&code=CN');
  const ports = await dict('port', '&country=CN');
  const [cls] = await dict('classificat', '&isIacsMember=true');
  const fuels = await dict('fuel');
  const hfo = fuels.find((f) => f.code === '11') ?? fuels[0]!;
  const company = await admin.post(
    '/api/fleet/companies',
    companyPayload({ code: 'APPM', imoNumber: '5888881' }),
  );
  expect(company.status, JSON.stringify(company.body)).toBe(200);
  companyId = company.data.id;
  shipImo = imo('987651');
  const ship = await admin.post('/api/fleet/ships', {
    imo: shipImo,
    registrationNo: 'REG-APPM-1',
    nameEn: 'APPORTION STAR',
    nameZh: '分摊星',
    shipTypeCode: type.code,
    subTypeCode: sub?.subCode,
    flagCode: flag!.alpha3,
    homePortCode: ports[0]!.code,
    classCode: cls!.code,
    ownerCompanyId: companyId,
    operatorCompanyId: companyId,
    docCompanyId: companyId,
    gt: 40_000,
    nt: 25_000,
    dwt: 75_000,
    designSpeed: 14.5,
    serviceSpeed: 12.5,
    mrvMethod: 'B',
    fuels: [{ fuelCode: hfo.code, method: '1' }],
  });
  expect(ship.status, JSON.stringify(ship.body)).toBe(200);
  shipId = ship.data.id;
  // Leg 1: 20 Jan → 10 Feb 2025 (12 days in January, 9 in February). Leg 2: 12 Feb → 15 Apr (17
  // days in February, all of March, 14 in April). Leg 3: 20 Dec 2025 → 5 Jan 2026 (12 days, then 4
  // in the new year).
  const res = await callVoyageData(t.app, 'POST', ledger(), headers());
  expect(res.status, res.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

function ledger(lastArrival = '2026-01-05T00:00Z') {
  return {
    records: [
      portCall(shipImo, 'AP1', {
        arrival: '2025-01-18T00:00Z',
        departure: '2025-01-20T00:00Z',
        fuels: [{ fuel: '11', robArrivalT: 900, robDepartureT: 890 }],
      }),
      portCall(shipImo, 'AP2', {
        port: 'SGSIN',
        arrival: '2025-02-10T00:00Z',
        departure: '2025-02-12T00:00Z',
        distanceNm: 2_100,
        purposes: [1],
        cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 30_000 } },
        fuels: [{ fuel: '11', robArrivalT: 790, robDepartureT: 784 }],
      }),
      portCall(shipImo, 'AP3', {
        port: 'NLRTM',
        arrival: '2025-04-15T00:00Z',
        departure: '2025-12-20T00:00Z',
        distanceNm: 9_150,
        purposes: [1],
        cargo: { arrival: { cargoT: 30_000 }, departure: { cargoT: 0 } },
        fuels: [{ fuel: '11', robArrivalT: 480, robDepartureT: 400 }],
      }),
      portCall(shipImo, 'AP4', {
        port: 'SGSIN',
        arrival: lastArrival,
        departure: '2026-03-01T00:00Z',
        distanceNm: 3_200,
        purposes: [1],
        cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
        fuels: [{ fuel: '11', robArrivalT: 320, robDepartureT: 310 }],
      }),
    ],
  };
}

interface ApiLeg {
  departure: string;
  arrival: string;
  distanceNm: number;
  hoursUnderway: number;
  co2T: number;
  fuelAtSeaT: Record<string, number>;
  fuelInPortT: Record<string, number>;
}

/** The ship's IMO legs as the ledger API lists them, in the domain function's shape. */
async function legs(): Promise<MonthLeg[]> {
  const r = await admin.get(
    `/api/voyage-data/legs?ship=${shipImo}&from=2024-01-01T00:00Z&to=2027-06-01T00:00Z&kind=imo`,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.data as ApiLeg[]).map((l) => {
    const classes = [...new Set([...Object.keys(l.fuelAtSeaT), ...Object.keys(l.fuelInPortT)])];
    return {
      departureAt: Date.parse(l.departure),
      arrivalAt: Date.parse(l.arrival),
      distanceNm: l.distanceNm,
      hoursUnderway: l.hoursUnderway,
      co2T: l.co2T,
      // Keyed by fuel class: the statistics answer by class too.
      fuels: classes.map((c): FuelSum => ({
        code: c as FuelSum['code'],
        atSeaT: l.fuelAtSeaT[c] ?? 0,
        inPortT: l.fuelInPortT[c] ?? 0,
      })),
    };
  });
}

const fuelOf = (m: Pick<MonthFigures, 'fuels'>) => m.fuels.reduce((s, f) => s + f.atSeaT + f.inPortT, 0);

interface TrendPoint {
  bucket: string;
  legs: number;
  indicators: { fuelT: number; fuelPerNmKg: number | null; averageSpeedKn: number | null } | null;
}

async function trend(subject: string, bucket: string): Promise<TrendPoint[]> {
  const r = await admin.get(
    `/api/analysis/trend?${subject}&fromYear=2025&toYear=2026&bucket=${bucket}&window=1`,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data.points as TrendPoint[];
}

interface AnnualItem {
  year: number;
  legs: number;
  distanceNm: number;
  hoursUnderway: number;
  fuels: Array<{ totalT: number }>;
}

async function annual(path: string): Promise<AnnualItem[]> {
  const r = await admin.get(`/api/statistics/${path}&fromYear=2025&toYear=2026`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data.items as AnnualItem[];
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Every reading of the ship and of its company agrees with the domain's months on the listed legs. */
async function expectApportioned() {
  const ls = await legs();
  const months = apportionByMonth(ls, FROM, TO);
  const total = ls.reduce((s, l) => s + l.distanceNm, 0);
  const totalFuel = ls.reduce((s, l) => s + fuelOf(l), 0);
  for (const subject of [`shipId=${shipId}`, `companyId=${companyId}`]) {
    const points = await trend(subject, 'month');
    expect(points.map((p) => p.bucket)).toEqual(months.map((m) => m.month));
    points.forEach((p, i) => {
      const m = months[i]!;
      expect(p.legs, `${subject} ${p.bucket}`).toBe(m.legs);
      if (m.legs === 0) return expect(p.indicators).toBeNull();
      expect(close(p.indicators!.fuelT, fuelOf(m)), `${subject} ${p.bucket} fuel`).toBe(true);
      expect(close(p.indicators!.fuelPerNmKg!, (fuelOf(m) * 1000) / m.distanceNm)).toBe(true);
      expect(close(p.indicators!.averageSpeedKn!, m.distanceNm / m.hoursUnderway)).toBe(true);
    });
    // The months add up to the legs' totals.
    const fuelSum = points.reduce((s, p) => s + (p.indicators?.fuelT ?? 0), 0);
    expect(close(fuelSum, totalFuel), `${subject} Σ months`).toBe(true);

    const years = await annual(
      subject.startsWith('ship') ? `ships/annual?${subject}` : `companies/annual?${subject}`,
    );
    for (const y of years) {
      const inYear = months.filter((m) => m.month.startsWith(String(y.year)));
      expect(y.legs).toBe(inYear.reduce((s, m) => s + m.legs, 0));
      expect(
        close(
          y.distanceNm,
          inYear.reduce((s, m) => s + m.distanceNm, 0),
        ),
        `${subject} ${y.year}`,
      ).toBe(true);
      expect(
        close(
          y.hoursUnderway,
          inYear.reduce((s, m) => s + m.hoursUnderway, 0),
        ),
      ).toBe(true);
      const fuelYear = y.fuels.reduce((s, f) => s + f.totalT, 0);
      expect(
        close(
          fuelYear,
          inYear.reduce((s, m) => s + fuelOf(m), 0),
        ),
      ).toBe(true);
    }
    expect(
      close(
        years.reduce((s, y) => s + y.distanceNm, 0),
        total,
      ),
      `${subject} Σ years`,
    ).toBe(true);

    // Quarters are their months summed.
    const quarters = await trend(subject, 'quarter');
    for (const q of quarters) {
      const [y, n] = q.bucket.split('-Q').map(Number);
      const inQ = months.filter((m) => {
        const [my, mm] = m.month.split('-').map(Number);
        return my === y && Math.ceil(mm! / 3) === n;
      });
      expect(q.legs).toBe(inQ.reduce((s, m) => s + m.legs, 0));
      if (q.indicators)
        expect(
          close(
            q.indicators.fuelT,
            inQ.reduce((s, m) => s + fuelOf(m), 0),
          ),
        ).toBe(true);
    }
  }
  return months;
}

describe('monthly summaries apportion legs by time at sea (through the API)', () => {
  it('splits a leg over a month end, fills a month spent at sea, and splits a leg over New Year', async () => {
    const months = await expectApportioned();
    const ls = await legs();
    expect(ls).toHaveLength(3);
    const [l1, l2, l3] = ls;
    const by = (key: string) => months.find((m) => m.month === key)!;
    // The shares, worked by hand from the calls' dates.
    expect(by('2025-01').distanceNm).toBeCloseTo((l1!.distanceNm * 12) / 21, 9);
    expect(by('2025-02').distanceNm).toBeCloseTo((l1!.distanceNm * 9) / 21 + (l2!.distanceNm * 17) / 62, 9);
    expect(by('2025-03').distanceNm).toBeCloseTo((l2!.distanceNm * 31) / 62, 9);
    expect(by('2025-12').distanceNm).toBeCloseTo((l3!.distanceNm * 12) / 16, 9);
    expect(by('2026-01').distanceNm).toBeCloseTo((l3!.distanceNm * 4) / 16, 9);
    // March, all at sea, is no gap in the trend.
    const march = (await trend(`companyId=${companyId}`, 'month')).find((p) => p.bucket === '2025-03')!;
    expect(march.legs).toBe(1);
    expect(march.indicators).not.toBeNull();
    // The year summary splits the New Year leg: 2026 holds its last 4 of 16 days.
    const [y2025, y2026] = await annual(`companies/annual?companyId=${companyId}`);
    expect(y2026!.distanceNm).toBeCloseTo((l3!.distanceNm * 4) / 16, 9);
    expect(y2025!.distanceNm + y2026!.distanceNm).toBeCloseTo(
      l1!.distanceNm + l2!.distanceNm + l3!.distanceNm,
      9,
    );
  });

  it('moves the shares when a leg is lengthened, and takes them away when it is deleted', async () => {
    // The last call arrives on 3 Feb 2026 instead of 5 Jan: leg 3 now reaches February.
    const longer = await callVoyageData(t.app, 'POST', ledger('2026-02-03T00:00Z'), headers());
    expect(longer.status, longer.body).toBe(200);
    let months = await expectApportioned();
    expect(months.find((m) => m.month === '2026-02')!.legs).toBe(1);
    const del = await callVoyageData(t.app, 'DELETE', { ship: shipImo, refCodes: ['AP4'] }, headers());
    expect(del.status, del.body).toBe(200);
    months = await expectApportioned();
    expect(months.filter((m) => m.legs > 0).map((m) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
    ]);
  });
});
