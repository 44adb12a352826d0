/** Findings carried from the previous period (docs/verification.md §9) for the model and view tests. */
import type { CarriedFindingDto } from '../../../src/domain/verification/dto';

const ORIGIN = {
  reportId: 3,
  year: 2025,
  periodStart: '2025-01-01T00:00:00.000Z',
  periodEnd: '2026-01-01T00:00:00.000Z',
  reportVersion: 2,
  status: 'confirmed' as const,
};
const RECORDED = {
  event: 'recorded' as const,
  role: 'class_society',
  actorName: 'Verifier Li',
  comment: null,
  after: { state: 'open' },
  at: '2026-02-01T08:00:00.000Z',
};

/** An accepted non-conformity and an open improvement of the 2025 report. */
export const NON_CONFORMITY: CarriedFindingDto = {
  id: 11,
  reportId: 3,
  kind: 'nonConformity',
  description: 'BDNs not kept aboard for three years',
  figureKey: null,
  amount: null,
  unit: null,
  rule: 'MARPOL VI 18.6',
  refs: [],
  corrected: false,
  state: 'accepted',
  answerReason: null,
  closedInReportId: null,
  version: 2,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-02-02T08:00:00.000Z',
  origin: ORIGIN,
  history: [
    RECORDED,
    {
      event: 'accepted',
      role: 'ship_manager',
      actorName: 'Manager Wang',
      comment: null,
      after: { state: 'accepted', corrected: false },
      at: '2026-02-02T08:00:00.000Z',
    },
  ],
};

export const IMPROVEMENT: CarriedFindingDto = {
  ...NON_CONFORMITY,
  id: 12,
  kind: 'improvement',
  description: 'Reconcile ROB at every port call',
  rule: null,
  state: 'open',
  version: 1,
  history: [RECORDED],
};

export const CARRIED = [NON_CONFORMITY, IMPROVEMENT];

/** The list after the verifier closed the non-conformity on report 7. */
export const CLOSE_COMMENT = 'Procedure 4.2 revised; BDN archive seen aboard';
export const CARRIED_NC_CLOSED: CarriedFindingDto[] = [
  {
    ...NON_CONFORMITY,
    state: 'closed',
    closedInReportId: 7,
    version: 3,
    history: [
      ...NON_CONFORMITY.history,
      {
        event: 'close',
        role: 'class_society',
        actorName: 'Verifier Li',
        comment: CLOSE_COMMENT,
        after: { state: 'closed', closedInReportId: 7 },
        at: '2026-03-01T08:00:00.000Z',
      },
    ],
  },
  IMPROVEMENT,
];
