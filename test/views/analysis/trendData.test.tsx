import { describe, expect, it } from 'vitest';
import type { TrendDto } from '../../../src/domain/analysis/dto';
import { EMPTY_SUMS, statIndicators } from '../../../src/domain/statistics';
import { TREND_INDICATORS, trendSeries, trendTable } from '../../../src/views/analysis/trendData';

const ind = statIndicators({
  ...EMPTY_SUMS,
  legs: 1,
  distanceNm: 240,
  transportWorkTnm: 2.4e6,
  fuels: [{ code: '1', atSeaT: 24, inPortT: 2 }],
});
const DATA: TrendDto = {
  bucket: 'quarter',
  window: 1,
  parameterSet: 'p',
  points: [
    { bucket: '2025-Q1', legs: 1, indicators: ind },
    { bucket: '2025-Q2', legs: 0, indicators: null },
  ],
};

describe('trend chart mapping', () => {
  it('draws one line per indicator, x the bucket label in the language, a bucket without legs a gap', () => {
    const series = trendSeries(DATA, 'zh', (i) => `L:${i}`);
    expect(series.map((s) => s.id)).toEqual(TREND_INDICATORS.map((i) => `L:${i}`));
    expect(series[0].data).toEqual([
      { x: '2025年第1季度', y: ind.eeoi },
      { x: '2025年第2季度', y: null },
    ]);
    expect(trendSeries(DATA, 'en', String)[3].data[0]).toEqual({ x: '2025 Q1', y: ind.co2PerNmKg });
  });

  it('writes the Data tab as the export does: header, then the seven indicators rounded to 3 places', () => {
    const table = trendTable(DATA, 'en', { period: 'Period', legs: 'Legs' }, (i) => i);
    expect(table[0]).toEqual(['Period', 'Legs', ...TREND_INDICATORS]);
    expect(table[1].slice(0, 3)).toEqual(['2025 Q1', 1, Math.round(ind.eeoi! * 1000) / 1000]);
    expect(table[2]).toEqual(['2025 Q2', 0, '', '', '', '', '', '', '']);
  });
});
