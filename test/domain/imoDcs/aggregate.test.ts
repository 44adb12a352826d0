import { aggregateDcs, dcsPeriods, type DcsRecord } from '../../src/domain/imoDcs';
import { ukBerthShare, ukRegimeOn, ukVoyageShare } from '../../src/domain/ukMrv';
import {
  chinaMsaAggregate,
  chinaMsaApplies,
  chinaMsaVoyage,
  monthlyReportingAllowed,
} from '../../src/domain/chinaMsa';
import { DomainError } from '../../src/domain/registry/errors';

const rec = (start: string, end: string, over: Partial<DcsRecord> = {}): DcsRecord => ({
  start,
  end,
  fuels: [
    { fuel: 'HFO', tonnes: 10, consumer: 'main' },
    { fuel: 'MDO_MGO', tonnes: 1, consumer: 'auxiliary', notUnderway: true },
  ],
  distanceNm: 300,
  hoursUnderway: 20,
  ...over,
});

// docs/regulatory-sources.md §4.1: reg. 27.4 (flag), 27.5 (company), 27.6 (both → flag rule); §4.3 MEPC.385(81) items.
describe('IMO DCS periods and aggregation', () => {
  it('no change: one period over the calendar year', () => {
    expect(dcsPeriods(2025, [])).toEqual([
      { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z', closedBy: 'year_end' },
    ]);
  });
  it('flag and company changes split the year; both at one instant count as a flag change', () => {
    const p = dcsPeriods(2025, [
      { at: '2025-09-01T00:00:00Z', kind: 'company' },
      { at: '2025-04-15T12:00:00Z', kind: 'company' },
      { at: '2025-04-15T12:00:00Z', kind: 'flag' },
      { at: '2024-06-01T00:00:00Z', kind: 'flag' }, // other year: ignored
    ]);
    expect(p.map((x) => [x.end, x.closedBy])).toEqual([
      ['2025-04-15T12:00:00.000Z', 'flag'],
      ['2025-09-01T00:00:00.000Z', 'company'],
      ['2026-01-01T00:00:00.000Z', 'year_end'],
    ]);
  });
  it('sums records into their period, with fuel by type, consumer and not-under-way', () => {
    const records = [
      rec('2025-03-01T00:00:00Z', '2025-03-02T00:00:00Z'),
      rec('2025-03-02T00:00:00Z', '2025-03-03T00:00:00Z', {
        ladenDistanceNm: 300,
        transportWorkTnm: 9e6,
        opsKWh: 500,
      }),
      rec('2025-05-01T00:00:00Z', '2025-05-02T00:00:00Z'),
      rec('2024-12-31T00:00:00Z', '2024-12-31T23:00:00Z'), // previous year: not counted
    ];
    const [before, after] = aggregateDcs(2025, records, [{ at: '2025-04-01T00:00:00Z', kind: 'flag' }]);
    expect(before.fuelByType).toEqual({ HFO: 20, MDO_MGO: 2 });
    expect(before.fuelByConsumer).toEqual({ main: { HFO: 20 }, auxiliary: { MDO_MGO: 2 } });
    expect(before.fuelNotUnderway).toEqual({ MDO_MGO: 2 });
    expect([
      before.distanceNm,
      before.hoursUnderway,
      before.ladenDistanceNm,
      before.transportWorkTnm,
      before.opsKWh,
    ]).toEqual([600, 40, 300, 9e6, 500]);
    expect([after.records, after.distanceNm]).toEqual([1, 300]);
  });
  it('a record across a change instant is refused', () => {
    const run = () =>
      aggregateDcs(
        2025,
        [rec('2025-03-31T12:00:00Z', '2025-04-01T12:00:00Z')],
        [{ at: '2025-04-01T00:00:00Z', kind: 'company' }],
      );
    expect(run).toThrow(DomainError);
  });
});

// docs/regulatory-sources.md §6.1–6.3.
describe('UK MRV / UK ETS scope', () => {
  const GB = { country: 'GB' };
  const NI = { country: 'GB', northernIreland: true };
  it.each([
    ['ukMrv', GB, GB, 1],
    ['ukMrv', GB, { country: 'US' }, 1],
    ['ukMrv', { country: 'NO' }, GB, 0], // UK↔EEA stays under EU MRV
    ['ukMrv', GB, { country: 'FR' }, 0],
    ['ukMrv', GB, { country: 'GI' }, 1], // Gibraltar: a non-UK port, included
    ['ukMrv', { country: 'JE' }, { country: 'GG' }, 0], // between two CDs: out
    ['ukEts', GB, GB, 1],
    ['ukEts', GB, NI, 0.5],
    ['ukEts', NI, NI, 1],
    ['ukEts', GB, { country: 'US' }, 0],
  ] as const)('%s %o → %o = %d', (regime, from, to, share) => {
    expect(ukVoyageShare(regime, from, to)).toBe(share);
  });
  it('berth and regime dates', () => {
    expect([ukBerthShare(GB), ukBerthShare({ country: 'FR' })]).toEqual([1, 0]);
    expect(['2021-12-31', '2022-01-01', '2026-04-02', '2026-04-03', '2026-06-30', '2026-07-01'].map(ukRegimeOn)).toEqual([
      null, 'ukMrv', 'ukMrv', null, null, 'ukEts',
    ]); // prettier-ignore
  });
});

// docs/regulatory-sources.md §8.1 (scope, monthly option 4 h / 24 h) and §8.3 (report fields).
describe('China MSA', () => {
  it.each([
    [{ gt: 400, mainPropulsionKw: 0 }, true],
    [{ gt: 399, mainPropulsionKw: 749 }, false],
    [{ gt: 100, mainPropulsionKw: 750 }, true],
  ])('applies to %o: %s', (ship, applies) => expect(chinaMsaApplies(ship)).toBe(applies));
  it('monthly reporting thresholds', () => {
    expect(monthlyReportingAllowed([3, 4], 'fixed_area')).toBe(true);
    expect(monthlyReportingAllowed([3, 4.5], 'fixed_area')).toBe(false);
    expect(monthlyReportingAllowed([20, 24], 'fixed_route')).toBe(true); // 24 h per the Chinese text, not 12 h
    expect(monthlyReportingAllowed([25], 'fixed_route')).toBe(false);
  });
  it('voyage and annual totals keep every fuel (LNG and butane too)', () => {
    const v1 = chinaMsaVoyage([
      {
        fuels: [
          { fuel: 'LNG', tonnes: 5 },
          { fuel: 'LPG_BUTANE', tonnes: 1 },
        ],
        distanceNm: 100,
        hoursUnderway: 8,
        cargoTonnes: 20000,
        operatingHours: 12,
      },
      { fuels: [{ fuel: 'LNG', tonnes: 2 }], distanceNm: 50, hoursUnderway: 4, cargoTonnes: 10000 },
    ]);
    // cargo: 20 000 × 100 / 1 000 + 10 000 × 50 / 1 000 = 2 500 kt·nm; CO2 = 7 × 2.75 + 1 × 3.03 = 22.28 t
    expect(v1.fuelByType).toEqual({ LNG: 7, LPG_BUTANE: 1 });
    expect(v1.cargoKtNm).toBe(2500);
    expect(v1.co2Tonnes).toBeCloseTo(22.28, 12);
    expect(v1.operatingHours).toBe(16);
    const year = chinaMsaAggregate([v1, v1]);
    expect(year.fuelByType).toEqual({ LNG: 14, LPG_BUTANE: 2 });
    expect(year.distanceNm).toBe(300);
  });
});
