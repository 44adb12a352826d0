import type { Lang } from '../api';
import type { Regime } from '../reports/types';
import type { CertificateKind } from './certificate';
import type { Finding, FindingKind } from './findings';
import type { Materiality } from './materiality';
import type { Outcome } from './outcomes';

/**
 * The verification report of one report (docs/verification.md §7), assembled from stored rows:
 * the report's identity, the opinion with its statement, the team and site visit the verifier
 * entered, the findings by kind, materiality, the regime's own fields (docs/verification.md §7)
 * and the certificate. Pure: the PDF and xlsx files (server/services/verification/reportFiles.ts)
 * only lay these sections out, so both files read the same words.
 */

export interface VerificationReportInput {
  report: {
    regime: Regime;
    referenceCode: string;
    reportVersion: number;
    shipName: string;
    imo: string | null;
    flag: string | null;
    companyName: string | null;
    /** ISO dates, the end inclusive. */
    periodStart: string;
    periodEnd: string;
    /** The figures the opinion and certificate stand for. */
    totals: { key: string; value: number | null; unit: string }[];
  };
  opinion: {
    outcome: Outcome;
    statement: string | null;
    verifierName: string | null;
    /** ISO date-time. */
    at: string;
    team: string | null;
    siteVisit: string | null;
    materiality: Materiality;
  };
  findings: Finding[];
  certificate: {
    serial: string;
    kind: CertificateKind;
    figuresHash: string;
    issuedAt: string;
    supersededAt: string | null;
  } | null;
}

export type ReportCell = string | number | null;
export interface ReportSection {
  title: string;
  /** Column headings of a table section; a section without them is label–value rows. */
  header?: string[];
  rows: ReportCell[][];
}
export interface VerificationReport {
  title: string;
  sections: ReportSection[];
}

type Words = Record<string, { en: string; zh: string }>;

const W = {
  title: { en: 'Verification report', zh: '核查报告' },
  report: { en: 'Report verified', zh: '被核查的报告' },
  regime: { en: 'Regime', zh: '监管机制' },
  reference: { en: 'Reference code', zh: '报告编号' },
  version: { en: 'Report version', zh: '报告版本' },
  ship: { en: 'Ship', zh: '船舶' },
  imo: { en: 'IMO number', zh: 'IMO 编号' },
  flag: { en: 'Flag', zh: '船旗' },
  company: { en: 'Company', zh: '公司' },
  period: { en: 'Reporting period', zh: '报告期' },
  opinion: { en: 'Opinion', zh: '核查意见' },
  outcome: { en: 'Opinion statement', zh: '意见结论' },
  statement: { en: 'Comments and reasons', zh: '意见说明' },
  verifier: { en: 'Verifier', zh: '核查员' },
  at: { en: 'Given at', zh: '出具时间' },
  team: { en: 'Verification team', zh: '核查组' },
  siteVisit: { en: 'Site visit', zh: '现场访问' },
  notEntered: { en: 'not entered', zh: '未填写' },
  findings: { en: 'Findings', zh: '发现项' },
  kind: { en: 'Kind', zh: '类别' },
  description: { en: 'Description', zh: '描述' },
  line: { en: 'Report line', zh: '报告项' },
  amount: { en: 'Amount', zh: '数量' },
  rule: { en: 'Rule', zh: '条款' },
  state: { en: 'State', zh: '状态' },
  corrected: { en: 'Corrected', zh: '已更正' },
  none: { en: 'none', zh: '无' },
  yes: { en: 'yes', zh: '是' },
  no: { en: 'no', zh: '否' },
  materiality: { en: 'Materiality', zh: '重要性' },
  level: { en: 'Materiality level', zh: '重要性水平' },
  reported: { en: 'Reported', zh: '报告值' },
  threshold: { en: 'Threshold', zh: '限值' },
  uncorrected: { en: 'Uncorrected misstatements', zh: '未更正错报' },
  material: { en: 'Material', zh: '重大' },
  regimeFields: { en: "The regime's fields", zh: '机制特定内容' },
  certificate: { en: 'Certificate', zh: '证书' },
  certificateKind: { en: 'Document', zh: '文件' },
  serial: { en: 'Serial number', zh: '编号' },
  hash: { en: 'Hash of the figures (SHA-256)', zh: '数据哈希值（SHA-256）' },
  issuedAt: { en: 'Issued at', zh: '签发时间' },
  supersededAt: { en: 'Superseded at', zh: '被取代时间' },
  noCertificate: { en: 'no certificate: the opinion is not satisfactory', zh: '无证书：意见不是“满意”' },
  checkAt: { en: 'Check it at', zh: '查验网址' },
} satisfies Words;

