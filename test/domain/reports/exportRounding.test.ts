import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  EXPORT_ROUNDING,
  numberFormat,
  roundFigure,
  ukSummaryFigure,
} from '../../../src/domain/reports/exportRounding.js';

describe('roundFigure', () => {
  it('removes float noise at the form precision', () => {
    expect(roundFigure(1222.8000000000002, EXPORT_ROUNDING.chinaMsa.tonnes)).toBe(1222.8);
    expect(roundFigure(88373.23414692255, EXPORT_ROUNDING.euMrv.tonnes)).toBe(88373.23415);
    expect(decimalsOf(roundFigure(0.1 + 0.2, EXPORT_ROUNDING.fuelEu.value))).toBe(1);
  });

  it('half up away from zero; binary noise below a half still counts as the half', () => {
    const r = EXPORT_ROUNDING.ukMrv.summary;
    expect([2.5, 2.4999999999999996, 2.49, -2.5].map((x) => roundFigure(x, r))).toEqual([3, 3, 2, -3]);
  });

  it('DCS integers go up to the next unit, but noise above a whole number does not', () => {
    const r = EXPORT_ROUNDING.imoDcs.integer;
    expect([89.5, 0.2, 100.00000000001, 100, 0].map((x) => roundFigure(x, r))).toEqual([90, 1, 100, 100, 0]);
  });

  it('a negative UK total is not rounded to whole tonnes', () => {
    expect(ukSummaryFigure(1804.6875)).toEqual({ n: 1805, dp: 0 });
    expect(ukSummaryFigure(-12.3456789)).toEqual({ n: -12.3456789, dp: 7 });
  });

  it('number formats show the rule decimals; decimals are counted as printed', () => {
    expect([0, 2, 5].map(numberFormat)).toEqual(['0', '0.00', '0.00000']);
    expect([1222.8, 3, 3e-7, 1.25e-5].map(decimalsOf)).toEqual([1, 0, 7, 7]);
  });
});
