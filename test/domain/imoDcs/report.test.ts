import { dcsCandidates, dcsReport, holderAt, type DcsInput } from '../../../src/domain/imoDcs';
import { PARAMETER_SET } from '../../../src/domain';
import { utc } from '../../support/ledger/records';
import { dcsShip, flagChangeYear, reportLegs } from '../../support/imoDcs/reportLegs';

const ex = flagChangeYear();
const input = (start: string, end: string, over: Partial<DcsInput> = {}): DcsInput => ({
  start: utc(start),
  end: utc(end),
  ship: dcsShip,
  flag: 'PAN',
  companyName: 'Example Shipping',
  records: ex.records,
  snapshots: ex.snapshots,
  legs: reportLegs(ex.legs),
  consumers: ex.consumers,
  shorePower: ex.records
    .filter((r) => r.shorePowerKWh !== null)
    .map((r) => ({ refCode: r.refCode, arrival: r.arrival, kWh: r.shorePowerKWh! })),
  methods: { HFO: 'FlowMeter' },
  bdnNos: { R1: ['BDN-001'] },
  ...over,
});
const ok = (i: DcsInput) => {
  const r = dcsReport(i);
  if (!r.ok) throw new Error(`missing ${r.missing}`);
  return r;
};
const total = (r: ReturnType<typeof ok>, key: string) => r.totals.find((t) => t.key === key)!;

