import {
  chinaMsaAggregate,
  chinaMsaApplies,
  chinaMsaVoyage,
  monthlyReportingAllowed,
} from '../../../src/domain/chinaMsa';

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
