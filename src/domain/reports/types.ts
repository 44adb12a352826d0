/**
 * Report lifecycle types shared by client, server and the report generators
 * (contract in docs/reports.md). Periods are ISO-8601 UTC instants with an exclusive end, the same
 * convention as the ledger's periods.
 */

/** Every regime the lifecycle knows. */
export const REGIMES = ['imoDcs', 'chinaMsa', 'euMrv', 'euEts', 'fuelEu', 'ukMrv'] as const;
export type Regime = (typeof REGIMES)[number];

/** The function-tree page of each regime's report list (`mrv:<page>:<button>` permissions). */
export const REGIME_PAGE: Record<Regime, string> = {
  imoDcs: 'mrv:dcs',
  chinaMsa: 'mrv:cmsa',
  euMrv: 'mrv:eu',
  euEts: 'mrv:eu',
  fuelEu: 'mrv:fueleu',
  ukMrv: 'mrv:uk',
};

export interface ReportPeriod {
  /** Inclusive start, ISO-8601 UTC. */
  start: string;
  /** Exclusive end, ISO-8601 UTC. */
  end: string;
}

/** Why a candidate period cannot be generated (or what it was split by): an i18n code with params. */
export interface ReportReason {
  code: string;
  params?: Record<string, string | number>;
}

export type CandidateStatus = 'generatable' | 'blocked' | 'generated';

/** `monthStart`/`monthEnd`: a CMSA monthly period's calendar-month bound (docs/regulatory-sources.md §8). */
export type SplitCause = 'yearStart' | 'yearEnd' | 'monthStart' | 'monthEnd' | 'flag' | 'company';

export interface CandidatePeriod extends ReportPeriod {
  year: number;
  status: CandidateStatus;
  reasons: ReportReason[];
  /** What opened and closed the period (year bounds, a flag change, a company change). */
  splitBy: SplitCause[];
  flag?: string;
  companyId?: number;
  companyName?: string;
  /** Set when a (not superseded, not cancelled) report already exists for this period. */
  reportId?: number;
  /** What Lock would refuse for (domain/reports/blockers.ts); the server always sets it, empty when nothing stands in its way. */
  blockers?: ReportReason[];
  /** The period's voyages that are not locked: what "lock all" locks. */
  unlockedVoyages?: Array<{ id: number; voyageNo: string }>;
}

/** Where a total came from: the drill-down ("why this number") reads these. */
export interface FigureSources {
  legIds: number[];
  recordRefCodes: string[];
}

export interface FigureTotal {
  /** i18n key of the report line. */
  key: string;
  /** `null` = not collected by the ledger. */
  value: number | null;
  unit: string;
  sources: FigureSources;
}

export interface GeneratedReport {
  /** Regime-specific JSON, typed by its generator. */
  figures: unknown;
  totals: FigureTotal[];
  /** The parameter-set version the figures were computed with (registry PARAMETER_SET). */
  paramVersion: string;
  /** Hash of the ledger rows the figures used; a different one later means the draft is stale. */
  fingerprint: string;
}

/** A manual correction of one total: total = value + correction; a reason is required. */
export interface Correction {
  key: string;
  value: number | null;
  correction: number;
  reason: string;
}

/** The lifecycle states a user sees (the stored `status` column). */
export const REPORT_STATUSES = [
  'draft',
  'locked',
  'submitted',
  'verified',
  'confirmed',
  'accepted',
  'superseded',
  'cancelled',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * States in which a report's figures are final for the ledger: no ledger write may touch its period
 * until an unlock, a return or the authority's request for amendment brings it back to a draft (an
 * accepted one only by a correction).
 */
export const CLOSED_STATUSES = [
  'locked',
  'submitted',
  'verified',
  'confirmed',
  'accepted',
] as const satisfies readonly ReportStatus[];

/** Events a user may send to a stored report (`generate` creates one, through `POST /api/reports`). */
export const REPORT_EVENTS = [
  'regenerate',
  'saveCorrections',
  'lock',
  'unlock',
  'submit',
  'recall',
  'return',
  'verify',
  'confirm',
  'accept',
  'requestAmendment',
  'correct',
  'cancel',
] as const;
export type ReportEventType = (typeof REPORT_EVENTS)[number];

/** Events that must carry a comment (kept in the state history). */
export const COMMENT_REQUIRED: readonly ReportEventType[] = [
  'unlock',
  'return',
  'requestAmendment',
  'correct',
];

/** Where a report stands to its deadline; `late` is a report first submitted after it. */
export type DeadlineState = 'onTime' | 'dueSoon' | 'overdue' | 'met' | 'late';

export interface FigureDiffRow {
  key: string;
  old: number | null;
  new: number | null;
}
export type FigureDiff = FigureDiffRow[];

