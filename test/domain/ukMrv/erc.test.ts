import { describe, expect, it } from 'vitest';
import { ukErcStep, ukSummaryRound } from '../../../src/domain/ukMrv';

/**
 * The reference scenario of the UK AER totals "total − ERC − NI deduction": total 2000 tCO2e
 * (1600 CO2 + 400 CO2e of CH4 and N2O), GB↔NI voyages of 300 tCO2 (deduction 150), a claim of
 * 50 tCO2. Less the claim 1950; the NI deduction shrinks pro rata by 150 · 50 / 1600 = 4.6875 to
 * 145.3125; less NI 1804.6875. Summaries 1950 and 1805.
 */
const total = { co2: 1600, ch4: 300, n2o: 100, total: 2000 };
const niDeduction = { co2: 150, ch4: 0, n2o: 0, total: 150 };

describe('UK emissions reduction claim step', () => {
  it('reproduces the reference scenario', () => {
    const r = ukErcStep({ total, niDeduction, surrender: 2000 - 150, erc: 50 });
    expect(r).toEqual({
      totalEmissions: 2000,
      lessEmissionsReductionClaim: 50,
      lessVoyagesInNorthernIreland: 145.3125,
      totalShipEmissions: 1950,
      surrenderEmissions: 1804.6875,
    });
    expect([ukSummaryRound(r.totalShipEmissions), ukSummaryRound(r.surrenderEmissions)]).toEqual([
      1950, 1805,
    ]);
  });

  it('without a claim the totals are the sums', () => {
    expect(ukErcStep({ total, niDeduction, surrender: 1850, erc: 0 })).toEqual({
      totalEmissions: 2000,
      lessEmissionsReductionClaim: 0,
      lessVoyagesInNorthernIreland: 150,
      totalShipEmissions: 2000,
      surrenderEmissions: 1850,
    });
  });

  it('no CO2 at all: nothing to share pro rata; a claim beyond the surrender is left negative', () => {
    const zero = { co2: 0, ch4: 0, n2o: 0, total: 0 };
    const r = ukErcStep({ total: zero, niDeduction: zero, surrender: 0, erc: 5 });
    expect(r.lessVoyagesInNorthernIreland).toBe(0);
    expect(r.surrenderEmissions).toBe(-5);
    expect(ukSummaryRound(r.surrenderEmissions)).toBe(-5);
  });

  it('refuses a negative claim', () => {
    expect(() => ukErcStep({ total, niDeduction, surrender: 0, erc: -1 })).toThrow(RangeError);
  });
});
