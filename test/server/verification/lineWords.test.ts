import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/domain/api.js';
import { cmsaReport } from '../../../src/domain/chinaMsa/index.js';
import { euMrvReport, euMrvTotals } from '../../../src/domain/euMrv/index.js';
import { fuelEuReport, type FuelEuPort } from '../../../src/domain/fuelEu/report.js';
import { dcsReport } from '../../../src/domain/imoDcs/index.js';
import { FUEL_CLASSES } from '../../../src/domain/ledger/index.js';
import { MATERIALITY } from '../../../src/domain/registry/materiality.js';
import { ukReport } from '../../../src/domain/ukMrv/index.js';
import { materialityOf } from '../../../src/domain/verification/materiality.js';
import {
  certificateDocument,
  verificationReport,
  type VerificationReportInput,
} from '../../../src/domain/verification/verificationReport.js';
import { reportLineLabel, reportLineWords } from '../../../src/server/i18n/reportLineWords.js';
import { utc } from '../../support/ledger/records.js';
import { cmsaLegs, cmsaShip, dcsShip, flagChangeYear, reportLegs } from '../../support/imoDcs/reportLegs.js';
import { workedYear } from '../../support/euMrv/workedYear.js';
import { UK_YEAR } from '../../support/ukMrv/ukYear.js';

/**
 * Every report line a regime generator writes has words in zh and en for the verification files
 * (server/i18n/reportLineWords.ts). The keys come from the generators' own output on the domain
 * tests' worked years, so a line a generator adds fails here until it is named.
 */

const LANGS: Lang[] = ['en', 'zh'];

function dcsKeys(): string[] {
  const ex = flagChangeYear();
  const r = dcsReport({
    start: utc('2025-01-01T00:00Z'),
    end: utc('2026-01-01T00:00Z'),
    ship: dcsShip,
    flag: 'PAN',
    companyName: 'Example Shipping',
    records: ex.records,
    snapshots: ex.snapshots,
    legs: reportLegs(ex.legs),
    consumers: ex.consumers,
    shorePower: [],
    methods: {},
    bdnNos: {},
  });
  if (!r.ok) throw new Error(`the DCS fixture is missing ${String(r.missing)}`);
  return r.totals.map((t) => t.key);
}

function cmsaKeys(): string[] {
  const ex = flagChangeYear();
  return cmsaReport({
    kind: 'annual',
    start: utc('2025-01-01T00:00Z'),
    end: utc('2026-01-01T00:00Z'),
    ship: cmsaShip,
    flag: 'CHN',
    companyName: 'Example Shipping',
    legs: cmsaLegs(ex.legs, ex.records),
    changes: [],
    methods: {},
  }).totals.map((t) => t.key);
}

function fuelEuKeys(): string[] {
  const port = (code: string): FuelEuPort => ({
    code,
    eea: true,
    outermost: false,
    country: code.slice(0, 2),
  });
  const [from, to] = [port('NLRTM'), port('DEHAM')];
  const { totals } = fuelEuReport({
    year: 2025,
    start: Date.parse('2025-01-01T00:00Z'),
    end: Date.parse('2026-01-01T00:00Z'),
    legs: [
      {
        id: 1,
        fromRefCode: 'A',
        toRefCode: 'B',
        from,
        to,
        departure: Date.parse('2025-03-01T00:00Z'),
        arrival: Date.parse('2025-03-02T00:00Z'),
        atSeaT: { '1': 30, '3': 5 },
        inPortT: { '3': 1 },
      },
    ],
    ops: [{ refCode: 'B', port: to, arrival: Date.parse('2025-03-02T00:00Z'), kWh: 1_000 }],
    engines: [],
  });
  return totals.map((t) => t.key);
}

const GENERATED: Record<string, string[]> = {
  imoDcs: dcsKeys(),
  chinaMsa: cmsaKeys(),
  euMrv: euMrvTotals(euMrvReport(workedYear())).map((t) => t.key),
  ukMrv: ukReport({
    start: Date.parse('2026-01-01T00:00Z'),
    end: Date.parse('2027-01-01T00:00Z'),
    legs: UK_YEAR,
  }).totals.map((t) => t.key),
  fuelEu: fuelEuKeys(),
};

