/**
 * The carried findings chart's generated paths: shortest paths to every state and state-changing
 * edge, and journeys through the comment's validation and a close the server refuses. Shared by
 * its model test and QA's path report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { carriedFindingsMachine } from '../../../src/machines/verification/carriedFindingsMachine';
import { coveringPaths, edgePaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';
import {
  CARRIED,
  CARRIED_NC_CLOSED,
  CLOSE_COMMENT,
  NON_CONFORMITY,
} from '../../support/verification/carriedFixtures';

export const INPUT = { reportId: 7, role: 'verifier' as const, status: 'submitted' as const };

export const CARRYING = {
  loaded: { type: 'xstate.done.actor.load', output: CARRIED },
  loadLost: { type: 'xstate.error.actor.load', error: new ApiError(503, 'db.unavailable', 'down') },
  retry: { type: 'carried.retry' },
  open: { type: 'close.open', findingId: NON_CONFORMITY.id },
  comment: { type: 'comment.change', value: CLOSE_COMMENT },
  blank: { type: 'comment.change', value: '   ' },
  save: { type: 'close.save' },
  cancel: { type: 'close.cancel' },
  closed: { type: 'xstate.done.actor.close', output: CARRIED_NC_CLOSED },
  closeRefused: {
    type: 'xstate.error.actor.close',
    error: new ApiError(409, 'verification.finding_closed', 'The finding is closed already.'),
  },
};

export const events = eventsFrom(Object.values(CARRYING));

/** The state, the findings' states, whether a comment is typed, the problem and the error. */
export const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof carriedFindingsMachine.getInitialSnapshot>['context'];
  return JSON.stringify([
    s.value,
    c.findings?.map((f) => f.state) ?? null,
    c.close ? c.close.comment.trim() !== '' : null,
    c.problem,
    c.errorCode,
  ]);
};
export const options = { input: INPUT, events, serializeState };

export const JOURNEYS: EventObject[][] = [
  // A blank comment is refused by the form; with one, the close is sent and the list comes back.
  [
    CARRYING.loaded,
    CARRYING.open,
    CARRYING.blank,
    CARRYING.save,
    CARRYING.comment,
    CARRYING.save,
    CARRYING.closed,
  ],
  // The server refuses (closed meanwhile): the dialog keeps its words; cancel leaves the list.
  [CARRYING.loaded, CARRYING.open, CARRYING.comment, CARRYING.save, CARRYING.closeRefused, CARRYING.cancel],
  // A lost read offers a retry.
  [CARRYING.loadLost, CARRYING.retry, CARRYING.loaded],
];

export const paths = coveringPaths(options, [
  ...shortestPaths(carriedFindingsMachine, options),
  ...edgePaths(carriedFindingsMachine, options),
  ...journeyPaths(carriedFindingsMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const carriedFindingsModelPaths = async () => ({
  machine: carriedFindingsMachine,
  ...options,
  paths,
});
