/**
 * The sample chart's generated paths: shortest paths to every state and state-changing edge, and
 * journeys through the draw's validation and a check refused by the server. Shared by its model
 * test and QA's path report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import {
  drawProblem,
  verificationSampleMachine,
} from '../../../src/machines/verification/verificationSampleMachine';
import { coveringPaths, edgePaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';
import { SAMPLE, SAMPLE_R1_CHECKED } from '../../support/verification/verificationFixtures';

export const INPUT = { reportId: 7, role: 'verifier' as const };

export const SAMPLING = {
  badSize: { type: 'size.change', value: '500' },
  size: { type: 'size.change', value: '3' },
  seed: { type: 'seed.change', value: 'DCS-2025-7' },
  draw: { type: 'sample.draw' },
  drawn: { type: 'xstate.done.actor.draw', output: SAMPLE },
  drawLost: { type: 'xstate.error.actor.draw', error: new ApiError(503, 'db.unavailable', 'down') },
  open: { type: 'check.open', ref: 'R1' },
  note: { type: 'note.change', value: 'Log and BDN agree' },
  save: { type: 'check.save' },
  cancel: { type: 'check.cancel' },
  checked: { type: 'xstate.done.actor.check', output: SAMPLE_R1_CHECKED },
  checkRefused: {
    type: 'xstate.error.actor.check',
    error: new ApiError(400, 'verification.not_in_sample', 'R1 is not in the sample for this seed and size.'),
  },
};

export const events = eventsFrom(Object.values(SAMPLING));

/** The state, what the draw's fields lack, whether a sample and a note are there, problem, error. */
export const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ReturnType<typeof verificationSampleMachine.getInitialSnapshot>['context'];
  return JSON.stringify([
    s.value,
    drawProblem(c),
    c.sample?.checks.length ?? null,
    c.check ? c.check.note !== '' : null,
    c.problem,
    c.errorCode,
  ]);
};
export const options = { input: INPUT, events, serializeState };

export const JOURNEYS: EventObject[][] = [
  // A size out of bounds is refused by the form; the report's own seed draws; a check is saved.
  [
    SAMPLING.badSize,
    SAMPLING.draw,
    SAMPLING.size,
    SAMPLING.draw,
    SAMPLING.drawn,
    SAMPLING.open,
    SAMPLING.save,
    SAMPLING.note,
    SAMPLING.save,
    SAMPLING.checked,
  ],
  // The server refuses a record outside the sample: the dialog stays with its words.
  [
    SAMPLING.seed,
    SAMPLING.draw,
    SAMPLING.drawn,
    SAMPLING.open,
    SAMPLING.note,
    SAMPLING.save,
    SAMPLING.checkRefused,
  ],
];

export const paths = coveringPaths(options, [
  ...shortestPaths(verificationSampleMachine, options),
  ...edgePaths(verificationSampleMachine, options),
  ...journeyPaths(verificationSampleMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const verificationSampleModelPaths = async () => ({
  machine: verificationSampleMachine,
  ...options,
  paths,
});
