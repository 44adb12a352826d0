import { describe, expect, it } from 'vitest';
import { FlagDocChangeInputSchema } from '../../../src/domain/schemas/fleet';

const base = { changeType: 'flag', newFlagCode: 'PAN', oldFlagCode: 'LBR' };
const messagesOf = (effectiveDate: unknown) =>
  (FlagDocChangeInputSchema.safeParse({ ...base, effectiveDate }).error?.issues ?? [])
    .filter((i) => i.path[0] === 'effectiveDate')
    .map((i) => i.message);

describe('flag/DOC change: effective date messages', () => {
  it('an empty or missing date is "required", not "not a valid date"', () => {
    expect(messagesOf('')).toEqual(['msg.required']);
    expect(messagesOf('  ')).toEqual(['msg.required']);
    expect(messagesOf(undefined)).toEqual(['msg.required']);
  });
  it('a mistyped date says so; a valid one passes', () => {
    expect(messagesOf('2025-13-01')).toEqual(['fleet.date_format']);
    expect(messagesOf('2025-07-01T00:00:00+08:00')).toEqual([]);
  });
});
