import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConfirmedAdjustments } from '../../../src/server/services/cii/adjusted.js';
import { ratingsFor } from '../../../src/server/services/cii/ratings.js';
import { rowOf, shipYearFingerprint } from '../../../src/server/services/cii/store.js';
import { storedShipYear } from '../../../src/server/repositories/cii/ratingsStore.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { drainJobs } from '../../support/jobs.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, threeCallsVaried } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * Derived figures follow the ledger: after any sequence of ledger writes and deletes and a drained
 * queue, every stored CII rating of the ship equals the one computed from its ledger now, and no
 * year with legs lacks its rows. Nothing here asks a page for the ratings (that used to be the only
 * way they were recomputed).
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
});
afterAll(() => t.close());

type Op =
  | { kind: 'write'; leg2Nm: number; r3HfoArrivalT: number; r3Year: 2025 | 2026 }
  | { kind: 'delete'; refCode: 'R2' | 'R3' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    leg2Nm: fc.constantFrom(1500, 2000, 2600),
    r3HfoArrivalT: fc.constantFrom(100, 130),
    r3Year: fc.constantFrom(2025 as const, 2026 as const),
  }),
  fc.record({ kind: fc.constant('delete' as const), refCode: fc.constantFrom('R2' as const, 'R3' as const) }),
);

const figures = (r: Record<string, unknown>) => {
  const { id: _id, computedAt: _c, createdAt: _a, updatedAt: _u, ...rest } = r;
  return rest;
};

describe('derived figures follow the ledger', () => {
  it('after any writes and deletes and a drained queue, stored ratings equal the ledger now', async () => {
    const ship = a.inScope;
    const headers = { 'x-token': a.manager.token };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 3 }), async (ops) => {
        for (const o of ops) {
          const res =
            o.kind === 'write'
              ? await callVoyageData(t.app, 'POST', threeCallsVaried(ship.imo!, o), headers)
              : await callVoyageData(t.app, 'DELETE', { ship: ship.imo, refCodes: [o.refCode] }, headers);
          // A write the ledger refuses (a broken mass balance) changes nothing: still a valid step.
          expect([200, 409, 422]).toContain(res.status);
        }
        await drainJobs(t);
        for (const year of [2025, 2026]) {
          const opts = withConfirmedAdjustments(t.db, ship.id, year);
          const [periods, fingerprint, stored] = await Promise.all([
            // At the jobs' time: a year still running then is rated year to date.
            ratingsFor(t.db, ship.id, year, { ...opts, at: t.clock.now() }),
            shipYearFingerprint(t.db, ship.id, year, { ...opts, at: t.clock.now() }),
            storedShipYear(t.db, ship.id, year),
          ]);
          const expected = periods.map((p) => figures(rowOf(ship.id, year, p, fingerprint, new Date(0))));
          expect(stored.map((r) => figures(r))).toEqual(expected);
        }
      }),
      { numRuns: 6, seed: 20261129 },
    );
  }, 240_000);
});
