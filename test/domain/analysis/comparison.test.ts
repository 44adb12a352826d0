import { describe, expect, it } from 'vitest';
import { comparisonSets } from '../../../src/domain/analysis/comparison';

describe('comparisonSets', () => {
  it('splits the prefixed condition sets, each with the shared fields, keeping their place', () => {
    expect(
      comparisonSets({
        bucket: 'quarter',
        's1.shipTypeCode': 'BULK',
        's1.fromYear': '2024',
        's1.toYear': '2025',
        's3.companyId': '4',
        's3.fromYear': '2025',
        's3.toYear': '2025',
      }),
    ).toEqual([
      { set: 1, query: { bucket: 'quarter', shipTypeCode: 'BULK', fromYear: '2024', toYear: '2025' } },
      { set: 3, query: { bucket: 'quarter', companyId: '4', fromYear: '2025', toYear: '2025' } },
    ]);
  });

  it('leaves out a set without a ship, company or ship type (years alone are no subject)', () => {
    expect(comparisonSets({ bucket: 'month', 's2.fromYear': '2025', 's2.shipId': '' })).toEqual([]);
  });
});
