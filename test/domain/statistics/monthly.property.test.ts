import fc from 'fast-check';
import { apportionByMonth, monthsInBuckets, type MonthLeg } from '../../../src/domain/statistics/monthly';
import { LEDGER_FUEL_CODES } from '../../../src/domain/schemas/voyageData';

const DAY = 86_400_000;
const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2026, 0, 1);

const fuel = fc.record({
  code: fc.constantFrom(...LEDGER_FUEL_CODES),
  atSeaT: fc.double({ min: 0, max: 5000, noNaN: true }),
  inPortT: fc.double({ min: 0, max: 500, noNaN: true }),
});
/** A leg departing inside the period and arriving inside it too (up to 60 days, zero included). */
const legInside = fc
  .record({
    departureAt: fc.integer({ min: FROM, max: TO - 61 * DAY }),
    lengthMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 * DAY })),
    distanceNm: fc.double({ min: 0, max: 20_000, noNaN: true }),
    hoursUnderway: fc.double({ min: 0, max: 1500, noNaN: true }),
    co2T: fc.double({ min: 0, max: 20_000, noNaN: true }),
    fuels: fc.uniqueArray(fuel, { maxLength: 3, selector: (f) => f.code }),
  })
  .map(({ lengthMs, ...l }): MonthLeg => ({ ...l, arrivalAt: l.departureAt + lengthMs }));

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const fuelOf = (ms: { fuels: MonthLeg['fuels'] }[]) =>
  sum(ms.flatMap((m) => m.fuels.map((f) => f.atSeaT + f.inPortT)));
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, b));

describe('apportionByMonth', () => {
  it('gives every month of the period, in order, zeros included', () => {
    fc.assert(
      fc.property(fc.array(legInside, { maxLength: 5 }), (legs) => {
        const months = apportionByMonth(legs, FROM, TO).map((m) => m.month);
        expect(months).toHaveLength(24);
        expect(months[0]).toBe('2024-01');
        expect(months[23]).toBe('2025-12');
        expect([...months].sort()).toEqual(months);
      }),
    );
  });

  it('adds up, month by month, to the legs totals (fuel, CO2, distance, hours)', () => {
    fc.assert(
      fc.property(fc.array(legInside, { maxLength: 8 }), (legs) => {
        const months = apportionByMonth(legs, FROM, TO);
        close(fuelOf(months), fuelOf(legs));
        close(sum(months.map((m) => m.co2T)), sum(legs.map((l) => l.co2T)));
        close(sum(months.map((m) => m.distanceNm)), sum(legs.map((l) => l.distanceNm)));
        close(sum(months.map((m) => m.hoursUnderway)), sum(legs.map((l) => l.hoursUnderway)));
        for (const code of LEDGER_FUEL_CODES) {
          const of = (fs: MonthLeg['fuels']) => sum(fs.filter((f) => f.code === code).map((f) => f.atSeaT));
          close(sum(months.map((m) => of(m.fuels))), sum(legs.map((l) => of(l.fuels))));
        }
      }),
    );
  });

  it('splits a leg by its time in each month: never more than a month holds, never negative', () => {
    fc.assert(
      fc.property(legInside, (leg) => {
        const months = apportionByMonth([leg], FROM, TO);
        for (const m of months) {
          expect(m.distanceNm).toBeGreaterThanOrEqual(0);
          expect(m.distanceNm).toBeLessThanOrEqual(leg.distanceNm * (1 + 1e-12));
        }
        // The months from departure to the last instant at sea (60 days can touch four months
        // when February is one of them); a leg without elapsed time touches its departure month.
        const monthIndex = (ms: number) => new Date(ms).getUTCFullYear() * 12 + new Date(ms).getUTCMonth();
        const last = leg.arrivalAt > leg.departureAt ? leg.arrivalAt - 1 : leg.departureAt;
        const touched = months.filter((m) => m.legs > 0).map((m) => m.month);
        expect(touched).toHaveLength(monthIndex(last) - monthIndex(leg.departureAt) + 1);
        expect(touched[0]).toBe(new Date(leg.departureAt).toISOString().slice(0, 7));
      }),
    );
  });

  it('leaves out the part of a leg outside the period, and counts only what is inside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 59 }),
        fc.integer({ min: 1, max: 59 }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        (before, after, fuelT) => {
          const leg: MonthLeg = {
            departureAt: FROM - before * DAY,
            arrivalAt: FROM + after * DAY,
            distanceNm: 0,
            hoursUnderway: 0,
            co2T: 0,
            fuels: [{ code: '1', atSeaT: fuelT, inPortT: 0 }],
          };
          close(fuelOf(apportionByMonth([leg], FROM, TO)), (fuelT * after) / (before + after));
        },
      ),
    );
  });

  it('puts a leg without elapsed time whole in its departure month', () => {
    const at = Date.UTC(2024, 2, 31, 23, 0);
    const leg: MonthLeg = {
      departureAt: at,
      arrivalAt: at,
      distanceNm: 0,
      hoursUnderway: 0,
      co2T: 0,
      fuels: [],
    };
    const months = apportionByMonth([{ ...leg, fuels: [{ code: '1', atSeaT: 5, inPortT: 1 }] }], FROM, TO);
    expect(months.find((m) => m.month === '2024-03')!.fuels).toEqual([{ code: '1', atSeaT: 5, inPortT: 1 }]);
    expect(fuelOf(months)).toBe(6);
  });

  it('splits the capesize leg of the walk-through: 40 days over February, March and April', () => {
    // 2,513 t from 20 Feb 2024 00:00 to 31 Mar 2024 00:00 UTC: 10 days in February, 30 in March.
    const leg: MonthLeg = {
      departureAt: Date.UTC(2024, 1, 20),
      arrivalAt: Date.UTC(2024, 2, 31),
      distanceNm: 12_000,
      hoursUnderway: 960,
      co2T: 7_825,
      fuels: [{ code: '1', atSeaT: 2513, inPortT: 0 }],
    };
    const months = apportionByMonth([leg], FROM, TO);
    const t = (m: string) => months.find((x) => x.month === m)!.fuels[0]?.atSeaT ?? 0;
    expect(t('2024-02')).toBeCloseTo(628.25, 9);
    expect(t('2024-03')).toBeCloseTo(1884.75, 9);
    expect(t('2024-04')).toBe(0);
  });
});

describe('monthsInBuckets', () => {
  it('sums the months into quarters and years that add up to the months', () => {
    fc.assert(
      fc.property(fc.array(legInside, { maxLength: 6 }), (legs) => {
        const months = apportionByMonth(legs, FROM, TO);
        const quarters = monthsInBuckets(months, 'quarter');
        const years = monthsInBuckets(months, 'year');
        expect(quarters.map((q) => q.month)).toEqual([
          ...['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4'],
          ...['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4'],
        ]);
        expect(years.map((y) => y.month)).toEqual(['2024', '2025']);
        close(fuelOf(quarters), fuelOf(months));
        close(fuelOf(years), fuelOf(legs));
      }),
    );
  });
});
