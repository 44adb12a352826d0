import { correctedLines, dcsReport } from '../../../src/domain/imoDcs';
import { utc } from '../../support/ledger/records';
import { dcsShip, flagChangeYear, reportLegs } from '../../support/imoDcs/reportLegs';

describe('corrections: value + correction = total, distance and hours included', () => {
  const ex = flagChangeYear();
  const r = dcsReport({
    start: utc('2025-01-01T00:00Z'),
    end: utc('2025-07-01T00:00Z'),
    ship: dcsShip,
    flag: 'PAN',
    companyName: null,
    records: ex.records,
    snapshots: ex.snapshots,
    legs: reportLegs(ex.legs),
    consumers: [],
    shorePower: [],
    methods: {},
  });
  if (!r.ok) throw new Error('example has snapshots');
  const lines = correctedLines(r.totals, [
    { key: 'reports.dcs.fuel.HFO', correction: -2, reason: 'tank sounding' },
    { key: 'reports.dcs.distance', correction: 5.5, reason: 'log error' },
    { key: 'reports.dcs.shorePower', correction: 300, reason: 'meter read ashore' },
  ]);
  const line = (k: string) => lines.find((l) => l.key === k)!;

  it.each([
    ['reports.dcs.fuel.HFO', 222, -2, 220],
    ['reports.dcs.distance', 720, 5.5, 725.5],
    ['reports.dcs.hoursUnderway', 72, 0, 72],
  ])('%s: %d %+d = %d', (key, value, correction, totalV) => {
    expect(line(key).value).toBeCloseTo(value, 9);
    expect(line(key).correction).toBe(correction);
    expect(line(key).total).toBeCloseTo(totalV, 9);
  });

  it('a not-collected line stays null unless a correction fills it in', () => {
    expect(line('reports.dcs.consumer.main').total).toBeNull();
    expect(line('reports.dcs.shorePower')).toMatchObject({
      value: null,
      total: 300,
      reason: 'meter read ashore',
    });
  });
});
