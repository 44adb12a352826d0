import fc from 'fast-check';
import { fuelEuFinal } from '../../../src/domain/fuelEu/balance';
import { allocatePool, poolViolations } from '../../../src/domain/fuelEu/pooling';
import { fuelEuReport, type FuelEuLegInput, type FuelEuPort } from '../../../src/domain/fuelEu/report';

const port: fc.Arbitrary<FuelEuPort> = fc
  .record({ country: fc.constantFrom('NL', 'DE', 'ES', 'US', 'CN'), outermost: fc.boolean() })
  .map(({ country, outermost }) => {
    const eea = ['NL', 'DE', 'ES'].includes(country);
    return { code: `${country}XXX`, eea, outermost: eea && outermost, country };
  });
// A fuel mass is 0 or at least a gram: fast-check's doubles include subnormals (5e-324 t) that a
// scale factor below 1 rounds to 0, which no ledger can hold and which is not what the rule is about.
const tonnes = fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 500, noNaN: true }));
const legArb: fc.Arbitrary<FuelEuLegInput> = fc
  .record({
    from: port,
    to: port,
    day: fc.integer({ min: 0, max: 360 }),
    hfo: tonnes,
    mdo: tonnes,
    lng: tonnes,
    berth: tonnes,
  })
  .map((r) => ({
    id: r.day,
    fromRefCode: `A${r.day}`,
    toRefCode: `B${r.day}`,
    from: r.from,
    to: r.to,
    departure: Date.UTC(2025, 0, 1) + r.day * 86_400_000,
    arrival: Date.UTC(2025, 0, 1) + r.day * 86_400_000 + 3_600_000,
    atSeaT: { '1': r.hfo, '3': r.mdo, '6': r.lng },
    inPortT: { '3': r.berth },
  }));
const scale = (l: FuelEuLegInput, k: number): FuelEuLegInput => ({
  ...l,
  atSeaT: Object.fromEntries(Object.entries(l.atSeaT).map(([c, t]) => [c, t * k])),
  inPortT: Object.fromEntries(Object.entries(l.inPortT).map(([c, t]) => [c, t * k])),
});
const YEAR = { year: 2025, start: Date.UTC(2025, 0, 1), end: Date.UTC(2026, 0, 1), ops: [], engines: [] };

describe('FuelEU invariants', () => {
  it('the compliance balance is linear in energy: every fuel × k gives CB × k, same intensity', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (legs, k) => {
          const a = fuelEuReport({ ...YEAR, legs }).figures;
          const b = fuelEuReport({ ...YEAR, legs: legs.map((l) => scale(l, k)) }).figures;
          if (a.ghgIntensity === null) {
            expect(b.ghgIntensity).toBeNull();
            return;
          }
          expect(b.ghgIntensity!).toBeCloseTo(a.ghgIntensity, 8);
          expect(b.complianceBalanceT).toBeCloseTo(a.complianceBalanceT * k, 4);
          expect(b.energyMJ).toBeCloseTo(a.energyMJ * k, 0);
        },
      ),
    );
  });

  it('the energy in scope never exceeds the energy burnt, and 50 % legs count half', () => {
    fc.assert(
      fc.property(fc.array(legArb, { maxLength: 8 }), (legs) => {
        const f = fuelEuReport({ ...YEAR, legs }).figures;
        for (const r of f.fuels) {
          expect(r.tonnesInScope).toBeCloseTo(r.tonnesIntraEu + r.tonnesExtraEu / 2 + r.tonnesAtBerth, 9);
        }
      }),
    );
  });

  it('a pool allocation conserves the sum and breaks no Art. 21 rule', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            shipId: fc.string({ minLength: 1, maxLength: 4 }),
            before: fc.integer({ min: -1_000_000, max: 1_000_000 }).map((x) => x / 1000),
          }),
          {
            minLength: 2,
            maxLength: 6,
            selector: (m) => m.shipId,
          },
        ),
        (members) => {
          const sum = members.reduce((s, m) => s + m.before, 0);
          if (sum < -1e-9) {
            expect(() => allocatePool(members)).toThrow();
            return;
          }
          const after = allocatePool(members);
          expect(after.reduce((s, m) => s + m.after, 0)).toBeCloseTo(sum, 6);
          expect(poolViolations(after, 1e-6)).toEqual([]);
        },
      ),
    );
  });

  it('borrowing is never allowed beyond 2 % × target × energy', () => {
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (legs, k) => {
          const f = fuelEuReport({ ...YEAR, legs }).figures;
          if (f.target === null) return;
          expect(f.borrowingCapT).toBeCloseTo((0.02 * f.target * f.energyMJ) / 1e6, 6);
          const borrowT = f.borrowingCapT * k;
          const r = fuelEuFinal(f, { bankT: 0, borrowT, poolDeltaT: 0, pooled: false });
          if (borrowT > f.borrowingCapT * (1 + 1e-9) + 1e-9) expect(r.errors).toContain('borrow_over_cap');
          else expect(r.errors).not.toContain('borrow_over_cap');
        },
      ),
    );
  });
});
