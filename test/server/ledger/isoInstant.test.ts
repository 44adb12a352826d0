import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from '../../../src/server/repositories/ledger/read/shared.js';

/** The text rewrite of PostgreSQL's JSON timestamps answers what parsing them with Date answers. */
describe('isoInstant', () => {
  // PostgreSQL's JSON form of a timestamptz: seconds, an optional fraction of 1–6 digits (trailing
  // zeros dropped), the session's offset.
  const pgText = fc
    .record({
      ms: fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2199, 11, 31) }),
      fraction: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
      offset: fc.constantFrom('+00:00', '+08:00', '-05:30', '+00:00'),
    })
    .map(({ ms, fraction, offset }) => {
      const seconds = new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19);
      return `${seconds}${fraction === undefined ? '' : `.${fraction}`}${offset}`;
    });

  it('equals Date for any instant, fraction and offset', () => {
    fc.assert(
      fc.property(pgText, (text) => {
        expect(isoInstant(text)).toBe(new Date(text).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('rewrites the UTC forms the ledger reads meet', () => {
    expect(isoInstant('2025-10-24T00:00:00+00:00')).toBe('2025-10-24T00:00:00.000Z');
    expect(isoInstant('2025-10-24T06:30:15.5+00:00')).toBe('2025-10-24T06:30:15.500Z');
    expect(isoInstant('2025-10-24T06:30:15.123456+00:00')).toBe('2025-10-24T06:30:15.123Z');
    expect(isoInstant('2025-10-24T08:00:00+08:00')).toBe('2025-10-24T00:00:00.000Z');
  });
});
