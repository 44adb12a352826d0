import type { Lang } from '../../../domain/api.js';
import type { ReportAttachmentDto } from '../../../domain/reports/attachments.js';
import type { EuPartsDto } from '../../../domain/schemas/euParts.js';
import type {
  CandidatePeriod,
  Correction,
  FigureTotal,
  GeneratedReport,
  Regime,
  ReportPeriod,
  ReportStatus,
} from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';

/**
 * A stored report version as the exports read it: the frozen figures (never recomputed for an
 * export, so a Locked or later report prints exactly what was locked) and the corrections.
 */
export interface StoredReport {
  id: number;
  regime: Regime;
  shipId: number;
  period: ReportPeriod;
  year: number;
  status: ReportStatus;
  reportVersion: number;
  figures: unknown;
  totals: FigureTotal[];
  corrections: Correction[];
  paramVersion: string;
  fingerprint: string;
  /** Stable reference of the record (GISIS `Record@ReferenceCode`): the same across corrections. */
  referenceCode: string;
  /** Evidence attached to the report (docs/reports-dcs-cmsa.md §8), when the export lists it. */
  attachments?: ReportAttachmentDto[];
  /** Parts B and C of an EU MRV report (docs/reports-eu.md §3.1), user-entered on the draft. */
  euParts?: EuPartsDto;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export type ReportExport = (report: StoredReport, lang: Lang) => Promise<ExportFile>;

/**
 * One regime's figures (docs/reports.md §Generators). The lifecycle, storage and API are the same
 * for every regime; a generator only proposes periods, computes figures from the ledger and writes
 * the regime's files. It must be deterministic: the same ledger rows give the same figures and the
 * same fingerprint.
 */
export interface ReportGenerator {
  regime: Regime;
  /** Candidate periods of one ship-year, before the registry marks the generated ones. */
  candidates(db: Db, shipId: number, year: number): Promise<CandidatePeriod[]>;
  generate(db: Db, shipId: number, period: ReportPeriod): Promise<GeneratedReport>;
  /** Cheap: a hash of the payload hashes of the ledger rows in the period (stale detection). */
  fingerprint(db: Db, shipId: number, period: ReportPeriod): Promise<string>;
  /** Export formats by name, e.g. 'xlsx-standard', 'xlsx-bdn', 'xml', 'xml-liberia'. */
  exports: Record<string, ReportExport>;
}