/** A fuel line stands for every fuel class: the fixture burnt some, another year burns others. */
const withEveryFuel = (keys: string[]) => [
  ...new Set(
    keys.flatMap((k) => {
      const m = /^(reports\.\w+\.fuel)\.\w+$/.exec(k);
      return m ? FUEL_CLASSES.map((c) => `${m[1]}.${c}`) : [k];
    }),
  ),
];

describe('the words of every report line (verification files)', () => {
  it('each generator wrote its lines, fuel lines among them', () => {
    for (const [regime, keys] of Object.entries(GENERATED)) {
      expect(keys.length, regime).toBeGreaterThan(3);
      expect(
        keys.some((k) => k.includes('.fuel.')),
        regime,
      ).toBe(true);
    }
  });

  it.each(Object.keys(GENERATED))(
    '%s: every line has words in zh and en, and no two lines read alike',
    (regime) => {
      const keys = withEveryFuel(GENERATED[regime]!);
      for (const lang of LANGS) {
        const missing = keys.filter((k) => !reportLineWords(k, lang)?.trim());
        expect(missing, `${regime} lines without ${lang} words`).toEqual([]);
        const words = keys.map((k) => reportLineWords(k, lang)!);
        expect(
          words.filter((x) => x.includes('reports.')),
          lang,
        ).toEqual([]);
        expect(new Set(words).size, `${regime} ${lang}: ${words.join(' | ')}`).toBe(words.length);
      }
    },
  );

  it("every regime's headline line (materiality) has words", () => {
    for (const { headline } of Object.values(MATERIALITY))
      for (const lang of LANGS) expect(reportLineWords(headline, lang), headline).toBeTruthy();
  });

  it('an unknown key keeps its key in the files rather than vanishing', () => {
    expect(reportLineWords('reports.dcs.somethingNew', 'en')).toBeUndefined();
    expect(reportLineLabel('en')('reports.dcs.somethingNew')).toBe('reports.dcs.somethingNew');
  });

  it("the verification report's findings and materiality and the certificate's figures print lines in words", () => {
    const totals = [
      { key: 'reports.euMrv.co2e.total', value: 1000, unit: 't' },
      { key: 'reports.euMrv.fuel.HFO', value: 300, unit: 't' },
    ];
    const finding = {
      id: 1,
      kind: 'misstatement' as const,
      description: 'HFO of call R2 understated',
      figureKey: 'reports.euMrv.fuel.HFO',
      amount: 2,
      unit: 't',
      rule: null,
      refs: [],
      corrected: false,
      state: 'open' as const,
      answerReason: null,
    };
    const input: VerificationReportInput = {
      report: {
        regime: 'euMrv',
        referenceCode: 'EU-1',
        reportVersion: 1,
        shipName: 'Example',
        imo: '9000001',
        flag: 'PAN',
        companyName: null,
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        totals,
      },
      opinion: {
        outcome: 'satisfactory',
        statement: null,
        verifierName: 'V',
        at: '2026-02-01T00:00:00.000Z',
        team: null,
        siteVisit: null,
        materiality: materialityOf(
          MATERIALITY.euMrv,
          totals.map((t) => ({ ...t, sources: { legIds: [], recordRefCodes: [] } })),
          [finding],
        ),
      },
      findings: [finding],
      certificate: {
        serial: 'VS-2025-1',
        kind: 'verifiedSatisfactory',
        figuresHash: 'a'.repeat(64),
        issuedAt: '2026-02-01T00:00:00.000Z',
        supersededAt: null,
      },
    };
    for (const lang of LANGS) {
      const label = reportLineLabel(lang);
      const fuel = reportLineWords('reports.euMrv.fuel.HFO', lang)!;
      const headline = reportLineWords('reports.euMrv.co2e.total', lang)!;
      const report = verificationReport(input, lang, label);
      const cells = (d: typeof report) => d.sections.flatMap((s) => s.rows.flat()).map(String);
      const findings = report.sections[2]!.rows;
      expect(findings[0]![2], lang).toBe(fuel);
      expect(cells(report)).toContain(headline);
      const cert = cells(certificateDocument(input, lang, label));
      expect(cert).toEqual(expect.arrayContaining([headline, fuel]));
      for (const doc of [cells(report), cert])
        expect(
          doc.filter((c) => c.includes('reports.')),
          lang,
        ).toEqual([]);
    }
  });
});
