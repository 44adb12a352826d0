import fc from 'fast-check';
import { calculateCii } from '../../../src/domain/cii';
import { compareRatings, sumCorrections, type CiiAdjustTerm } from '../../../src/domain/cii/adjustments';
import { proposeAdjustments, type LedgerEpisode } from '../../../src/domain/cii/proposals';
import { FUEL_CODES, FUELS } from '../../../src/domain/registry/fuels';

const term = (t: Partial<CiiAdjustTerm> & Pick<CiiAdjustTerm, 'type'>): CiiAdjustTerm => ({
  fuels: [],
  distanceNm: 0,
  iceClass: null,
  factor: null,
  ...t,
});

// docs/cii-adjustments.md §3, worked by hand: bulk carrier 50 000 DWT, 2024, 60 000 nm, 6 000 t HFO.
// CO2 = 6 000 × 3.114 = 18 684 t; attained = 18 684e6 / (50 000 × 60 000) = 6.228 g/(t·nm).
// Ice adjustment of 300 t HFO over 2 000 nm: CO2 = 18 684 − 934.2 = 17 749.8 t over 58 000 nm:
// 17 749.8e6 / (50 000 × 58 000) = 6.120620689655… g/(t·nm).
const bulk = {
  shipType: 'bulk_carrier' as const,
  dwt: 50_000,
  year: 2024,
  distanceNm: 60_000,
  fuels: [{ fuel: 'HFO' as const, tonnes: 6_000 }],
};

describe('adjustments move attained CII as G5 says (worked example)', () => {
  it('ice navigation deducts its fuel and distance', () => {
    const ice = term({ type: 'ice', fuels: [{ fuel: 'HFO', tonnes: 300 }], distanceNm: 2_000 });
    const c = compareRatings(bulk, [{ id: 1, term: ice }]);
    expect(c.without.ok && c.without.result.attained).toBeCloseTo(6.228, 10);
    const alone = c.each[0]!.outcome;
    expect(alone.ok && alone.result.attained).toBeCloseTo(6.120620689655, 10);
    expect(alone.ok && alone.result.co2Tonnes).toBeCloseTo(17_749.8, 8);
    expect(c.all?.ok && c.all.result.attained).toBeCloseTo(6.120620689655, 10);
  });

  it('reefer electricity deducts 0.69 of its fuel in 2024 (y_i = 2)', () => {
    // 100 t HFO for reefers: 69 t deducted → CO2 = 18 684 − 69 × 3.114 = 18 469.134 t over 60 000 nm.
    const el = term({ type: 'electrical', fuels: [{ fuel: 'HFO', tonnes: 100 }] });
    const c = compareRatings({ ...bulk, shipType: 'container_ship' as const }, [{ id: 'a', term: el }]);
    const r = c.each[0]!.outcome;
    expect(r.ok && r.result.co2Tonnes).toBeCloseTo(18_469.134, 8);
    expect(r.ok && r.result.attained).toBeCloseTo(18_469.134e6 / 3e9, 10);
  });

  it('each alone and all together differ; all equals calculateCii with the summed terms', () => {
    const a = term({ type: 'rescue', fuels: [{ fuel: 'HFO', tonnes: 120 }], distanceNm: 500 });
    const b = term({ type: 'ice', fuels: [{ fuel: 'HFO', tonnes: 300 }], distanceNm: 2_000 });
    const c = compareRatings(bulk, [
      { id: 1, term: a },
      { id: 2, term: b },
    ]);
    // (18 684 − 420 × 3.114) / (50 000 × 57 500) = 17 376.12e6 / 2.875e9
    expect(c.all?.ok && c.all.result.attained).toBeCloseTo(17_376.12e6 / 2.875e9, 10);
    const direct = calculateCii({ ...bulk, corrections: sumCorrections([a, b]) });
    expect(c.all?.ok && c.all.result.attained).toBe(direct.attained);
    expect(c.each.map((x) => x.outcome.ok && x.outcome.result.attained)).not.toContain(direct.attained);
  });

  it('a deduction above the fuel consumed is an outcome with its error, not a throw', () => {
    const c = compareRatings(bulk, [
      { id: 1, term: term({ type: 'ice', fuels: [{ fuel: 'LNG', tonnes: 1 }] }) },
    ]);
    expect(c.each[0]!.outcome).toEqual({ ok: false, error: 'correction_exceeds_total' });
    expect(c.without.ok).toBe(true);
  });

  it('no record: no comparison of all', () => {
    expect(compareRatings(bulk, []).all).toBeNull();
  });
});