export const OUTCOME_WORDS: Record<Outcome, { en: string; zh: string }> = {
  satisfactory: { en: 'Verified as satisfactory', zh: '核查满意' },
  satisfactoryWithComments: { en: 'Verified as satisfactory with comments', zh: '核查满意（附意见）' },
  notVerified: { en: 'Not verified', zh: '未通过核查' },
};

export const REGIME_WORDS: Record<Regime, { en: string; zh: string }> = {
  euMrv: { en: 'EU MRV', zh: '欧盟 MRV' },
  euEts: { en: 'EU ETS (maritime)', zh: '欧盟碳排放交易体系（海运）' },
  ukMrv: { en: 'UK MRV / UK ETS maritime', zh: '英国 MRV / 英国 ETS 海运' },
  imoDcs: { en: 'IMO DCS', zh: 'IMO DCS' },
  fuelEu: { en: 'FuelEU Maritime', zh: 'FuelEU 海事' },
  chinaMsa: { en: 'China MSA energy consumption data', zh: '中国海事局船舶能耗数据' },
};

export const CERTIFICATE_WORDS: Record<CertificateKind, { en: string; zh: string }> = {
  statementOfCompliance: {
    en: 'Statement of Compliance – Fuel Oil Consumption Reporting and Operational Carbon Intensity Rating',
    zh: '符合声明——燃油消耗报告和营运碳强度评级',
  },
  fuelEuDocumentOfCompliance: { en: 'FuelEU document of compliance', zh: 'FuelEU 符合文件' },
  verifiedSatisfactory: { en: 'Statement: verified as satisfactory', zh: '声明：核查满意' },
};

const KIND_WORDS: Record<FindingKind, { en: string; zh: string }> = {
  misstatement: { en: 'Misstatement', zh: '错报' },
  nonConformity: { en: 'Non-conformity', zh: '不符合项' },
  improvement: { en: 'Recommended improvement', zh: '改进建议' },
};
const STATE_WORDS: Record<string, { en: string; zh: string }> = {
  open: { en: 'open', zh: '未答复' },
  accepted: { en: 'accepted', zh: '已接受' },
  disputed: { en: 'disputed', zh: '有异议' },
  closed: { en: 'closed', zh: '已关闭' },
};

