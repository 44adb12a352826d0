import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessLeg,
  comparableHistory,
  consumptionAlerts,
  dailyFuelAtSea,
  dailyFuelInPort,
  deviation,
  historyReferences,
  historyWindow,
  legMetrics,
  segmentIssues,
  theoreticalDaily,
  tolerancesFrom,
  type Tolerances,
} from '../../../src/domain/analysis';
import { H, leg, T0 } from '../../support/analysis/legFacts';

const TOL: Tolerances = tolerancesFrom([
  { name: '每海里油耗', value: 0.2 },
  { name: '每海里C02排放', value: 0.2 },
  { name: '每吨海里油耗', value: 0.2 },
  { name: '每吨海里C02排放', value: 0.2 },
  { name: '每日主机油耗', value: 0.3 },
  { name: '航速', value: 0.1 },
  { name: '设计航速范围', value: 0.1 },
  { name: '海上日均油耗超历史均值', value: 0.3 },
  { name: '在港日均油耗超历史均值', value: 0.3 },
]);

describe('tolerances', () => {
  it('reads the dictionary by its exact keys and leaves unset ones off', () => {
    const t = tolerancesFrom([
      { name: '每海里油耗', value: 0.1 },
      { name: '航速', value: null },
      { name: '设计航速范围', value: -1 },
    ]);
    expect(t.fuelPerNm).toBe(0.1);
    expect([t.speedBand, t.designSpeedOvershoot, t.alertAtSea]).toEqual([null, null, null]);
  });

  it.each([
    [121, 100, 0.2, 'high'],
    [120, 100, 0.2, null],
    [80, 100, 0.2, null],
    [79, 100, 0.2, 'low'],
    [500, 100, null, null],
    [500, null, 0.2, null],
    [null, 100, 0.2, null],
  ] as const)('deviation(%s, ref %s, ±%s) = %s', (v, r, t, d) => {
    expect(deviation(v, r, t)).toBe(d);
  });
});