export interface ReportDto {
  id: number;
  regime: Regime;
  shipId: number;
  shipName: string;
  imo: string | null;
  period: ReportPeriod;
  year: number;
  status: ReportStatus;
  /** Lifecycle substate: `stale` when the ledger changed under a draft, `inVerification` while submitted. */
  substate: string | null;
  /** Version number of the report (1, 2, … per correction after submission). */
  reportVersion: number;
  /** Optimistic-lock version: send it back with every event. */
  version: number;
  figures: unknown;
  totals: FigureTotal[];
  corrections: Correction[];
  paramVersion: string;
  fingerprint: string;
  stale: boolean;
  /** Old → new totals when stale (draft only). */
  diff: FigureDiff | null;
  supersedes: number | null;
  supersededBy: number | null;
  deadline: string;
  deadlineState: DeadlineState;
  /** When the report (or the version it corrects) was first submitted; null before that. */
  submittedAt: string | null;
  /** Whole days the first submission came after the deadline (0 when on time), null before it. */
  daysLate: number | null;
  /** Events this user may send now (the chart's answer for the user's role). */
  allowedEvents: ReportEventType[];
  /** The one action offered to this user next (none when the user has nothing to do). */
  nextAction: NextAction | null;
  /** The verifier's return while the report is a draft it sent back; null otherwise. */
  returned: ReportReturn | null;
  flag: string | null;
  companyName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReportListItem {
  id: number;
  regime: Regime;
  shipId: number;
  shipName: string;
  imo: string | null;
  period: ReportPeriod;
  year: number;
  status: ReportStatus;
  substate: string | null;
  reportVersion: number;
  version: number;
  deadline: string;
  deadlineState: DeadlineState;
  /** When the report (or the version it corrects) was first submitted; null before that. */
  submittedAt: string | null;
  /** Whole days the first submission came after the deadline (0 when on time), null before it. */
  daysLate: number | null;
  /** The verifier's return while the report is a draft it sent back; null otherwise. */
  returned: ReportReturn | null;
  updatedAt: string;
}

export interface ReportHistoryRow {
  id: number;
  /** The report version the row belongs to (the history spans every version of a correction chain). */
  reportId?: number;
  from: string;
  event: string;
  to: string;
  actorId: number | null;
  actorName: string | null;
  role: string;
  at: string;
  comment: string | null;
}

/**
 * What the user should do next with a report, as an i18n code (domain/reports/nextAction.ts);
 * `verify` is the verifier's verdict, which opens the report to be read first.
 */
export type NextAction = 'generate' | 'regenerate' | 'lock' | 'submit' | 'verify';

/** Next thing to do on a hub row, for the reading user (domain/reports/nextAction.ts); null: nothing. */
export type HubNextAction = NextAction | null;

/**
 * The verifier's return of a draft (or the authority's request for amendment): its reason (the return transition's comment in the history)
 * and when it came. Set while the report is a draft brought back by a return, so the company reads
 * why on the header, in lists and on the dashboard, not only in the history.
 */
export interface ReportReturn {
  comment: string | null;
  at: string;
  /** Who sent it back: the verifier's return, or the authority's request for amendment. */
  by?: 'verifier' | 'authority';
}

/** One row of the emission report hub: ship × year × regime. */
export interface HubRow {
  shipId: number;
  shipName: string;
  imo: string | null;
  year: number;
  regime: Regime;
  reportId: number | null;
  status: ReportStatus | 'none';
  deadline: string;
  deadlineState: DeadlineState;
  /** When the report (or the version it corrects) was first submitted; null before that. */
  submittedAt: string | null;
  /** Whole days the first submission came after the deadline (0 when on time), null before it. */
  daysLate: number | null;
  nextAction: HubNextAction;
  /** The verifier's return while the row's report is a draft it sent back; null otherwise. */
  returned: ReportReturn | null;
}

/** One row of the drill-down behind a total. */
export interface SourceLeg {
  legId: number;
  voyageId: number;
  voyageNo: string | null;
  from: string | null;
  /** The ports' dictionary names (null for a code the dictionary lacks). */
  fromNameEn?: string | null;
  fromNameZh?: string | null;
  to: string | null;
  toNameEn?: string | null;
  toNameZh?: string | null;
  start: string | null;
  end: string | null;
}
export interface SourceRecord {
  refCode: string;
  voyageId: number;
  kind: string;
  at: string | null;
}
export interface ReportSources {
  key: string;
  total: FigureTotal | null;
  legs: SourceLeg[];
  records: SourceRecord[];
}

export type JobStatus = 'running' | 'done' | 'failed';
export interface ReportJobDto {
  id: number;
  kind: string;
  regime: Regime;
  year: number;
  status: JobStatus;
  total: number;
  /** Ships finished, failed ones included. */
  done: number;
  failed: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Each failed ship with the reason of its last try (the screen offers Retry). */
  failures: ReportJobFailure[];
}

export interface ReportJobFailure {
  shipId: number;
  shipName: string;
  error: string;
  attempts: number;
}