/** Each regime's own fields of its verification report (docs/verification.md §7). */
function regimeRows(
  r: VerificationReportInput,
  lang: Lang,
  t: (k: keyof typeof W) => string,
): ReportCell[][] {
  const o = r.opinion.outcome;
  const rw = (en: string, zh: string) => (lang === 'en' ? en : zh);
  switch (r.report.regime) {
    case 'ukMrv': {
      // MRTM's verification report: overallDecision and its parts (§3 of the reference).
      const decision = {
        satisfactory: 'VERIFIED_AS_SATISFACTORY',
        satisfactoryWithComments: 'VERIFIED_AS_SATISFACTORY_WITH_COMMENTS',
        notVerified: 'NOT_VERIFIED',
      }[o];
      return [
        [rw('Overall decision (MRTM)', '总体结论（MRTM）'), decision],
        [rw('Uncorrected misstatements', '未更正错报'), countOf(r, 'misstatement', true)],
        [rw('Non-conformities', '不符合项'), countOf(r, 'nonConformity')],
        [rw('Recommended improvements', '改进建议'), countOf(r, 'improvement')],
      ];
    }
    case 'euMrv':
    case 'euEts':
      // Part B of the emissions report: the verifier and its statement (IR 2023/2449, ER16).
      return [
        [rw("Verifier's statement", '核查机构声明'), OUTCOME_WORDS[o][lang]],
        [rw('Verifier', '核查机构'), r.opinion.verifierName ?? t('notEntered')],
        [rw('Accreditation number', '认可编号'), t('notEntered')],
      ];
    case 'imoDcs':
      return [
        [rw('Reference code (GISIS)', '记录编号（GISIS）'), r.report.referenceCode],
        [rw('Verified against', '核查依据'), rw('SEEMP Part II', 'SEEMP 第二部分')],
      ];
    case 'fuelEu':
      return [
        [rw('Verified against', '核查依据'), rw('FuelEU monitoring plan', 'FuelEU 监测计划')],
        [
          rw('Document of compliance', '符合文件'),
          rw('issued by the verifier with the satisfactory opinion', '随满意意见由核查机构签发'),
        ],
      ];
    case 'chinaMsa':
      return [
        [
          rw('MSA statement of compliance', '海事局符合声明'),
          rw('issued by the MSA (直属海事局) on its own verification', '由直属海事局核查后签发'),
        ],
      ];
  }
}

const countOf = (r: VerificationReportInput, kind: FindingKind, uncorrectedOnly = false) =>
  r.findings.filter((f) => f.kind === kind && (!uncorrectedOnly || !f.corrected)).length;

