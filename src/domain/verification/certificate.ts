import { src, type Source } from '../registry/source';
import type { Regime } from '../reports/types';
import { sha256Hex } from './sha256';

/**
 * The certificate a satisfactory opinion gives a report (docs/verification.md §7): its kind per
 * regime, its serial number and the hash of the figures it certifies. Pure and browser-safe: the
 * hash is a small SHA-256 of our own (sha256.ts), checked against node:crypto in the tests.
 */

export const CERTIFICATE_KINDS = [
  'statementOfCompliance',
  'fuelEuDocumentOfCompliance',
  'verifiedSatisfactory',
] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export interface CertificateRule {
  readonly kind: CertificateKind;
  /** The serial's first part: which kind of document it is, readable on paper. */
  readonly prefix: 'SOC' | 'DOC' | 'VAS';
  readonly source: Source;
  readonly note?: string;
}

const SHARED = 'shared/reference/reports.md';
const VAS = { kind: 'verifiedSatisfactory', prefix: 'VAS' } as const;

export const CERTIFICATE_RULES: Readonly<Record<Regime, CertificateRule>> = {
  imoDcs: {
    kind: 'statementOfCompliance',
    prefix: 'SOC',
    source: src('MARPOL Annex VI', 'reg. 27', `${SHARED} §4.3`, 'S'),
    note: 'The SoC "Fuel Oil Consumption Reporting and Operational Carbon Intensity Rating" the RO issues after verifying the report.',
  },
  fuelEu: {
    kind: 'fuelEuDocumentOfCompliance',
    prefix: 'DOC',
    source: src('Regulation (EU) 2023/1805', 'Art. 15–16 as summarised', `${SHARED} §2.3, §2.5`, 'S'),
    note: 'The verifier issues the FuelEU DoC; in the rule it waits for a penalty to be paid, which this system does not record: the document is issued with the satisfactory opinion.',
  },
  euMrv: {
    ...VAS,
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11(1)', `${SHARED} §1.3`),
  },
  euEts: {
    ...VAS,
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11(1)', `${SHARED} §1.3`),
  },
  ukMrv: {
    ...VAS,
    source: src(
      'UK MRTM (ukets-maritime v3.2.4)',
      'verification report overallDecision VERIFIED_AS_SATISFACTORY',
      `${SHARED} §3`,
    ),
  },
  chinaMsa: {
    ...VAS,
    source: src(
      'Shanghai MSA notice of 2023-01-03 (SH-MSA)',
      '符合声明 issued by the 直属海事局',
      `${SHARED} §5.1, §5.3`,
    ),
    note: 'The 《燃油消耗报告和营运碳强度评级符合声明》 is issued by the MSA (直属海事局) itself after its verification; a verifier in this system can only state the report verified as satisfactory.',
  },
};

/** The figures a certificate stands for: what the hash covers, in a fixed order. */
export interface CertifiedFigures {
  regime: Regime;
  imo: string | null;
  periodStart: string;
  periodEnd: string;
  reportVersion: number;
  totals: { key: string; value: number | null; unit: string }[];
}

/**
 * Canonical JSON of the figures: keys in a fixed order, totals sorted by key, numbers as JSON
 * writes them (-0 as 0), so the same figures give the same text in any input order.
 */
export function canonicalFigures(f: CertifiedFigures): string {
  const num = (v: number | null) => (v === null ? null : Object.is(v, -0) ? 0 : v);
  const totals = [...f.totals]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((t) => ({ key: t.key, unit: t.unit, value: num(t.value) }));
  return JSON.stringify({
    imo: f.imo,
    periodEnd: f.periodEnd,
    periodStart: f.periodStart,
    regime: f.regime,
    reportVersion: f.reportVersion,
    totals,
  });
}

/** SHA-256 (hex) of the canonical figures. */
export const figuresHash = (f: CertifiedFigures) => sha256Hex(canonicalFigures(f));

/**
 * The serial number: kind prefix, the period's year, the opinion's id (unique), and 8 hex digits
 * of the hash of the figures and the opinion id, so a serial cannot be guessed from its neighbour:
 * `SOC-2025-000042-9F3A61C0`.
 */
export function certificateSerial(regime: Regime, year: number, opinionId: number, hash: string): string {
  const tail = sha256Hex(`${hash}:${opinionId}`).slice(0, 8).toUpperCase();
  return `${CERTIFICATE_RULES[regime].prefix}-${year}-${String(opinionId).padStart(6, '0')}-${tail}`;
}

export const SERIAL_PATTERN = /^(SOC|DOC|VAS)-\d{4}-\d{6,}-[0-9A-F]{8}$/;

/** A serial as typed by someone: trimmed, upper case; null when it cannot be one. */
export function normalizeSerial(input: string): string | null {
  const s = input.trim().toUpperCase();
  return SERIAL_PATTERN.test(s) ? s : null;
}

/** What the public check answers: the state and the ship, period and regime, nothing else. */
export type CertificateState = 'valid' | 'superseded' | 'unknown';
export interface CertificateCheck {
  state: CertificateState;
  ship?: { name: string; imo: string | null };
  period?: { start: string; end: string };
  regime?: Regime;
}

/**
 * Statuses on which a certificate stands (the authority's acceptance keeps it); leaving them (a
 * recall, a correction, the authority's request for amendment) supersedes it.
 */
export const CERTIFIED_STATUSES = ['verified', 'confirmed', 'accepted'] as const;
export const certificateStands = (status: string) =>
  (CERTIFIED_STATUSES as readonly string[]).includes(status);
