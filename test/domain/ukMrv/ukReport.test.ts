import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ukCandidates, ukReport, ukVoyageScope, ukBerthScope } from '../../../src/domain/ukMrv';
import { P, UK_YEAR } from '../../support/ukMrv/ukYear';

const Y0 = Date.parse('2026-01-01T00:00Z');
const Y1 = Date.parse('2027-01-01T00:00Z');
const r = ukReport({ start: Y0, end: Y1, legs: UK_YEAR });
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('UK voyage scope (docs/regulatory-sources.md §6)', () => {
  it.each([
    // day, from, to, regime, share, code
    ['2026-03-01', P.felixstowe, P.southampton, 'ukMrv', 1, 'ukScope.mrvDomestic'],
    ['2026-02-10', P.rotterdam, P.felixstowe, 'ukMrv', 0, 'ukScope.mrvEea'],
    ['2026-03-20', P.southampton, P.newYork, 'ukMrv', 1, 'ukScope.mrvDeparts'],
    ['2025-05-01', P.newYork, P.southampton, 'ukMrv', 1, 'ukScope.mrvArrives'],
    ['2025-05-01', P.southampton, P.stHelier, 'ukMrv', 1, 'ukScope.mrvDeparts'],
    ['2025-05-01', P.rotterdam, P.dublin, 'ukMrv', 0, 'ukScope.noUkPort'],
    ['2026-06-20', P.newYork, P.southampton, null, 0, 'ukScope.noRegime'],
    ['2021-12-31', P.felixstowe, P.southampton, null, 0, 'ukScope.noRegime'],
    ['2026-07-01', P.felixstowe, P.southampton, 'ukEts', 1, 'ukScope.etsDomestic'],
    ['2026-07-10', P.southampton, P.belfast, 'ukEts', 0.5, 'ukScope.etsGbNi'],
    ['2026-09-05', P.aberdeen, P.aberdeen, 'ukEts', 1, 'ukScope.etsDomestic'],
    ['2026-08-01', P.belfast, P.dublin, 'ukEts', 0, 'ukScope.etsInternational'],
    ['2027-03-01', P.southampton, P.newYork, 'ukEts', 0, 'ukScope.etsInternational'],
  ] as const)('%s %o → %o: %s %s (%s)', (day, from, to, regime, share, code) => {
    const s = ukVoyageScope(day, from, to);
    expect(s.regime).toBe(regime);
    expect(s.share).toBe(share);
    expect(s.reason.code).toBe(code);
  });

  it('a berth counts in a UK port while a regime is in force', () => {
    expect(ukBerthScope('2026-03-02', P.southampton).share).toBe(1);
    expect(ukBerthScope('2026-05-02', P.southampton).reason.code).toBe('ukScope.noRegime');
    expect(ukBerthScope('2026-08-01', P.dublin).share).toBe(0);
  });

  it('every share is 0, 0.5 or 1, and the UK ETS never prices a voyage without a UK end', () => {
    const port = fc.record({
      code: fc.constant(null),
      country: fc.constantFrom('GB', 'NL', 'US', 'JE', 'IE', 'CN', 'GI'),
      northernIreland: fc.boolean(),
    });
    const day = fc
      .integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-12-31') })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(day, port, port, (d, a, b) => {
        const s = ukVoyageScope(d, a, b);
        expect([0, 0.5, 1]).toContain(s.share);
        if (a.country !== 'GB' && b.country !== 'GB') expect(s.share).toBe(0);
        if (s.regime === null) expect(s.share).toBe(0);
      }),
    );
  });
});

describe('UK annual report of the worked 2026 ship-year', () => {
  it('scores each voyage by the regime of its departure day', () => {
    expect(r.figures.voyages.map((v) => [v.legId, v.regime, v.share])).toEqual([
      [1, 'ukMrv', 0],
      [2, 'ukMrv', 1],
      [3, 'ukMrv', 1],
      [4, null, 0],
      [5, 'ukEts', 0.5],
      [6, 'ukEts', 0],
      [7, 'ukEts', 0],
      [8, 'ukEts', 1],
      [9, 'ukEts', 0],
    ]);
  });

  it('UK MRV rows carry CO2 only; UK ETS rows CO2e by GWP 28/265', () => {
    const v2 = r.figures.voyages[1]!;
    close(v2.emissions.total, 5 * 3.114);
    expect(v2.emissions.ch4).toBe(0);
    const v8 = r.figures.voyages[7]!;
    close(v8.emissions.co2, 2 * 3.114);
    close(v8.emissions.ch4, 2 * 0.0014);
    close(v8.emissions.n2o, 2 * 0.0477);
    close(v8.surrender.total, 2 * 3.1631);
  });

  it('port rows: UK ports in a regime count, the gap and foreign ports do not', () => {
    expect(r.figures.ports.map((p) => [p.port, p.share])).toEqual([
      ['GBFXT', 1],
      ['GBSOU', 1],
      ['USNYC', 0],
      ['GBSOU', 1],
      ['GBBEL', 1],
      ['IEDUB', 0],
      ['GBABD', 1],
      ['GBABD', 1],
      ['JESTH', 0],
    ]);
  });

  it('aggregates equal the hand figures (docs §5)', () => {
    const a = r.figures.aggregates;
    close(a.withinUkPorts.total, 2 * 3.114 + 3.114 + (2 + 1 + 1 + 1) * 3.1631);
    close(a.betweenUkPorts.total, 5 * 3.114 + 2 * 3.1631);
    close(a.betweenUkAndNi.total, 10 * 3.1631);
    close(a.ukAndNonEea.total, 100 * 3.114);
    close(a.totalFromVoyagesAndPorts.total, 390.0847);
    close(a.lessNiDeduction.total, 15.8155);
    close(a.totalShipEmissions.total, 374.2692);
    close(a.surrenderEmissions.total, 37.9572);
    close(a.fuelT.HFO!, 2 + 5 + 1 + 100 + 2 + 10 + 1 + 1 + 2 + 1);
  });

  it('lifecycle totals name their lines and sources', () => {
    const s = r.totals.find((x) => x.key === 'reports.uk.surrenderEmissions')!;
    close(s.value, 37.9572);
    expect(s.sources.legIds.sort()).toEqual([4, 5, 7, 8]);
  });

  it('the answer does not depend on the order the legs arrive in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(UK_YEAR, { minLength: UK_YEAR.length }), (legs) => {
        expect(ukReport({ start: Y0, end: Y1, legs })).toEqual(r);
      }),
      { numRuns: 30 },
    );
  });

  it('a voyage belongs to the period of its departure, a stay to the period of its arrival', () => {
    const h1 = ukReport({ start: Y0, end: Date.parse('2026-07-01T00:00Z'), legs: UK_YEAR });
    expect(h1.figures.voyages.map((v) => v.legId)).toEqual([1, 2, 3, 4]);
    expect(h1.figures.ports.map((p) => p.legId)).toEqual([1, 2, 3]);
  });
});

describe('UK candidates', () => {
  it('a calendar year; before 2022 blocked with the reason', () => {
    expect(ukCandidates(2026)[0]).toMatchObject({ status: 'generatable', start: '2026-01-01T00:00:00.000Z' });
    expect(ukCandidates(2021)[0]).toMatchObject({
      status: 'blocked',
      reasons: [{ code: 'report.uk_before_regime' }],
    });
  });
});
