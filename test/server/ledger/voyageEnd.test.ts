import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * A voyage's End agrees with its last leg. A leg belongs to the voyage of the call it leaves, so a
 * call recorded under the next voyage number without a handover ends a leg of the voyage before:
 * that voyage ends there, not at its own last call.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
});
afterAll(() => t.close());

describe("the voyage list's End column", () => {
  it("is the arrival of the voyage's last leg", async () => {
    const ship = a.inScope.imo!;
    const w = await callVoyageData(
      t.app,
      'POST',
      {
        records: [
          portCall(ship, 'E1', { voyageNo: 'HB2607' }),
          portCall(ship, 'E2', {
            voyageNo: 'HB2607',
            port: 'CNDLC',
            arrival: '2025-01-10T08:00+08:00',
            departure: '2025-01-11T08:00+08:00',
            distanceNm: 600,
            cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 50_000 } },
            fuels: [{ fuel: '11', robArrivalT: 450, robDepartureT: 440 }],
          }),
          portCall(ship, 'E3', {
            voyageNo: 'HB2608',
            port: 'CNTAO',
            arrival: '2025-01-14T08:00+08:00',
            departure: '2025-01-15T08:00+08:00',
            distanceNm: 300,
            cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 0 } },
            fuels: [{ fuel: '11', robArrivalT: 420, robDepartureT: 410 }],
          }),
        ],
      },
      { 'x-token': a.manager.token },
    );
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    const voyages = await a.manager.get(`/api/voyages?ship=${ship}`);
    const hb2607 = voyages.data.items.find((v: any) => v.voyageNo === 'HB2607');
    const lastLeg = hb2607.legs
      .filter((l: any) => l.kind === 'imo')
      .map((l: any) => l.arrival)
      .sort()
      .at(-1);
    expect(lastLeg).toBe('2025-01-14T00:00:00.000Z');
    expect(hb2607.end).toBe(lastLeg);
    // The detail call answers the same.
    const detail = await a.manager.get(`/api/voyages/${hb2607.id}`);
    expect(detail.data.end).toBe(lastLeg);
  });
});
