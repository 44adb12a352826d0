import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCii } from '../../../src/domain/cii';
import {
  forecastCii,
  operatingProfile,
  yearToDate,
  type ForecastLeg,
} from '../../../src/domain/cii/forecast';
import { WORKED } from '../../support/cii/forecastLegs';

const H = 3_600_000;
const D = 24 * H;
const at = (iso: string) => Date.parse(iso);
const ship = { shipType: 'bulk_carrier' as const, dwt: 50_000 };

describe('forecastCii: worked example', () => {
  const f = forecastCii({ ship, year: 2025, legs: WORKED });

  it('reads the year to date from the legs', () => {
    expect(f.ytd.distanceNm).toBe(2400);
    expect(f.ytd.fuels).toEqual([
      { fuel: 'HFO', tonnes: 160 },
      { fuel: 'MDO_MGO', tonnes: 12 },
    ]);
    // (160 × 3.114 + 12 × 3.206) × 1e6 / (50 000 × 2 400) = 4.4727
    expect(f.ytd.cii!.attained).toBeCloseTo(4.47262, 4);
  });

  it('builds the profile from whole legs', () => {
    const p = f.profile!;
    expect(p.seaDays).toBe(8);
    expect(p.portDays).toBe(4);
    expect(p.seaShare).toBeCloseTo(2 / 3, 12);
    expect(p.distancePerSeaDay).toBe(300);
    expect(p.seaFuelPerDay.HFO).toBe(20);
    expect(p.portFuelPerDay.MDO_MGO).toBe(3);
  });

  it('extrapolates to 31 December', () => {
    expect(f.dataEnd).toBe(at('2025-01-13T00:00:00Z'));
    expect(f.remainderDays).toBe(353);
    expect(f.remainder.distanceNm).toBeCloseTo(70_600, 6);
    expect(f.remainder.fuelAtSea.HFO).toBeCloseTo(4706.6667, 3);
    expect(f.remainder.fuelInPort.MDO_MGO).toBeCloseTo(353, 6);
    expect(f.projected.distanceNm).toBeCloseTo(73_000, 6);
    const cii = f.projected.cii!;
    expect(cii.co2Tonnes).toBeCloseTo(16_324.99, 1);
    expect(cii.attained).toBeCloseTo(4.4726, 4);
    expect(cii.required).toBeCloseTo(5.1584, 4);
    expect(cii.ratio).toBeCloseTo(0.867, 3);
    expect(cii.rating).toBe('B');
  });

  it('rates the projection exactly as calculateCii does for the same totals', () => {
    const direct = calculateCii({
      ...ship,
      year: 2025,
      distanceNm: f.projected.distanceNm,
      fuels: f.projected.fuels,
    });
    expect(f.projected.cii).toEqual(direct);
  });

  it('a complete year has nothing left to project', () => {
    const late: ForecastLeg = {
      ...WORKED[1],
      departureAt: at('2025-12-25T00:00:00Z'),
      arrivalAt: at('2025-12-31T00:00:00Z'),
    };
    const g = forecastCii({ ship, year: 2025, legs: [WORKED[0], late] });
    expect(g.remainderDays).toBe(0);
    expect(g.projected.cii).toEqual(g.ytd.cii);
  });

  it('no legs: no profile and no rating', () => {
    const g = forecastCii({ ship, year: 2025, legs: [] });
    expect(g.profile).toBeNull();
    expect(g.ytd.cii).toBeNull();
    expect(g.projected.cii).toBeNull();
  });

  it('the window keeps only the legs of the last N days', () => {
    const old: ForecastLeg = { ...WORKED[0], distanceNm: 600 };
    const legs = [
      old,
      ...WORKED.map((l) => ({
        ...l,
        departureAt: l.departureAt + 200 * D,
        arrivalAt: l.arrivalAt + 200 * D,
      })),
    ];
    const end = Math.max(...legs.map((l) => l.arrivalAt + (l.hoursInPort ?? 0) * H));
    const p = operatingProfile(legs, end, 90)!;
    expect(p.legs).toBe(2);
    expect(p.distancePerSeaDay).toBe(300);
    expect(yearToDate(legs).distanceNm).toBe(3000);
  });

  it('port fuel with no port time joins the sea rate (the total is kept)', () => {
    const still: ForecastLeg = { ...WORKED[0], hoursInPort: null };
    const p = operatingProfile([still], still.arrivalAt)!;
    expect(p.portDays).toBe(0);
    expect(p.seaFuelPerDay).toEqual({ HFO: 20, MDO_MGO: 1.5 });
  });
});

describe('forecastCii: property', () => {
  it('a ship at a constant profile forecasts its own year-end attained CII within 1 %', () => {
    fc.assert(
      fc.property(
        fc.record({
          seaHours: fc.integer({ min: 12, max: 600 }),
          portHours: fc.integer({ min: 0, max: 240 }),
          distance: fc.double({ min: 50, max: 6000, noNaN: true }),
          hfo: fc.double({ min: 1, max: 800, noNaN: true }),
          mdoPort: fc.double({ min: 0, max: 40, noNaN: true }),
          cutDay: fc.integer({ min: 20, max: 340 }),
          profileDays: fc.integer({ min: 7, max: 120 }),
        }),
        (p) => {
          const start = Date.UTC(2026, 0, 1);
          const end = Date.UTC(2027, 0, 1);
          const legs: ForecastLeg[] = [];
          for (let t = start; t < end; t += (p.seaHours + p.portHours) * H) {
            legs.push({
              departureAt: t,
              arrivalAt: t + p.seaHours * H,
              hoursInPort: p.portHours,
              distanceNm: p.distance,
              fuelAtSea: { HFO: p.hfo },
              fuelInPort: p.mdoPort > 0 ? { MDO_MGO: p.mdoPort } : {},
            });
          }
          const cut = start + p.cutDay * D;
          const known = legs.filter((l) => l.arrivalAt + p.portHours * H <= cut);
          fc.pre(known.length > 0);
          const whole = forecastCii({ ship, year: 2026, legs });
          const f = forecastCii({ ship, year: 2026, legs: known, profileDays: p.profileDays });
          const actual = whole.ytd.cii!.attained;
          expect(Math.abs(f.projected.cii!.attained / actual - 1)).toBeLessThan(0.01);
        },
      ),
      { numRuns: 200 },
    );
  });
});
