import { describe, expect, it } from 'vitest';
import { MATERIALITY } from '../../../src/domain/registry/materiality';
import { REGIMES, type FigureTotal } from '../../../src/domain/reports/types';
import { materialityOf } from '../../../src/domain/verification/materiality';

const total = (key: string, value: number | null, unit = 't'): FigureTotal => ({
  key,
  value,
  unit,
  sources: { legIds: [], recordRefCodes: [] },
});
const totals = [total('reports.dcs.co2', 1000), total('reports.dcs.distance', 5000, 'nm')];
const mis = (figureKey: string, amount: number, corrected = false) => ({
  kind: 'misstatement' as const,
  figureKey,
  amount,
  corrected,
});

describe('materiality registry', () => {
  it('has a row per regime with its level, headline line and source; every row says whether the rule gives it', () => {
    for (const r of REGIMES) {
      const row = MATERIALITY[r];
      expect(row.level).toBeGreaterThan(0);
      expect(row.level).toBeLessThan(1);
      expect(row.source.doc).toBeTruthy();
      expect(row.reason.length).toBeGreaterThan(20);
      // No maritime text we read fixes a number: the default must say so, not pose as a rule.
      expect(row.givenByRule).toBe(false);
      expect(row.source.tag).toBe('U');
    }
  });
});

describe('materialityOf', () => {
  const level = MATERIALITY.imoDcs;

  it('puts the headline line first even without misstatements, and is not material then', () => {
    const m = materialityOf(level, totals, []);
    expect(m.figures).toEqual([
      { key: 'reports.dcs.co2', unit: 't', reported: 1000, threshold: 50, uncorrected: 0, material: false },
    ]);
    expect(m.material).toBe(false);
  });

  it('sums the absolute amounts of uncorrected misstatements per line against level × reported', () => {
    const m = materialityOf(level, totals, [mis('reports.dcs.co2', 30), mis('reports.dcs.co2', -25)]);
    expect(m.figures[0]).toMatchObject({ uncorrected: 55, threshold: 50, material: true });
    expect(m.material).toBe(true);
  });

  it('a sum equal to the level is not material (strictly above)', () => {
    expect(materialityOf(level, totals, [mis('reports.dcs.co2', 50)]).material).toBe(false);
    expect(materialityOf(level, totals, [mis('reports.dcs.co2', 50.001)]).material).toBe(true);
  });

  it('ignores corrected misstatements and other kinds of finding', () => {
    const m = materialityOf(level, totals, [
      mis('reports.dcs.co2', 500, true),
      { kind: 'nonConformity', figureKey: null, amount: null, corrected: false },
      { kind: 'improvement', figureKey: null, amount: null, corrected: false },
    ]);
    expect(m.figures[0]!.uncorrected).toBe(0);
    expect(m.material).toBe(false);
  });

  it('weighs a misstatement on another line against that line, in its own unit', () => {
    const m = materialityOf(level, totals, [mis('reports.dcs.distance', 300)]);
    expect(m.figures.map((f) => [f.key, f.unit, f.threshold, f.material])).toEqual([
      ['reports.dcs.co2', 't', 50, false],
      ['reports.dcs.distance', 'nm', 250, true],
    ]);
    expect(m.material).toBe(true);
  });
});
