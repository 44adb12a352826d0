import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/statistics/en.json';
import zh from '../../../src/i18n/statistics/zh.json';
import { annualStatistics } from '../../../src/domain/statistics/annual';
import { addSums } from '../../../src/domain/statistics/indicators';
import { exportRows, fuelClassesOf, statTable } from '../../../src/views/statistics/statTable';
import { LEG_A, LEG_B } from '../../support/statistics/legSums';

/** A translator over the English file, with {{placeholders}} filled. */
const tx = (key: string, o: Record<string, unknown> = {}) => {
  const v = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], en) as string;
  return v.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(o[k]));
};
const ROW = annualStatistics(2025, 7, 'BULK ONE', addSums(LEG_A, LEG_B));

describe('statistics table mapping', () => {
  it('maps the annual data: a column per fuel class present, total and in port, then the sums', () => {
    const t = statTable('ship', 'data', [ROW], tx);
    expect(fuelClassesOf([ROW])).toEqual(['HFO', 'MDO_MGO', 'METHANOL']);
    expect(t.headers).toEqual([
      'SN',
      'Ship',
      'Year',
      'Legs',
      'Cargo (t)',
      'HFO consumption (t)',
      'DO/GO consumption (t)',
      'Methanol consumption (t)',
      'HFO in port (t)',
      'DO/GO in port (t)',
      'Methanol in port (t)',
      'Distance (nm)',
      'Ballast distance (nm)',
      'Transport work (t·nm)',
      'TEU turnover (TEU·nm)',
    ]);
    expect(t.body).toEqual([
      [1, 'BULK ONE', 2025, 2, 50_000, 234, 8, 10, 9, 2, 0, 2800, 1000, 90_000_000, 0],
    ]);
  });

  it('maps the indicators in their units, empty (not 0) where there is no value, with the target', () => {
    const target = {
      id: 1,
      subject: 'ship' as const,
      subjectId: 7,
      year: 2025,
      indicator: 'eeoi' as const,
      value: 8,
      version: 1,
    };
    const t = statTable('ship', 'indicators', [ROW], tx, [target]);
    expect(t.headers.slice(3)).toEqual([
      'EEOI (g/t·nm)',
      'Load utilisation (%)',
      'Speed-reduction ratio (%)',
      'CO2 per nm (kg/nm)',
      'CO2 per tonne of cargo (kg/t)',
      'Energy per transport work (kJ/t·nm)',
      'TEU slot utilisation (%)',
      'CO2 per TEU (kg/TEU)',
    ]);
    expect(t.body[0].slice(3)).toEqual([8.5342, 53.5714, 88.1262, 274.3121, 15.3615, 110.5267, '', '']);
    expect(t.notes[0][3]).toBe('target 8 (missed)');
    expect(t.notes[0][4]).toBeNull();
    // The export puts the target beside its indicator.
    const sheet = exportRows(t);
    expect(sheet[0].slice(3, 5)).toEqual(['EEOI (g/t·nm)', 'EEOI (g/t·nm) *']);
    expect(sheet[1].slice(3, 5)).toEqual([8.5342, 'target 8 (missed)']);
  });

  it('names the company column on the company pages and matches company targets by the company', () => {
    const company = { ...ROW, shipId: null, name: 'OCEAN CO' };
    const target = {
      id: 2,
      subject: 'company' as const,
      subjectId: 3,
      year: 2025,
      indicator: 'loadUtilisationPct' as const,
      value: 50,
      version: 1,
    };
    const t = statTable('company', 'indicators', [company], tx, [target], 3);
    expect(t.headers[1]).toBe('Company');
    expect(t.notes[0][4]).toBe('target 50 (met)');
  });
});

describe('statistics texts', () => {
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
  it('zh and en have the same keys, and the condition message of the original', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(zh.messages.selectConditions).toBe('请选择统计条件');
    expect(en.messages.selectConditions).toBe('Please select statistics conditions');
  });
});
