import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deriveLegs,
  periodTotals,
  recordFromInput,
  snapshotFromInput,
  type PeriodTotals,
} from '../../../src/domain/ledger/index.js';
import { RecordSchema, SnapshotSchema } from '../../../src/domain/schemas/voyageData.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { bulker, portFacts } from '../../support/ledger/records.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * GET /api/voyage-data/totals and the domain's `periodTotals` are one rule (docs/ledger.md §2 "Period
 * totals"): on data written through POST /api/voyage-data, the server's answer equals the domain's
 * on the same records. The leg SGSIN → NLRTM (29 Dec 2024 – 10 Jan 2025, 288 h) is cut by the
 * year bound and has a 36 h anchoring stay after it (3–4 Jan): 252 h under way, 180 h of them in
 * 2025 — a share of 180/252, not the 216/288 of departure..arrival. The snapshot at the start of
 * December is 30 s off the bound (±1 minute tolerance).
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let ship: string;

const payload = (s: string) => ({
  records: [
    portCall(s, 'P1', {
      arrival: '2024-12-20T00:00Z',
      departure: '2024-12-21T00:00Z',
      fuels: [{ fuel: '11', robArrivalT: 500, robDepartureT: 480 }],
    }),
    portCall(s, 'P2', {
      port: 'SGSIN',
      arrival: '2024-12-28T00:00Z',
      departure: '2024-12-29T00:00Z',
      distanceNm: 2000,
      cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 40_000 } },
      fuels: [{ fuel: '11', robArrivalT: 400, robDepartureT: 390 }],
    }),
    portCall(s, 'A1', {
      kind: 'anchoring',
      port: undefined,
      inPortLimits: false,
      arrival: '2025-01-03T00:00Z',
      departure: '2025-01-04T12:00Z',
      distanceNm: 1500,
      cargo: { arrival: { cargoT: 40_000 }, departure: { cargoT: 40_000 } },
      fuels: [{ fuel: '11', robArrivalT: 350, robDepartureT: 345 }],
    }),
    portCall(s, 'P3', {
      port: 'NLRTM',
      arrival: '2025-01-10T00:00Z',
      departure: '2025-01-11T00:00Z',
      distanceNm: 2500,
      purposes: [1],
      cargo: { arrival: { cargoT: 40_000 }, departure: { cargoT: 0 } },
      fuels: [{ fuel: '11', robArrivalT: 300, robDepartureT: 295 }],
    }),
  ],
  snapshots: [
    { refCode: 'S0', ship: s, time: '2024-12-01T00:00:30Z', fuels: [{ fuel: '11', robT: 520 }] },
    { refCode: 'S1', ship: s, time: '2025-01-01T00:00Z', fuels: [{ fuel: '11', robT: 370 }] },
    { refCode: 'S2', ship: s, time: '2025-02-01T00:00Z', fuels: [{ fuel: '11', robT: 280 }] },
  ],
});

/** The domain's totals of a period on the very payload the server stored. */
function domainTotals(from: string, to: string): PeriodTotals {
  const p = payload(ship);
  const records = p.records.map((r) => recordFromInput(RecordSchema.parse(r)));
  const snapshots = p.snapshots.map((s) => snapshotFromInput(SnapshotSchema.parse(s)));
  const legs = deriveLegs(records, [], portFacts, bulker);
  const r = periodTotals({ records, snapshots, legs }, Date.parse(from), Date.parse(to));
  if (!r.ok) throw new Error(`domain: no snapshot at ${r.missing}`);
  return r.totals;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  ship = a.inScope2.imo!;
  const w = await callVoyageData(t.app, 'POST', payload(ship), { 'x-token': a.manager.token });
  expect(w.status, w.body).toBe(200);
});
afterAll(() => t.close());

async function expectSameTotals(from: string, to: string) {
  const r = await a.manager.get(`/api/voyage-data/totals?ship=${ship}&from=${from}&to=${to}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const d = domainTotals(from, to);
  expect(r.data.legs).toBe(d.legs);
  for (const k of ['distanceNm', 'hoursUnderway', 'co2T', 'transportWorkTnm'] as const)
    expect(r.data[k], k).toBeCloseTo(d[k], 6);
  expect(Object.keys(r.data.fuelT).sort()).toEqual(Object.keys(d.fuelT).sort());
  for (const [cls, v] of Object.entries(d.fuelT)) expect(r.data.fuelT[cls], cls).toBeCloseTo(v, 6);
  return { server: r.data, domain: d };
}

describe('GET /api/voyage-data/totals is the domain period rule', () => {
  it('the stored IMO legs are the ones the domain derives from the payload', async () => {
    const r = await a.manager.get(
      `/api/voyage-data/legs?ship=${ship}&from=2024-12-01T00:00Z&to=2025-02-01T00:00Z&kind=imo`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const p = payload(ship);
    const derived = deriveLegs(
      p.records.map((x) => recordFromInput(RecordSchema.parse(x))),
      [],
      portFacts,
      bulker,
    ).filter((l) => l.kind === 'imo');
    expect(r.data.map((l: any) => [l.fromPort, l.toPort, l.hoursUnderway, l.distanceNm])).toEqual(
      derived.map((l) => [l.fromPort, l.toPort, l.hoursUnderway, l.distanceNm]),
    );
    expect(derived[1]!.hoursUnderway).toBe(252);
  });

  it('2025 to 1 Feb: the cut leg counts by its 180 of 252 h under way, its anchoring stay excluded', async () => {
    const { server } = await expectSameTotals('2025-01-01T00:00Z', '2025-02-01T00:00Z');
    expect(server.hoursUnderway).toBeCloseTo(180, 9);
    expect(server.distanceNm).toBeCloseTo((4000 * 180) / 252, 9);
    expect(server.legs).toBe(1);
    expect(server.fuelT).toEqual({ HFO: 90 });
  });

  it('December, its start snapshot 30 s off the bound: the whole first leg and 72 h of the cut one', async () => {
    const { server } = await expectSameTotals('2024-12-01T00:00Z', '2025-01-01T00:00Z');
    expect(server.hoursUnderway).toBeCloseTo(168 + 72, 9);
    expect(server.legs).toBe(2);
    expect(server.fuelT).toEqual({ HFO: 150 });
  });

  it('a bound inside the anchoring stay: the leg is split by time under way on both sides', async () => {
    // Needs a snapshot inside the stay; the period rule then splits 252 h as 108 h + 144 h.
    const snap = await callVoyageData(
      t.app,
      'POST',
      { snapshots: [{ refCode: 'S3', ship, time: '2025-01-04T00:00Z', fuels: [{ fuel: '11', robT: 347 }] }] },
      { 'x-token': a.manager.token },
    );
    expect(snap.status, snap.body).toBe(200);
    const r = await a.manager.get(
      `/api/voyage-data/totals?ship=${ship}&from=2025-01-01T00:00Z&to=2025-01-04T00:00Z`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.hoursUnderway).toBeCloseTo(48, 9);
    expect(r.data.legs).toBe(1);
  });
});
