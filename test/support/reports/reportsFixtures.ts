/** Named payloads for the report machines' graph models (the traversal cannot invent them). */
import type { CandidatePeriod, ReportDto } from '../../../src/domain/reports/types';
import { ApiError } from '../../../src/domain/apiError';

export const TOTALS: ReportDto['totals'] = [
  { key: 'reports.dcs.fuel.HFO', value: 100, unit: 't', sources: { legIds: [1, 2], recordRefCodes: ['R1'] } },
  { key: 'reports.dcs.distance', value: 2000, unit: 'nm', sources: { legIds: [1], recordRefCodes: [] } },
];

export const draftReport = (over: Partial<ReportDto> = {}): ReportDto => ({
  id: 7,
  regime: 'imoDcs',
  shipId: 3,
  shipName: 'Demo Star',
  imo: '9000001',
  period: { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
  year: 2025,
  status: 'draft',
  substate: null,
  reportVersion: 1,
  version: 1,
  figures: {},
  totals: TOTALS,
  corrections: [],
  paramVersion: 'P1',
  fingerprint: 'abcdef0123456789',
  stale: false,
  diff: null,
  supersedes: null,
  supersededBy: null,
  deadline: '2026-03-31T00:00:00.000Z',
  deadlineState: 'onTime',
  submittedAt: null,
  daysLate: null,
  allowedEvents: ['lock', 'cancel'],
  nextAction: 'lock',
  returned: null,
  flag: 'PA',
  companyName: 'Demo Shipping',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...over,
});

export const STALE = draftReport({
  stale: true,
  // The server offers a stale draft `regenerate`; `lock` stays here so the page's paths can walk
  // the lock dialog from the one report they load (a real stale draft is not offered `lock`).
  allowedEvents: ['lock', 'cancel', 'regenerate'],
  substate: 'stale',
  diff: [{ key: 'reports.dcs.fuel.HFO', old: 100, new: 110 }],
});
export const LOCKED = draftReport({ status: 'locked', version: 2, allowedEvents: ['unlock', 'submit'] });
export const SUBMITTED = draftReport({
  status: 'submitted',
  version: 3,
  allowedEvents: ['return', 'confirm'],
});

export const CANDIDATES: CandidatePeriod[] = [
  {
    start: '2025-01-01T00:00:00.000Z',
    end: '2025-06-01T00:00:00.000Z',
    year: 2025,
    status: 'generatable',
    reasons: [],
    splitBy: ['yearStart', 'flag'],
    flag: 'PA',
  },
  {
    start: '2025-06-01T00:00:00.000Z',
    end: '2026-01-01T00:00:00.000Z',
    year: 2025,
    status: 'blocked',
    reasons: [{ code: 'report.missing_snapshot', params: { bound: 'end', at: '2026-01-01T00:00:00.000Z' } }],
    splitBy: ['flag', 'yearEnd'],
    flag: 'LR',
  },
];

export const refused = (id: string, code = 'illegal_transition') => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError(409, code, 'Refused.'),
});

/** The open period with voyages still unlocked: generated it may be, locked it cannot be yet. */
export const WITH_UNLOCKED: CandidatePeriod[] = [
  {
    ...CANDIDATES[0]!,
    blockers: [{ code: 'report.voyages_unlocked', params: { voyages: 'V-11, V-12', count: 2 } }],
    unlockedVoyages: [
      { id: 11, voyageNo: 'V-11' },
      { id: 12, voyageNo: 'V-12' },
    ],
  },
  CANDIDATES[1]!,
];

/** The bulk lock's answer for WITH_UNLOCKED (what `POST /api/ledger/voyages/lock-bulk` returns). */
export const LOCKED_ALL = { locked: [11, 12], alreadyLocked: [] };