/** The verification report in one language; `lineLabel` names a report line (a totals key). */
export function verificationReport(
  r: VerificationReportInput,
  lang: Lang,
  lineLabel: (key: string) => string = (k) => k,
): VerificationReport {
  const t = (k: keyof typeof W) => W[k][lang];
  const orNot = (v: string | null) => (v && v.trim() ? v : t('notEntered'));
  const yesNo = (b: boolean) => t(b ? 'yes' : 'no');
  const m = r.opinion.materiality;
  const c = r.certificate;
  return {
    title: `${t('title')} – ${REGIME_WORDS[r.report.regime][lang]}`,
    sections: [
      {
        title: t('report'),
        rows: [
          [t('regime'), REGIME_WORDS[r.report.regime][lang]],
          [t('reference'), r.report.referenceCode],
          [t('version'), r.report.reportVersion],
          [t('ship'), r.report.shipName],
          [t('imo'), r.report.imo ?? t('none')],
          [t('flag'), r.report.flag ?? t('none')],
          [t('company'), r.report.companyName ?? t('none')],
          [t('period'), `${r.report.periodStart} – ${r.report.periodEnd}`],
        ],
      },
      {
        title: t('opinion'),
        rows: [
          [t('outcome'), OUTCOME_WORDS[r.opinion.outcome][lang]],
          [t('statement'), r.opinion.statement ?? t('none')],
          [t('verifier'), orNot(r.opinion.verifierName)],
          [t('at'), r.opinion.at],
          [t('team'), orNot(r.opinion.team)],
          [t('siteVisit'), orNot(r.opinion.siteVisit)],
        ],
      },
      {
        title: t('findings'),
        header: [t('kind'), t('description'), t('line'), t('amount'), t('rule'), t('state'), t('corrected')],
        rows: r.findings.length
          ? r.findings.map((f) => [
              KIND_WORDS[f.kind][lang],
              f.description,
              f.figureKey ? lineLabel(f.figureKey) : null,
              f.amount === null ? null : `${f.amount} ${f.unit ?? ''}`.trim(),
              f.rule,
              (STATE_WORDS[f.state] ?? { en: f.state, zh: f.state })[lang],
              f.kind === 'misstatement' ? yesNo(f.corrected) : null,
            ])
          : [[t('none'), null, null, null, null, null, null]],
      },
      {
        title: `${t('materiality')} (${t('level')} ${Math.round(m.level * 1000) / 10} %)`,
        header: [t('line'), t('reported'), t('threshold'), t('uncorrected'), t('material')],
        rows: m.figures.map((f) => [
          lineLabel(f.key),
          `${f.reported} ${f.unit}`,
          `${round(f.threshold)} ${f.unit}`,
          `${round(f.uncorrected)} ${f.unit}`,
          yesNo(f.material),
        ]),
      },
      { title: t('regimeFields'), rows: regimeRows(r, lang, t) },
      {
        title: t('certificate'),
        rows: c
          ? [
              [t('certificateKind'), CERTIFICATE_WORDS[c.kind][lang]],
              [t('serial'), c.serial],
              [t('hash'), c.figuresHash],
              [t('issuedAt'), c.issuedAt],
              ...(c.supersededAt ? [[t('supersededAt'), c.supersededAt]] : []),
              [t('checkAt'), '/efficiencycertification'],
            ]
          : [[t('noCertificate'), null]],
      },
    ],
  };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

const CW = {
  certifies: {
    en: 'This is to certify that the report below was verified and the verifier gave the opinion stated. The hash identifies the figures certified: any change of a figure changes it.',
    zh: '兹证明下述报告已经核查，核查员出具了所述意见。哈希值标识所证明的数据：任何数据改变都会改变该值。',
  },
  figures: { en: 'Figures certified', zh: '所证明的数据' },
  value: { en: 'Value', zh: '数值' },
  unit: { en: 'Unit', zh: '单位' },
  notCollected: { en: 'not collected', zh: '未采集' },
  superseded: {
    en: 'SUPERSEDED: this certificate no longer stands (the opinion was reset or the report corrected).',
    zh: '已被取代：本证书不再有效（意见已重置或报告已更正）。',
  },
} satisfies Words;

/** The certificate as a document: its kind, the certified report, the figures and the serial. */
export function certificateDocument(
  r: VerificationReportInput,
  lang: Lang,
  lineLabel: (key: string) => string = (k) => k,
): VerificationReport {
  const c = r.certificate;
  if (!c) throw new Error('certificateDocument: the report has no certificate');
  const t = (k: keyof typeof W) => W[k][lang];
  const ct = (k: keyof typeof CW) => CW[k][lang];
  return {
    title: CERTIFICATE_WORDS[c.kind][lang],
    sections: [
      {
        title: t('certificate'),
        rows: [
          [t('serial'), c.serial],
          [t('issuedAt'), c.issuedAt],
          ...(c.supersededAt
            ? [
                [t('supersededAt'), c.supersededAt],
                [ct('superseded'), null],
              ]
            : []),
          [ct('certifies'), null],
        ],
      },
      {
        title: t('report'),
        rows: [
          [t('regime'), REGIME_WORDS[r.report.regime][lang]],
          [t('ship'), r.report.shipName],
          [t('imo'), r.report.imo ?? t('none')],
          [t('company'), r.report.companyName ?? t('none')],
          [t('period'), `${r.report.periodStart} – ${r.report.periodEnd}`],
          [t('reference'), r.report.referenceCode],
          [t('version'), r.report.reportVersion],
          [t('outcome'), OUTCOME_WORDS[r.opinion.outcome][lang]],
          [t('verifier'), r.opinion.verifierName ?? t('notEntered')],
        ],
      },
      {
        title: ct('figures'),
        header: [t('line'), ct('value'), ct('unit')],
        rows: r.report.totals.map((x) => [lineLabel(x.key), x.value ?? ct('notCollected'), x.unit]),
      },
      { title: t('hash'), rows: [[c.figuresHash, null]] },
    ],
  };
}
