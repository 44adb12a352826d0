import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { REGIMES } from '../../../src/domain/reports/types';
import {
  CERTIFICATE_RULES,
  canonicalFigures,
  certificateSerial,
  certificateStands,
  figuresHash,
  normalizeSerial,
  SERIAL_PATTERN,
  type CertifiedFigures,
} from '../../../src/domain/verification/certificate';
import { sha256Hex } from '../../../src/domain/verification/sha256';

/** The certificate's pure rules (docs/verification.md §7): kind, serial, hash of the figures. */
const total = fc.record({
  key: fc.stringMatching(/^[a-z]{1,8}(\.[a-z]{1,8})?$/),
  value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
  unit: fc.constantFrom('t', 'nm', 'h', 'gCO2e/MJ'),
});
const figures = fc.record({
  regime: fc.constantFrom(...REGIMES),
  imo: fc.option(fc.stringMatching(/^[0-9]{7}$/), { nil: null }),
  periodStart: fc.constant('2025-01-01T00:00:00.000Z'),
  periodEnd: fc.constant('2026-01-01T00:00:00.000Z'),
  reportVersion: fc.integer({ min: 1, max: 20 }),
  totals: fc.uniqueArray(total, { minLength: 1, maxLength: 12, selector: (t) => t.key }),
}) as fc.Arbitrary<CertifiedFigures>;

describe('sha256Hex', () => {
  it('is SHA-256 of the UTF-8 text (node:crypto agrees)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
      }),
    );
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('figuresHash', () => {
  it('is deterministic and ignores the order of the lines', () => {
    fc.assert(
      fc.property(figures, (f) => {
        const reversed = { ...f, totals: [...f.totals].reverse() };
        expect(figuresHash(f)).toBe(figuresHash(structuredClone(f)));
        expect(figuresHash(reversed)).toBe(figuresHash(f));
        expect(figuresHash(f)).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });

  it('changes when any figure changes', () => {
    fc.assert(
      fc.property(figures, fc.nat(), fc.double({ noNaN: true, noDefaultInfinity: true }), (f, i, v) => {
        const at = i % f.totals.length;
        const old = f.totals[at].value;
        fc.pre(old === null || !(Object.is(old, v) || old === v));
        const changed = { ...f, totals: f.totals.map((t, j) => (j === at ? { ...t, value: v } : t)) };
        expect(figuresHash(changed)).not.toBe(figuresHash(f));
      }),
    );
  });

  it('changes with the ship, the version or a unit', () => {
    fc.assert(
      fc.property(figures, (f) => {
        expect(figuresHash({ ...f, reportVersion: f.reportVersion + 1 })).not.toBe(figuresHash(f));
        expect(figuresHash({ ...f, imo: f.imo === '1234567' ? '7654321' : '1234567' })).not.toBe(
          figuresHash(f),
        );
        const unit = { ...f, totals: f.totals.map((t, j) => (j === 0 ? { ...t, unit: `${t.unit}x` } : t)) };
        expect(canonicalFigures(unit)).not.toBe(canonicalFigures(f));
      }),
    );
  });
});

describe('certificateSerial', () => {
  it('has the kind prefix, the year, the opinion id and a check tail, and reads back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIMES),
        fc.integer({ min: 2018, max: 2100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        figures,
        (regime, year, opinionId, f) => {
          const serial = certificateSerial(regime, year, opinionId, figuresHash(f));
          expect(serial).toMatch(SERIAL_PATTERN);
          expect(serial.startsWith(`${CERTIFICATE_RULES[regime].prefix}-${year}-`)).toBe(true);
          expect(serial).toContain(String(opinionId).padStart(6, '0'));
          expect(normalizeSerial(` ${serial.toLowerCase()} `)).toBe(serial);
          expect(certificateSerial(regime, year, opinionId, figuresHash(f))).toBe(serial);
        },
      ),
    );
  });

  it('two opinions never share a serial', () => {
    const hash = figuresHash({
      regime: 'imoDcs',
      imo: null,
      periodStart: 'a',
      periodEnd: 'b',
      reportVersion: 1,
      totals: [],
    });
    const serials = new Set(
      Array.from({ length: 500 }, (_, i) => certificateSerial('imoDcs', 2025, i + 1, hash)),
    );
    expect(serials.size).toBe(500);
  });

  it('refuses what is not a serial', () => {
    for (const s of [
      '',
      'SOC-2025-1-ABCDEF12',
      'XYZ-2025-000001-ABCDEF12',
      'SOC-2025-000001-ABCDEFG1',
      'SOC 2025',
    ])
      expect(normalizeSerial(s), s).toBeNull();
  });
});

describe('CERTIFICATE_RULES', () => {
  it('names the document per regime, with its source', () => {
    expect(CERTIFICATE_RULES.imoDcs.kind).toBe('statementOfCompliance');
    expect(CERTIFICATE_RULES.fuelEu.kind).toBe('fuelEuDocumentOfCompliance');
    for (const r of ['euMrv', 'euEts', 'ukMrv', 'chinaMsa'] as const)
      expect(CERTIFICATE_RULES[r].kind).toBe('verifiedSatisfactory');
    for (const r of REGIMES) expect(CERTIFICATE_RULES[r].source.ref).toMatch(/reports\.md/);
  });

  it('stands on verified and confirmed only', () => {
    expect(['verified', 'confirmed'].every(certificateStands)).toBe(true);
    expect(['draft', 'locked', 'submitted', 'superseded', 'cancelled'].some(certificateStands)).toBe(false);
  });
});