describe('leg metrics', () => {
  it('computes the per-distance and per-work figures in kg/nm and g/t·nm, every fuel counted', () => {
    // 24 t at sea + 2 t in port = 26 t over 240 nm and 2.4e6 t·nm.
    const m = legMetrics(leg({ id: 1 }));
    expect(m.fuelPerNmKg).toBeCloseTo((26 * 1000) / 240, 12);
    expect(m.co2PerNmKg).toBeCloseTo((24 * 3.114 * 1000) / 240, 12);
    expect(m.fuelPerTwG).toBeCloseTo((26 * 1e6) / 2.4e6, 12);
    expect(m.co2PerTwG).toBeCloseTo((24 * 3.114 * 1e6) / 2.4e6, 12);
    expect(m.speedKn).toBe(10);
    expect(m.dailyFuelAtSeaT).toBe(24);
    expect(m.dailyFuelInPortT).toBe(2);
  });

  it('divides sea fuel by the elapsed time, stops included, and port fuel by the stay', () => {
    // 36 h from departure to arrival, 12 of them at anchor: 30 t → 20 t/day (not 30 t/day).
    expect(dailyFuelAtSea({ departureAt: T0, arrivalAt: T0 + 36 * H, fuelAtSeaT: 30 })).toBe(20);
    expect(dailyFuelInPort({ hoursInPort: 12, fuelInPortT: 3 })).toBe(6);
    expect(dailyFuelInPort({ hoursInPort: null, fuelInPortT: 3 })).toBeNull();
  });

  it('has no per-work figure on a ballast leg and no per-distance one without distance', () => {
    const m = legMetrics(leg({ id: 1, transportWorkTnm: 0, distanceNm: 0, hoursUnderway: 0 }));
    expect([m.fuelPerTwG, m.co2PerTwG, m.fuelPerNmKg, m.co2PerNmKg, m.speedKn]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('history', () => {
  const base = leg({ id: 10, departureAt: Date.UTC(2025, 5, 1) });
  const { from, to } = historyWindow(2025);

  it('keeps the same ship and kind, other legs, inside the window, within the speed band', () => {
    const cands = [
      base,
      leg({ id: 1, departureAt: Date.UTC(2024, 0, 1) }), // first instant of the window: in
      leg({ id: 2, departureAt: Date.UTC(2023, 11, 31) }), // before: out
      leg({ id: 3, shipId: 2 }),
      leg({ id: 4, kind: 'eu' }),
      leg({ id: 5, distanceNm: 264 }), // 11 kn: exactly +10 %, in
      leg({ id: 6, distanceNm: 265 }), // above the band
      leg({ id: 7, departureAt: Date.UTC(2026, 0, 1) }), // after the year: out
    ];
    expect(comparableHistory(base, cands, from, to, 0.1).map((l) => l.id)).toEqual([1, 5]);
    expect(comparableHistory(base, cands, from, to, null)).toEqual([]);
  });

  it('takes references as ratios of sums (regression: not Σcargo × Σdistance, not HFO only)', () => {
    const r = historyReferences([
      leg({ id: 1, distanceNm: 100, transportWorkTnm: 1e6, fuelAtSeaT: 10, fuelInPortT: 0, co2T: 30 }),
      leg({ id: 2, distanceNm: 300, transportWorkTnm: 1e6, fuelAtSeaT: 30, fuelInPortT: 10, co2T: 120 }),
    ]);
    expect(r.fuelPerNmKg).toBe((50 * 1000) / 400);
    expect(r.co2PerNmKg).toBe((150 * 1000) / 400);
    expect(r.fuelPerTwG).toBe((50 * 1e6) / 2e6);
    expect(r.co2PerTwG).toBe((150 * 1e6) / 2e6);
  });
});

describe('theoretical curve', () => {
  const curve = [
    { speed: 14, shipDaily: 40 },
    { speed: 10, shipDaily: 20 },
  ];
  it.each([
    [10, 20],
    [12, 30], // interpolated, not the 12 kn → nearest-lower row of the original
    [14, 40],
    [9.9, null],
    [14.1, null],
    [null, null],
  ] as const)('at %s kn reads %s t/day', (v, d) => {
    expect(theoreticalDaily(curve, v)).toBe(d);
  });
});

describe('assessLeg', () => {
  const ship = {
    designSpeedKn: 12,
    curve: [
      { speed: 8, shipDaily: 20 },
      { speed: 12, shipDaily: 28 },
    ],
  };
  const history = [leg({ id: 1 }), leg({ id: 2 })];

  it('passes a leg like its history and its curve (10 kn → 24 t/day)', () => {
    const a = assessLeg(leg({ id: 3 }), history, ship, TOL);
    expect(a.flags).toEqual([]);
    expect(a.abnormal).toBe(false);
    expect(a.references.theoreticalDailyT).toBe(24);
    expect(a.historyLegs).toBe(2);
  });

  it('flags fuel 50 % above its history with the tolerance it broke, and the daily fuel above the curve', () => {
    const a = assessLeg(leg({ id: 3, fuelAtSeaT: 36, co2T: 36 * 3.114 }), history, ship, TOL);
    expect(a.flags.map((f) => [f.metric, f.deviation, f.tolerance])).toEqual([
      ['fuelPerNmKg', 'high', 0.2],
      ['co2PerNmKg', 'high', 0.2],
      ['fuelPerTwG', 'high', 0.2],
      ['co2PerTwG', 'high', 0.2],
      ['dailyFuelAtSeaT', 'high', 0.3],
    ]);
    expect(a.abnormal).toBe(true);
  });

  it('does not judge against an empty history, and flags a speed above design × 1.1', () => {
    const a = assessLeg(leg({ id: 3, distanceNm: 24 * 13.3, fuelAtSeaT: 500 }), [], ship, TOL);
    expect(a.references.fuelPerNmKg).toBeNull();
    expect(a.flags).toEqual([{ metric: 'speedKn', deviation: 'high', reference: 12, tolerance: 0.1 }]);
  });

  it('marks plausibility faults abnormal even without a flag', () => {
    const a = assessLeg(leg({ id: 3, distanceNm: 0 }), [], ship, TOL);
    expect(a.issues).toEqual(['distance_not_positive']);
    expect(a.abnormal).toBe(true);
  });
});

describe('segmentIssues', () => {
  it.each([
    [{ distanceNm: 100, departureAt: 0, arrivalAt: H, hoursUnderway: 1 }, []],
    [{ distanceNm: 0, departureAt: 0, arrivalAt: H, hoursUnderway: 1 }, ['distance_not_positive']],
    [{ distanceNm: -5, departureAt: 0, arrivalAt: H, hoursUnderway: 1 }, ['distance_not_positive']],
    [
      { distanceNm: 10, departureAt: H, arrivalAt: 0, hoursUnderway: -1 },
      ['end_before_start', 'underway_negative'],
    ],
    [{ distanceNm: 10, departureAt: H, arrivalAt: H, hoursUnderway: 0 }, ['end_before_start']],
  ])('%o → %o', (l, issues) => {
    expect(segmentIssues(l)).toEqual(issues);
  });
});

describe('consumptionAlerts', () => {
  const t = { alertAtSea: 0.3, alertInPort: 0.3 };

  it('alerts a port stay burning more than 30 % above the ship average, not the first leg', () => {
    // Port: 2 t/day on legs 1–2; leg 3 burns 2.7 t/day, 35 % above.
    const legs = [leg({ id: 1 }), leg({ id: 2 }), leg({ id: 3, fuelInPortT: 2.7 })];
    const alerts = consumptionAlerts(legs, t);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ legId: 3, where: 'port', averageT: 2, threshold: 0.3 });
    expect(alerts[0].dailyT).toBeCloseTo(2.7, 12);
    expect(alerts[0].excess).toBeCloseTo(0.35, 12);
  });

  it('does not alert at exactly the threshold, and follows the setting (20 %)', () => {
    const legs = [leg({ id: 1 }), leg({ id: 2, fuelAtSeaT: 24 * 1.3 })];
    expect(consumptionAlerts(legs, t)).toEqual([]);
    expect(
      consumptionAlerts(legs, { alertAtSea: 0.2, alertInPort: null }).map((a) => [a.legId, a.where]),
    ).toEqual([[2, 'sea']]);
  });

  it('weighs the average by time: a long normal leg outweighs a short heavy one', () => {
    const legs = [
      leg({ id: 1, arrivalAt: T0 + 100 * H + 240 * H, fuelAtSeaT: 240 }), // 10 days at 24 t/day
      leg({ id: 2, fuelAtSeaT: 48 }), // 1 day at 48 t/day: alerts against 24
      leg({ id: 3, fuelAtSeaT: 34 }), // average now 288 t / 11 d = 26.18; 34 > 34.04? no
    ];
    expect(consumptionAlerts(legs, t).map((a) => a.legId)).toEqual([2]);
  });

  it('never alerts when every leg burns the same daily rate (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ h: fc.integer({ min: 1, max: 500 }), p: fc.integer({ min: 1, max: 100 }) }), {
          maxLength: 15,
        }),
        fc.integer({ min: 1, max: 100 }),
        (shapes, rate) => {
          let at = T0;
          const legs = shapes.map((s, i) => {
            const l = leg({
              id: i + 1,
              departureAt: at,
              arrivalAt: at + s.h * H,
              fuelAtSeaT: (rate * s.h) / 24,
              hoursInPort: s.p,
              fuelInPortT: (rate * s.p) / 48,
            });
            at += (s.h + s.p) * H;
            return l;
          });
          return consumptionAlerts(legs, t).length === 0;
        },
      ),
    );
  });
});
