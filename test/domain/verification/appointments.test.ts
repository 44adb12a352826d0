import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGIMES, type Regime } from '../../../src/domain/reports/types';
import { VERIFICATION_DEADLINES } from '../../../src/domain/registry/verificationDeadlines';
import {
  accreditationProblem,
  appointmentProblem,
  byDueDate,
  validOn,
  verificationDueDate,
  verificationOverdue,
  type Accreditation,
} from '../../../src/domain/verification/appointments';

const acc = (over: Partial<Accreditation> = {}): Accreditation => ({
  verifierId: 1,
  regime: 'euMrv',
  validFrom: '2025-01-01',
  validTo: '2026-12-31',
  endedAt: null,
  ...over,
});
const verifier = { id: 1, roleCodes: ['class_society'] };

describe('appointmentProblem', () => {
  it('appoints a class-society user accredited for the regime on the day', () => {
    expect(appointmentProblem(verifier, [acc()], 'euMrv', '2026-03-01')).toBeNull();
    // Both ends of the validity count.
    expect(appointmentProblem(verifier, [acc()], 'euMrv', '2025-01-01')).toBeNull();
    expect(appointmentProblem(verifier, [acc()], 'euMrv', '2026-12-31')).toBeNull();
    expect(appointmentProblem(verifier, [acc({ validTo: null })], 'euMrv', '2099-01-01')).toBeNull();
  });
  it('refuses another regime, a day outside the validity, an ended accreditation, another user', () => {
    expect(appointmentProblem(verifier, [acc()], 'imoDcs', '2026-03-01')).toBe('notAccredited');
    expect(appointmentProblem(verifier, [acc()], 'euMrv', '2024-12-31')).toBe('notAccredited');
    expect(appointmentProblem(verifier, [acc()], 'euMrv', '2027-01-01')).toBe('notAccredited');
    expect(
      appointmentProblem(verifier, [acc({ endedAt: '2026-02-01T00:00:00Z' })], 'euMrv', '2026-03-01'),
    ).toBe('notAccredited');
    expect(appointmentProblem({ id: 2, roleCodes: ['class_society'] }, [acc()], 'euMrv', '2026-03-01')).toBe(
      'notAccredited',
    );
  });
  it('refuses a user who is not a verifier, whatever accreditation is on record', () => {
    expect(appointmentProblem({ id: 1, roleCodes: ['company_user'] }, [acc()], 'euMrv', '2026-03-01')).toBe(
      'notVerifier',
    );
  });
});

const day = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const accreditation = fc
  .record({
    verifierId: fc.integer({ min: 1, max: 3 }),
    regime: fc.constantFrom(...REGIMES),
    from: day,
    to: fc.option(day),
    ended: fc.boolean(),
  })
  .map((a): Accreditation => ({
    verifierId: a.verifierId,
    regime: a.regime,
    validFrom: a.from,
    validTo: a.to !== null && a.to < a.from ? a.from : a.to,
    endedAt: a.ended ? '2026-01-01T00:00:00Z' : null,
  }));
const attempt = fc.record({
  verifierId: fc.integer({ min: 1, max: 3 }),
  regime: fc.constantFrom(...REGIMES),
  shipId: fc.integer({ min: 1, max: 3 }),
  day,
});

describe('appointments (property)', () => {
  it('an appointment exists only with an accreditation for its regime valid on its day', () => {
    fc.assert(
      fc.property(
        fc.array(accreditation, { maxLength: 8 }),
        fc.array(attempt, { maxLength: 20 }),
        (accs, tries) => {
          // The store the service keeps: one current appointment per ship and regime, set only when
          // the rule lets it through.
          const current = new Map<string, { verifierId: number; regime: Regime; day: string }>();
          for (const t of tries) {
            const problem = appointmentProblem(
              { id: t.verifierId, roleCodes: ['class_society'] },
              accs,
              t.regime,
              t.day,
            );
            if (problem === null) current.set(`${t.shipId}|${t.regime}`, t);
          }
          for (const a of current.values())
            expect(accs.some((x) => x.verifierId === a.verifierId && validOn(x, a.regime, a.day))).toBe(true);
        },
      ),
    );
  });
  it('validity is the closed interval [validFrom, validTo] of an unended accreditation of the regime', () => {
    fc.assert(
      fc.property(accreditation, fc.constantFrom(...REGIMES), day, (a, regime, d) => {
        const inside = a.validFrom <= d && (a.validTo === null || d <= a.validTo);
        expect(validOn(a, regime, d)).toBe(a.endedAt === null && a.regime === regime && inside);
      }),
    );
  });
});

describe('accreditationProblem', () => {
  it('names the first wrong field', () => {
    const ok = { body: 'DAkkS', number: 'D-VS-1', validFrom: '2025-01-01', validTo: '2027-12-31' };
    expect(accreditationProblem(ok)).toBeNull();
    expect(accreditationProblem({ ...ok, validTo: null })).toBeNull();
    expect(accreditationProblem({ ...ok, body: ' ' })).toBe('body');
    expect(accreditationProblem({ ...ok, number: '' })).toBe('number');
    expect(accreditationProblem({ ...ok, validFrom: '2025-13-40' })).toBe('validFrom');
    expect(accreditationProblem({ ...ok, validTo: '2024-12-31' })).toBe('validTo');
  });
});

describe('verification due dates', () => {
  it('reads the registry, with a source on every row', () => {
    expect(verificationDueDate('euMrv', 2025)).toBe('2026-03-31');
    expect(verificationDueDate('euEts', 2025)).toBe('2026-03-31');
    expect(verificationDueDate('fuelEu', 2025)).toBe('2026-03-31');
    expect(verificationDueDate('ukMrv', 2025)).toBe('2026-03-31');
    expect(verificationDueDate('imoDcs', 2025)).toBe('2026-05-31');
    expect(verificationDueDate('chinaMsa', 2025)).toBe('2026-05-31');
    for (const r of REGIMES) expect(VERIFICATION_DEADLINES[r].source.doc).toBeTruthy();
  });
  it('is overdue from the day after the due day', () => {
    expect(verificationOverdue('2026-03-31', new Date('2026-03-31T23:59:00Z'))).toBe(false);
    expect(verificationOverdue('2026-03-31', new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });
  it('sorts the inbox by due day, then report', () => {
    const items = [
      { due: '2026-05-31', reportId: 1 },
      { due: '2026-03-31', reportId: 9 },
      { due: '2026-03-31', reportId: 3 },
    ];
    expect(byDueDate(items).map((i) => i.reportId)).toEqual([3, 9, 1]);
  });
});
