import type { MaterialityLevel } from '../registry/materiality';
import type { Regime, ReportStatus } from '../reports/types';
import type { CertificateKind } from './certificate';
import type { Answer, Finding } from './findings';
import type { Materiality } from './materiality';
import type { Sample } from './sample';
import type { Outcome, OutcomeRule } from './outcomes';

/** What `GET /api/reports/:id/verification` answers (docs/verification.md §5), as JSON. */

export interface OpinionDto {
  id: number;
  opinionVersion: number;
  outcome: Outcome;
  statement: string | null;
  materiality: Materiality;
  verifierName: string | null;
  at: string;
  /** Set when a change by the company reset the opinion (`recall`, `correct`). */
  resetAt: string | null;
  resetBy: string | null;
  /** Entered with the opinion (absent in rows older than the certificates). */
  team?: string | null;
  siteVisit?: string | null;
}

/** A certificate of the report (docs/verification.md §7), newest first. */
export interface CertificateDto {
  serial: string;
  kind: CertificateKind;
  figuresHash: string;
  issuedAt: string;
  supersededAt: string | null;
  state: 'valid' | 'superseded';
}

export type FindingDto = Finding & { version: number; createdAt: string; updatedAt: string };

export interface VerificationDto {
  reportId: number;
  regime: Regime;
  status: ReportStatus;
  opinion: Outcome | null;
  outcomeRule: OutcomeRule;
  level: MaterialityLevel;
  materiality: Materiality;
  opinions: OpinionDto[];
  findings: FindingDto[];
  certificates: CertificateDto[];
}

export interface FindingEventDto {
  /** `close`: the verifier closed it on the ship's next report (docs/verification.md §9). */
  event: 'recorded' | 'accepted' | 'disputed' | 'close';
  role: string;
  actorName: string | null;
  comment: string | null;
  after: { state?: string; corrected?: boolean; closedInReportId?: number };
  at: string;
}

export interface AnswerInput {
  answer: Answer;
  reason?: string;
  corrected: boolean;
  version: number;
}

export interface SampleCheckDto {
  ref: string;
  note: string | null;
  attachmentId: number | null;
  checkedBy: string | null;
  at: string;
}

/** `GET …/verification/sample`: the drawn sample (domain/verification/sample.ts) with its checks. */
export type SampleDto = Sample & { checks: SampleCheckDto[] };

/**
 * `GET …/verification/carried`: a non-conformity or improvement of the previous period's report
 * (domain/verification/carryOver.ts), with that report's period and the finding's history.
 */
export type CarriedFindingDto = FindingDto & {
  reportId: number;
  closedInReportId: number | null;
  origin: {
    reportId: number;
    year: number;
    periodStart: string;
    periodEnd: string;
    reportVersion: number;
    status: ReportStatus;
  };
  history: FindingEventDto[];
};

/**
 * One report waiting for the authority's review (`GET /api/verification/authority-queue`): a
 * confirmed report of a ship under the authority, with the standing opinion and when the verifier
 * confirmed it. The queue lists the oldest confirmation first.
 */
export interface AuthorityQueueItem {
  reportId: number;
  regime: Regime;
  shipId: number;
  /** The ship's names; the panel shows the one of the UI language (the other when it has none). */
  shipNameEn: string;
  shipNameZh: string | null;
  imo: string | null;
  year: number;
  period: { start: string; end: string };
  reportVersion: number;
  /** The verifier's standing opinion (null for a report confirmed before opinions were stored). */
  opinion: Outcome | null;
  confirmedAt: string;
}
