import type { FuelAmount } from '../registry/fuels';
import type { ReportStatus } from '../reports/types';
import type { CiiAdjustKind, CiiAdjustType } from './adjustments';
import type { AdjustmentProposal } from './proposals';
import type { CiiRating } from './rating';

/** Answers of the CII adjustment API (docs/cii-adjustments.md §5), shared by server and client. */

export interface CiiEvidenceDto {
  name: string;
  mime: string;
  size: number;
}

export interface CiiAdjustmentDto {
  id: number;
  shipId: number;
  kind: CiiAdjustKind;
  type: CiiAdjustType;
  begin: string;
  end: string;
  voyageNo: string | null;
  episodeRef: string | null;
  distanceNm: number;
  fuels: FuelAmount[];
  iceClass: string | null;
  factor: number | null;
  remark: string;
  /** The report lifecycle's top-level state. */
  status: ReportStatus;
  version: number;
  evidence: CiiEvidenceDto | null;
  createdBy: number | null;
  updatedAt: string;
  /** Lifecycle events the chart admits from this state for the caller (role and buttons). */
  allowedEvents: string[];
  /** Whether the caller may change the content and evidence now (a draft, and the right). */
  editable: boolean;
}

export interface CiiProposalsDto {
  period: { start: string; end: string };
  iceClass: string | null;
  proposals: AdjustmentProposal[];
}

/** The figures of one rating, or the domain error that stopped it. */
export type CiiRatingFigures =
  | { ok: true; attained: number; required: number; ratio: number; rating: CiiRating; co2Tonnes: number }
  | { ok: false; error: string };

export interface CiiPeriodComparisonDto {
  period: { start: string; end: string };
  /** The period's uncorrected input from the ledger. */
  distanceNm: number;
  fuels: FuelAmount[];
  without: CiiRatingFigures;
  /** Each confirmed record alone. */
  each: Array<{ id: number; type: CiiAdjustType; figures: CiiRatingFigures }>;
  /** All confirmed records together; null when there is none. */
  all: CiiRatingFigures | null;
  /** Why the period has no rating (missing capacity, no distance, …); the rest is empty then. */
  unavailable?: string;
}

export interface CiiHistoryDto {
  id: number;
  from: string;
  event: string;
  to: string;
  actorUsername: string | null;
  role: string;
  at: string;
  comment: string | null;
}
