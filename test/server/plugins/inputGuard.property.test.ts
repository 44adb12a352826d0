import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findBadInput, refusedInput } from '../../../src/server/plugins/inputGuard.js';

/**
 * The input guard checks every request with `refusedInput`, which builds no field paths, and
 * builds them with `findBadInput` only when it refuses: the two must agree on every input.
 */
const keys = fc.constantFrom(
  'id',
  'page',
  'size',
  'shipIds',
  'name',
  'from',
  '0',
  '12',
  '',
  'a\u0000',
  '\ud800',
);
const leaves = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '2025-01-01',
    '99999-01-01',
    '0000-01-01',
    '2025-13-40',
    '3000000000',
    ' -12 ',
    'x\u0000y',
    '\udc00',
  ),
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e16, -1e16, 3_000_000_000, Infinity, NaN),
  fc.boolean(),
  fc.constant(null),
);
const inputs = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaves, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
})).value;

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: [deep(n - 1)] });

describe('refusedInput agrees with findBadInput', () => {
  it('on random nested input', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        expect(refusedInput(v)).toBe(findBadInput(v) !== undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it('at the depth limit', () => {
    for (const n of [10, 15, 16, 17, 40])
      expect(refusedInput(deep(n))).toBe(findBadInput(deep(n)) !== undefined);
  });
});
