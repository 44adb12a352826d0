import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawSample, type SampleRecord } from '../../../src/domain/verification/sample';

const record = fc.record({
  ref: fc.stringMatching(/^R[0-9]{1,4}$/),
  fuel: fc.constantFrom('HFO', 'MGO', 'LNG', 'HFO+MGO', ''),
  legKind: fc.constantFrom('portCall', 'anchorage', 'drifting'),
});
// Unique references, as in a ship's ledger.
const records = fc.uniqueArray(record, { selector: (r) => r.ref, maxLength: 60 });
const seed = fc.stringMatching(/^[A-Za-z0-9-]{1,16}$/);
const size = fc.integer({ min: 0, max: 40 });
const strataOf = (rs: SampleRecord[]) => new Set(rs.map((r) => `${r.fuel}|${r.legKind}`));

describe('drawSample', () => {
  it('the same seed gives the same sample, whatever order the records come in', () => {
    fc.assert(
      fc.property(records, seed, size, fc.integer(), (rs, s, n, shift) => {
        const rotated = rs.length ? [...rs.slice(shift % rs.length), ...rs.slice(0, shift % rs.length)] : rs;
        expect(drawSample(rotated, n, s)).toEqual(drawSample(rs, n, s));
      }),
    );
  });

  it('draws distinct records of the population only', () => {
    fc.assert(
      fc.property(records, seed, size, (rs, s, n) => {
        const refs = drawSample(rs, n, s).refs;
        expect(new Set(refs).size).toBe(refs.length);
        for (const r of refs) expect(rs.some((x) => x.ref === r)).toBe(true);
      }),
    );
  });

  it('represents every stratum, and draws max(size, strata) records up to the population', () => {
    fc.assert(
      fc.property(records, seed, size, (rs, s, n) => {
        const sample = drawSample(rs, n, s);
        const strata = strataOf(rs).size;
        if (n > 0) expect(sample.strata.every((x) => x.drawn.length >= 1)).toBe(true);
        expect(sample.strata).toHaveLength(strata);
        const expected = n === 0 ? Math.min(strata, rs.length) : Math.min(rs.length, Math.max(n, strata));
        expect(sample.refs).toHaveLength(expected);
        for (const x of sample.strata) expect(x.drawn.length).toBeLessThanOrEqual(x.population);
      }),
    );
  });

  it('a different seed draws a different sample of a large stratum (not a fixed pick)', () => {
    const rs = Array.from({ length: 200 }, (_, i) => ({ ref: `R${i}`, fuel: 'HFO', legKind: 'portCall' }));
    const seeds = ['a', 'b', 'c', 'd', 'e'].map((s) => drawSample(rs, 10, s).refs.join(','));
    expect(new Set(seeds).size).toBe(5);
  });

  it('allocates in proportion to the strata sizes', () => {
    const rs = [
      ...Array.from({ length: 80 }, (_, i) => ({ ref: `H${i}`, fuel: 'HFO', legKind: 'portCall' })),
      ...Array.from({ length: 20 }, (_, i) => ({ ref: `M${i}`, fuel: 'MGO', legKind: 'anchorage' })),
    ];
    const s = drawSample(rs, 10, 'seed');
    expect(s.strata.map((x) => [x.fuel, x.drawn.length])).toEqual([
      ['HFO', 8],
      ['MGO', 2],
    ]);
  });
});