describe('sumCorrections', () => {
  it.each([
    ['nothing', [], undefined],
    [
      'two voyage periods add per fuel and distance',
      [
        term({ type: 'ice', fuels: [{ fuel: 'HFO', tonnes: 10 }], distanceNm: 100 }),
        term({
          type: 'rescue',
          fuels: [
            { fuel: 'HFO', tonnes: 5 },
            { fuel: 'LFO', tonnes: 1 },
          ],
          distanceNm: 20,
        }),
      ],
      {
        voyageFuels: [
          { fuel: 'HFO', tonnes: 15 },
          { fuel: 'LFO', tonnes: 1 },
        ],
        voyageDistanceNm: 120,
      },
    ],
    [
      'tanker STS twice, cargo heating and an ice class',
      [
        term({ type: 'sts', fuels: [{ fuel: 'MDO_MGO', tonnes: 3 }] }),
        term({ type: 'sts', fuels: [{ fuel: 'MDO_MGO', tonnes: 2 }] }),
        term({ type: 'boiler', fuels: [{ fuel: 'HFO', tonnes: 7 }] }),
        term({ type: 'iceClass', iceClass: 'IA' }),
      ],
      {
        tanker: { operation: 'sts', fuels: [{ fuel: 'MDO_MGO', tonnes: 5 }] },
        boilerFuels: [{ fuel: 'HFO', tonnes: 7 }],
        iceClass: 'IA',
      },
    ],
    [
      'factors and other consumers',
      [
        term({ type: 'fc', factor: 1.1 }),
        term({ type: 'fiVse', factor: 1.02 }),
        term({ type: 'others', fuels: [{ fuel: 'HFO', tonnes: 2 }] }),
        term({ type: 'electrical', fuels: [{ fuel: 'LNG', tonnes: 4 }] }),
      ],
      {
        fc: 1.1,
        fiVse: 1.02,
        otherFuels: [{ fuel: 'HFO', tonnes: 2 }],
        electricalFuels: [{ fuel: 'LNG', tonnes: 4 }],
      },
    ],
  ] as const)('%s', (_name, terms, expected) => {
    expect(sumCorrections(terms)).toEqual(expected);
  });

  it.each([
    [
      term({ type: 'sts', fuels: [{ fuel: 'HFO', tonnes: 1 }] }),
      term({ type: 'shuttle', fuels: [{ fuel: 'HFO', tonnes: 1 }] }),
    ],
    [term({ type: 'iceClass', iceClass: 'IA' }), term({ type: 'iceClass', iceClass: 'IC' })],
    [term({ type: 'fc', factor: 1.1 }), term({ type: 'fc', factor: 1.2 })],
  ])('two different single values in one period conflict', (a, b) => {
    expect(() => sumCorrections([a, b])).toThrow(expect.objectContaining({ code: 'correction_conflict' }));
  });
});

describe('proposals from ledger episodes', () => {
  const period = { start: '2024-01-01T00:00:00.000Z', end: '2025-01-01T00:00:00.000Z' };
  const ep = (x: Partial<LedgerEpisode> & Pick<LedgerEpisode, 'refCode'>): LedgerEpisode => ({
    voyageNo: 'V1',
    kind: 'ice',
    begin: '2024-02-01T00:00:00.000Z',
    end: '2024-02-03T00:00:00.000Z',
    distanceNm: 300,
    fuels: [{ fuel: 'HFO', consumedT: 40 }],
    ...x,
  });
  it.each([
    [
      'an ice episode of an ice-classed ship',
      [ep({ refCode: 'E1' })],
      'IA',
      [],
      [['E1', 'ice', 300, [['HFO', 40]], []]],
    ],
    [
      'a rescue episode, fuel lines of one type summed, zero lines left out',
      [
        ep({
          refCode: 'R1',
          kind: 'rescue',
          distanceNm: 55,
          fuels: [
            { fuel: 'HFO', consumedT: 4 },
            { fuel: 'HFO', consumedT: 1.5 },
            { fuel: 'LFO', consumedT: 0 },
          ],
        }),
      ],
      null,
      [],
      [['R1', 'rescue', 55, [['HFO', 5.5]], []]],
    ],
    [
      'ice without an ice class is flagged',
      [ep({ refCode: 'E1' })],
      null,
      [],
      [['E1', 'ice', 300, [['HFO', 40]], ['not_ice_classed']]],
    ],
    ['already recorded: not proposed again', [ep({ refCode: 'E1' })], 'IA', ['E1'], []],
    [
      'outside the period (before, at the end bound): not proposed',
      [
        ep({ refCode: 'E0', begin: '2023-12-31T20:00:00.000Z', end: '2024-01-01T05:00:00.000Z' }),
        ep({ refCode: 'E9', begin: '2025-01-01T00:00:00.000Z', end: '2025-01-02T00:00:00.000Z' }),
      ],
      'IA',
      [],
      [],
    ],
    [
      'running past the end: proposed in its begin period, flagged; sorted by begin',
      [
        ep({ refCode: 'E2', begin: '2024-12-31T12:00:00.000Z', end: '2025-01-01T06:00:00.000Z' }),
        ep({ refCode: 'E1' }),
      ],
      'IC',
      [],
      [
        ['E1', 'ice', 300, [['HFO', 40]], []],
        ['E2', 'ice', 300, [['HFO', 40]], ['crosses_period_end']],
      ],
    ],
  ] as const)('%s', (_n, episodes, iceClass, recorded, expected) => {
    const got = proposeAdjustments(episodes, {
      period,
      iceClass,
      recorded: new Set<string>(recorded),
    });
    expect(
      got.map((p) => [
        p.episodeRef,
        p.type,
        p.distanceNm,
        p.fuels.map((f) => [f.fuel, f.tonnes]),
        p.warnings,
      ]),
    ).toEqual(expected);
  });
});