describe('IMO DCS candidate periods (a year split by flag and DOC changes)', () => {
  const current = { flag: 'LBR', companyId: 2 };
  const snaps = ex.snapshots.map((s) => s.time);

  it('cuts at every change, names the flag and company in force in each part, and the missing snapshot', () => {
    const c = dcsCandidates(2025, ex.changes, current, snaps);
    expect(c.map((p) => [p.start, p.end, p.flag, p.companyId, p.splitBy, p.status])).toEqual([
      [
        '2025-01-01T00:00:00.000Z',
        '2025-07-01T00:00:00.000Z',
        'PAN',
        1,
        ['yearStart', 'flag'],
        'generatable',
      ],
      ['2025-07-01T00:00:00.000Z', '2025-10-01T00:00:00.000Z', 'LBR', 1, ['flag', 'company'], 'blocked'],
      ['2025-10-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'LBR', 2, ['company', 'yearEnd'], 'blocked'],
    ]);
    expect(c[1]!.reasons).toEqual([
      { code: 'report.missing_snapshot', params: { bound: 'end', at: '2025-10-01T00:00:00.000Z' } },
    ]);
    expect(c[2]!.reasons).toEqual([
      { code: 'report.missing_snapshot', params: { bound: 'start', at: '2025-10-01T00:00:00.000Z' } },
    ]);
  });

  it('a year without changes is one period; a snapshot 59 s off a bound still counts', () => {
    const c = dcsCandidates(2024, [], current, [utc('2024-01-01T00:00:59Z'), utc('2025-01-01T00:00Z')]);
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({
      status: 'generatable',
      flag: 'LBR',
      companyId: 2,
      splitBy: ['yearStart', 'yearEnd'],
    });
  });

  it('every change counts for the holder, not only the latest (the legacy system read only the latest)', () => {
    const changes = [
      { at: utc('2025-03-01T00:00Z'), kind: 'flag' as const, oldFlag: 'PAN', newFlag: 'MHL' },
      { at: utc('2025-09-01T00:00Z'), kind: 'flag' as const, oldFlag: 'MHL', newFlag: 'LBR' },
    ];
    expect(holderAt(changes, utc('2025-01-01T00:00Z'), current).flag).toBe('PAN');
    expect(holderAt(changes, utc('2025-03-01T00:00Z'), current).flag).toBe('MHL');
    expect(holderAt(changes, utc('2025-06-01T00:00Z'), current).flag).toBe('MHL');
    expect(holderAt(changes, utc('2025-12-01T00:00Z'), current).flag).toBe('LBR');
    expect(holderAt([], utc('2025-12-01T00:00Z'), current)).toEqual(current);
  });
});

describe('IMO DCS report: a year split by a flag change at a mid-voyage instant', () => {
  const a = ok(input('2025-01-01T00:00Z', '2025-07-01T00:00Z'));
  const b = ok(input('2025-07-01T00:00Z', '2026-01-01T00:00Z', { flag: 'LBR' }));
  const year = ok(input('2025-01-01T00:00Z', '2026-01-01T00:00Z'));

  it('fuel by the snapshots: 1 000 − 1 078 + 300 = 222 t before, 1 078 − 990 = 88 t after', () => {
    expect(a.figures.fuelT).toEqual({ HFO: 222 });
    expect(b.figures.fuelT).toEqual({ HFO: 88 });
    expect(year.figures.fuelT).toEqual({ HFO: 310 });
    expect(a.figures.co2T).toBeCloseTo(222 * 3.114, 9);
  });

  it('the leg is cut by its time under way: 72 of 144 h and 720 of 1 440 nm on each side', () => {
    for (const r of [a, b]) {
      expect(r.figures.hoursUnderway).toBeCloseTo(72, 9);
      expect(r.figures.distanceNm).toBeCloseTo(720, 9);
      expect(r.figures.legs).toBe(1);
      expect(r.figures.revised.transportWorkTnm).toBeCloseTo(36_000_000, 3);
      expect(r.figures.revised.ladenDistanceNm).toBeCloseTo(720, 9);
    }
    expect(year.figures.distanceNm).toBe(1440);
    expect(year.figures.hoursUnderway).toBe(144);
  });

  it('GISIS dates: the end date is the last day inside the period', () => {
    expect([a.figures.reportingStartDate, a.figures.reportingEndDate]).toEqual(['2025-01-01', '2025-06-30']);
    expect(b.figures.reportingEndDate).toBe('2025-12-31');
  });

  it('revised items where the ledger has them, null (not collected) where not', () => {
    expect(a.figures.revised.fuelByConsumerT).toBeNull();
    expect(a.figures.revised.shorePowerKWh).toBeNull();
    expect(b.figures.revised.fuelByConsumerT).toEqual({
      main: { HFO: 120 },
      auxiliary: { HFO: 34 },
      boiler: { HFO: 6 },
    });
    expect(b.figures.revised.fuelNotUnderwayT).toEqual({
      main: { HFO: 0 },
      auxiliary: { HFO: 10 },
      boiler: { HFO: 6 },
    });
    expect(b.figures.revised.shorePowerKWh).toBe(1200);
    expect(b.figures.revised.teuNm).toBeNull();
    expect(total(b, 'reports.dcs.consumer.other').value).toBe(0);
    expect(total(a, 'reports.dcs.consumer.main').value).toBeNull();
  });

  it('collected data: the leg part (half of its 160 t) plus a balancing row add up to the period fuel', () => {
    expect(a.figures.collected.map((r) => [r.legId, r.fuelT.HFO, r.distanceNm])).toEqual([
      [1, 80, 720],
      [null, 142, 0],
    ]);
    expect(b.figures.collected.map((r) => [r.legId, r.fuelT.HFO])).toEqual([
      [1, 80],
      [null, 8],
    ]);
  });

  it('BDN summary: supply + tank correction + other corrections = consumption', () => {
    const bdn = a.figures.bdn;
    expect(bdn.bunkers).toEqual([
      {
        date: '2025-06-21T00:00:00.000Z',
        refCode: 'R1',
        kind: 'bunker',
        fuelT: { HFO: 300 },
        bdnNo: 'BDN-001',
      },
    ]);
    expect(bdn.tankCorrectionT).toEqual({ HFO: -78 });
    expect(bdn.consumptionT).toEqual(a.figures.fuelT);
    expect(b.figures.bdn.bunkers).toEqual([]);
    expect(b.figures.bdn.consumptionT).toEqual({ HFO: 88 });
  });

  it('totals carry their sources and the parameter set', () => {
    expect(a.paramVersion).toBe(PARAMETER_SET);
    expect(total(a, 'reports.dcs.fuel.HFO').sources).toEqual({
      legIds: [],
      recordRefCodes: ['S0', 'S1', 'R1'],
    });
    expect(total(a, 'reports.dcs.distance').sources).toEqual({ legIds: [1], recordRefCodes: ['R1', 'R2'] });
    expect(total(b, 'reports.dcs.shorePower').sources.recordRefCodes).toEqual(['R2']);
    expect(a.figures.methods).toEqual({ HFO: 'FlowMeter' });
  });

  it('names the bound without a snapshot instead of guessing', () => {
    expect(dcsReport(input('2025-07-01T00:00Z', '2025-10-01T00:00Z'))).toEqual({
      ok: false,
      missing: 'end',
      at: utc('2025-10-01T00:00Z'),
    });
  });
});
