import { REGIMES } from '../../../src/domain/reports/types';
import { CERTIFICATE_RULES } from '../../../src/domain/verification/certificate';
import {
  certificateDocument,
  verificationReport,
  type VerificationReportInput,
} from '../../../src/domain/verification/verificationReport';

/** The verification report's contents per regime and language (docs/verification.md §7). */
const input = (regime: (typeof REGIMES)[number], certified = true): VerificationReportInput => ({
  report: {
    regime,
    referenceCode: 'REF-1',
    reportVersion: 2,
    shipName: 'Ever Bright',
    imo: '9876543',
    flag: 'PAN',
    companyName: 'Blue Line',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    totals: [{ key: 'reports.dcs.co2', value: 1234.5, unit: 't' }],
  },
  opinion: {
    outcome: 'satisfactoryWithComments',
    statement: 'Calibration overdue',
    verifierName: 'auditor',
    at: '2026-02-10T08:00:00.000Z',
    team: 'A. Lee',
    siteVisit: null,
    materiality: { level: 0.05, material: false, figures: [] },
  },
  findings: [
    {
      id: 1,
      kind: 'misstatement',
      description: 'HFO counted twice',
      figureKey: 'reports.dcs.co2',
      amount: 3,
      unit: 't',
      rule: null,
      refs: [],
      corrected: true,
      state: 'accepted',
      answerReason: null,
    },
  ],
  certificate: certified
    ? {
        serial: 'SOC-2025-000001-ABCDEF12',
        kind: CERTIFICATE_RULES[regime].kind,
        figuresHash: 'f'.repeat(64),
        issuedAt: '2026-02-10T08:00:00.000Z',
        supersededAt: null,
      }
    : null,
});
const flat = (r: ReturnType<typeof verificationReport>) =>
  [r.title, ...r.sections.flatMap((s) => [s.title, ...(s.header ?? []), ...s.rows.flat()])].join('\n');

describe.each(REGIMES)('%s', (regime) => {
  it.each(['en', 'zh'] as const)(
    'in %s: opinion, team, site visit, findings, materiality, regime fields, certificate',
    (lang) => {
      const r = verificationReport(input(regime), lang);
      expect(r.sections).toHaveLength(6);
      expect(r.sections[4].rows.length).toBeGreaterThan(0);
      const text = flat(r);
      for (const s of [
        'Ever Bright',
        '9876543',
        'Calibration overdue',
        'A. Lee',
        'HFO counted twice',
        'SOC-2025-000001-ABCDEF12',
      ])
        expect(text).toContain(s);
      expect(text).toContain(lang === 'en' ? 'not entered' : '未填写');
      expect(text).not.toMatch(/undefined|\[object/);
    },
  );

  it('the certificate names its figures and hash; a report without one says so', () => {
    const c = flat(certificateDocument(input(regime), 'en'));
    expect(c).toContain('1234.5');
    expect(c).toContain('f'.repeat(64));
    expect(flat(verificationReport(input(regime, false), 'en'))).toContain('no certificate');
    expect(() => certificateDocument(input(regime, false), 'en')).toThrow();
  });
});

it('the UK report carries the MRTM overall decision', () => {
  expect(flat(verificationReport(input('ukMrv'), 'en'))).toContain('VERIFIED_AS_SATISFACTORY_WITH_COMMENTS');
});
