import { describe, expect, it } from 'vitest';
import { calculatorBody, calculatorComplete } from '../../../src/domain/cii/calculatorForm';

describe('CII calculator form', () => {
  const full = {
    shipType: 'ro_ro_cargo_ship',
    gt: '30000',
    dwt: '',
    year: '2025',
    distanceNm: '1000',
    'fuel.HFO': '12.5',
    'fuel.LNG': '',
  };

  it.each([
    ['complete (GT for ro-ro cargo)', full, true],
    ['the capacity the type does not use', { ...full, gt: '', dwt: '30000' }, false],
    ['no fuel', { ...full, 'fuel.HFO': '0' }, false],
    ['no distance', { ...full, distanceNm: '' }, false],
    ['an unknown type', { ...full, shipType: 'canoe' }, false],
    ['a fractional year', { ...full, year: '2025.5' }, false],
  ])('%s → %s', (_n, q, complete) => {
    expect(calculatorComplete(q)).toBe(complete);
  });

  it('sends only the capacity the type uses and the fuels given', () => {
    expect(calculatorBody(full)).toEqual({
      shipType: 'ro_ro_cargo_ship',
      gt: 30000,
      year: 2025,
      distanceNm: 1000,
      fuels: [{ fuel: 'HFO', tonnes: 12.5 }],
    });
  });
});
