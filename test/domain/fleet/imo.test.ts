import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ImoSchema, imoCheckDigit, isValidImo } from '../../../src/domain/schemas/fleet';

const six = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }).map((d) => d.join(''));

describe('IMO number check digit', () => {
  // Published examples: IMO Res. A.1117(30) gives 9074729; the others are ships in service.
  it.each(['9074729', '9321483', '9811000', '8814275'])('accepts %s', (n) =>
    expect(isValidImo(n)).toBe(true),
  );

  it.each(['9074728', '907472', '90747290', 'IMO9074', '907472a', ''])('refuses %s', (n) =>
    expect(isValidImo(n)).toBe(false),
  );

  it('accepts any six digits followed by their computed check digit', () => {
    fc.assert(
      fc.property(
        six,
        (s) => isValidImo(s + imoCheckDigit(s)) && ImoSchema.safeParse(s + imoCheckDigit(s)).success,
      ),
    );
  });

  // The weights 7..2 share factors with 10, so the scheme cannot catch every one-digit error:
  // a change of d at a position of weight w goes unnoticed exactly when w·d is a multiple of 10
  // (e.g. weight 5 and d = 2). The check digit itself (weight 1) catches every change.
  it('refuses a one-digit change unless weight × change is a multiple of 10', () => {
    fc.assert(
      fc.property(six, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const good = s + imoCheckDigit(s);
        const changed = good.slice(0, pos) + ((Number(good[pos]) + delta) % 10) + good.slice(pos + 1);
        const weight = pos === 6 ? 1 : 7 - pos;
        return isValidImo(changed) === ((weight * delta) % 10 === 0);
      }),
    );
  });

  it('catches every change of the check digit and every change at weights 7 and 3', () => {
    fc.assert(
      fc.property(six, fc.constantFrom(0, 4, 6), fc.integer({ min: 1, max: 9 }), (s, pos, delta) => {
        const good = s + imoCheckDigit(s);
        return !isValidImo(good.slice(0, pos) + ((Number(good[pos]) + delta) % 10) + good.slice(pos + 1));
      }),
    );
  });

  it('explains a wrong check digit with its own message code', () => {
    const r = ImoSchema.safeParse('9074728');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('fleet.imo_check_digit');
  });
});