describe('invariants (fast-check)', () => {
  const fuel = fc.constantFrom(...FUEL_CODES);
  it('a fuel-only deduction (electrical, boiler, others, voyage without distance) never raises attained CII', () => {
    fc.assert(
      fc.property(
        fuel,
        fc.double({ min: 100, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('ice', 'rescue', 'electrical', 'boiler', 'others'),
        fc.integer({ min: 2023, max: 2030 }),
        (f, total, share, type, year) => {
          const input = {
            shipType: 'tanker' as const,
            dwt: 80_000,
            year,
            distanceNm: 40_000,
            fuels: [{ fuel: f, tonnes: total }],
          };
          const c = compareRatings(input, [
            { id: 0, term: term({ type, fuels: [{ fuel: f, tonnes: total * share * 0.999 }] }) },
          ]);
          const before = c.without.ok ? c.without.result.attained : NaN;
          const after = c.each[0]!.outcome;
          expect(after.ok).toBe(true);
          if (after.ok) expect(after.result.attained).toBeLessThanOrEqual(before * (1 + 1e-12));
        },
      ),
    );
  });

  it('a voyage deduction with distance never raises attained CII when its intensity is at least the average', () => {
    // Removing D_x as well as its fuel lowers the ratio only if the removed part is at least as
    // carbon-intensive per mile as the whole (docs/cii-adjustments.md §3): ice and rescue periods are.
    fc.assert(
      fc.property(
        fuel,
        fc.double({ min: 100, max: 1e5, noNaN: true }),
        fc.double({ min: 0.001, max: 0.9, noNaN: true }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        fc.constantFrom('ice', 'rescue'),
        (f, total, distShare, intensity, type) => {
          const distanceNm = 40_000;
          const dx = distanceNm * distShare;
          // Fuel share at least the distance share (capped at the total): intensity ≥ average.
          const fx = Math.min(total, total * distShare * intensity);
          const input = {
            shipType: 'bulk_carrier' as const,
            dwt: 60_000,
            year: 2025,
            distanceNm,
            fuels: [{ fuel: f, tonnes: total }],
          };
          const c = compareRatings(input, [
            { id: 0, term: term({ type, fuels: [{ fuel: f, tonnes: fx }], distanceNm: dx }) },
          ]);
          const before = c.without.ok ? c.without.result.attained : NaN;
          const after = c.each[0]!.outcome;
          expect(after.ok && after.result.attained).toBeLessThanOrEqual(before * (1 + 1e-9));
        },
      ),
    );
  });

  it('a low-intensity voyage period does raise it (why the property above needs its condition)', () => {
    const input = { ...bulk };
    // 10 t over 6 000 nm is far below the average 0.1 t/nm: deducting it raises attained CII.
    const c = compareRatings(input, [
      { id: 0, term: term({ type: 'ice', fuels: [{ fuel: 'HFO', tonnes: 10 }], distanceNm: 6_000 }) },
    ]);
    const r = c.each[0]!.outcome;
    expect(r.ok && c.without.ok && r.result.attained > c.without.result.attained).toBe(true);
    expect(FUELS.HFO.cf).toBe(3.114);
  });
});
