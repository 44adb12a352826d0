import fc from 'fast-check';
import { cmsaReport } from '../../../src/domain/chinaMsa';
import { dcsCandidates, dcsReport, type FlagDocChange } from '../../../src/domain/imoDcs';
import type { LedgerSnapshot } from '../../../src/domain/ledger';
import { cmsaLegs, cmsaShip, dcsShip, flagChangeYear, reportLegs } from '../../support/imoDcs/reportLegs';

const Y0 = Date.UTC(2025, 0, 1);
const Y1 = Date.UTC(2026, 0, 1);
const MIN = 60_000;
const ex = flagChangeYear();

/** Change instants on a minute grid strictly inside 2025, flag or DOC. */
const changes = fc.uniqueArray(
  fc.record({
    at: fc.integer({ min: 1, max: (Y1 - Y0) / MIN - 1 }).map((m) => Y0 + m * MIN),
    flag: fc.boolean(),
  }),
  { maxLength: 5, selector: (c) => c.at },
);
/** ROB at each cut: any value; the parts still telescope to the year's fuel. */
const robs = fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: 5, maxLength: 5 });

describe('period split: the parts of a year sum to the whole year', () => {
  it('candidates partition the year, and DCS and CMSA figures of the parts add up', () => {
    fc.assert(
      fc.property(changes, robs, (cs, rob) => {
        const log: FlagDocChange[] = cs.map((c) =>
          c.flag
            ? { at: c.at, kind: 'flag', oldFlag: 'PAN', newFlag: 'LBR' }
            : { at: c.at, kind: 'doc', oldCompanyId: 1, newCompanyId: 2 },
        );
        const cutSnaps: LedgerSnapshot[] = cs.map((c, i) => ({
          refCode: `C${i}`,
          time: c.at,
          fuels: [{ fuel: '1', robT: rob[i]! }],
        }));
        const snapshots = [...ex.snapshots.filter((s) => s.refCode !== 'S1'), ...cutSnaps];
        const parts = dcsCandidates(
          2025,
          log,
          { flag: 'LBR', companyId: 2 },
          snapshots.map((s) => s.time),
        );
        expect(parts[0]!.start).toBe(new Date(Y0).toISOString());
        expect(parts.at(-1)!.end).toBe(new Date(Y1).toISOString());
        for (let i = 1; i < parts.length; i++) expect(parts[i]!.start).toBe(parts[i - 1]!.end);
        expect(parts.every((p) => p.status === 'generatable')).toBe(true);

        const dcs = (start: number, end: number) => {
          const r = dcsReport({
            start,
            end,
            ship: dcsShip,
            flag: 'PAN',
            companyName: null,
            records: ex.records,
            snapshots,
            legs: reportLegs(ex.legs),
            consumers: ex.consumers,
            shorePower: [],
            methods: {},
          });
          if (!r.ok) throw new Error(`no snapshot at ${r.missing}`);
          return r.figures;
        };
        const whole = dcs(Y0, Y1);
        const each = parts.map((p) => dcs(Date.parse(p.start), Date.parse(p.end)));
        const sum = (f: (x: (typeof each)[number]) => number) => each.reduce((s, x) => s + f(x), 0);
        expect(sum((x) => x.fuelT.HFO ?? 0)).toBeCloseTo(whole.fuelT.HFO!, 6);
        expect(sum((x) => x.distanceNm)).toBeCloseTo(whole.distanceNm, 6);
        expect(sum((x) => x.hoursUnderway)).toBeCloseTo(whole.hoursUnderway, 6);
        expect(sum((x) => x.revised.transportWorkTnm ?? 0)).toBeCloseTo(whole.revised.transportWorkTnm!, 3);
        expect(sum((x) => x.co2T)).toBeCloseTo(whole.co2T, 6);

        const legs = cmsaLegs(ex.legs, ex.records);
        const cmsa = (start: number, end: number) =>
          cmsaReport({
            kind: 'annual',
            start,
            end,
            ship: cmsaShip,
            flag: 'PAN',
            companyName: null,
            legs,
            changes: log,
            methods: {},
          }).figures.totals;
        const cWhole = cmsa(Y0, Y1);
        const cEach = parts.map((p) => cmsa(Date.parse(p.start), Date.parse(p.end)));
        expect(cEach.reduce((s, x) => s + x.operatingHours, 0)).toBeCloseTo(cWhole.operatingHours, 9);
        expect(cEach.reduce((s, x) => s + (x.fuelByType.HFO ?? 0), 0)).toBeCloseTo(cWhole.fuelByType.HFO!, 9);
      }),
      { numRuns: 200 },
    );
  });
});
