import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, newerVersions, VERSION_RE } from '../../src/domain/versions';

const part = fc.integer({ min: 0, max: 999_999 });
const version = fc.array(part, { minLength: 1, maxLength: 4 }).map((p) => p.join('.'));
const asNumbers = (v: string) => v.split('.').map(Number);

describe('compareVersions', () => {
  it.each([
    ['1.10', '1.9', 1],
    ['1.9', '1.10', -1],
    ['2.0', '2', 0],
    ['1.2.3', '1.2.10', -1],
    ['10.0.0', '9.99.99', 1],
  ])('%s against %s is %i', (a, b, expected) => expect(compareVersions(a, b)).toBe(expected));

  it('is the lexicographic order of the numbers, trailing zeros ignored (not string order)', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        const pa = asNumbers(a);
        const pb = asNumbers(b);
        const n = Math.max(pa.length, pb.length);
        let expected = 0;
        for (let i = 0; i < n && expected === 0; i++) expected = Math.sign((pa[i] ?? 0) - (pb[i] ?? 0));
        expect(compareVersions(a, b)).toBe(expected);
        expect(compareVersions(b, a)).toBe(-expected);
        expect(VERSION_RE.test(a)).toBe(true);
      }),
    );
  });

  it('is transitive, and bumping any part makes a newer version', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0)
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
    fc.assert(
      fc.property(version, fc.nat(3), (v, i) => {
        const p = asNumbers(v);
        while (p.length <= i) p.push(0);
        p[i] += 1;
        expect(compareVersions(p.join('.'), v)).toBe(1);
      }),
    );
  });

  it('newerVersions keeps only newer ones, oldest first', () => {
    fc.assert(
      fc.property(fc.array(version, { maxLength: 20 }), version, (all, current) => {
        const out = newerVersions(
          all.map((newVersion) => ({ newVersion })),
          current,
        ).map((r) => r.newVersion);
        expect(out.every((v) => compareVersions(v, current) > 0)).toBe(true);
        expect(out.length).toBe(all.filter((v) => compareVersions(v, current) > 0).length);
        for (let i = 1; i < out.length; i++)
          expect(compareVersions(out[i - 1], out[i])).toBeLessThanOrEqual(0);
      }),
    );
  });
});
