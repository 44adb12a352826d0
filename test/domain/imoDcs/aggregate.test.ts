import { aggregateDcs, dcsPeriods, type DcsRecord } from '../../../src/domain/imoDcs';
import { DomainError } from '../../../src/domain/registry/errors';

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
