/** The public certificate check's generated paths, shared by its model test and QA's report. */
import type { EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { certificateCheckMachine } from '../../../src/machines/portal/certificateCheckMachine';
import { coveringPaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';

export const SERIAL = 'SOC-2025-000042-9F3A61C0';
const ANSWER = {
  state: 'valid',
  ship: { name: 'Ever Bright', imo: '9876543' },
  period: { start: '2025-01-01', end: '2025-12-31' },
  regime: 'imoDcs',
};
export const CHECK = {
  typeSerial: { type: 'serial.change', value: SERIAL.toLowerCase() },
  typeJunk: { type: 'serial.change', value: 'hello' },
  clear: { type: 'serial.change', value: '' },
  check: { type: 'check' },
  valid: { type: 'xstate.done.actor.check', output: ANSWER },
  superseded: { type: 'xstate.done.actor.check', output: { ...ANSWER, state: 'superseded' } },
  unknown: { type: 'xstate.done.actor.check', output: { state: 'unknown' } },
  failed: { type: 'xstate.error.actor.check', error: new ApiError(429, 'rate_limited', 'Too many') },
};
export const events = eventsFrom(Object.values(CHECK));
export const options = { events };

// Check an empty and a malformed serial, a valid one, a failure retried, a new serial after an answer.
export const JOURNEYS: EventObject[][] = [
  [CHECK.check, CHECK.typeJunk, CHECK.check, CHECK.typeSerial, CHECK.check, CHECK.valid],
  [CHECK.typeSerial, CHECK.check, CHECK.failed, CHECK.check, CHECK.superseded, CHECK.clear, CHECK.check],
  [CHECK.typeSerial, CHECK.check, CHECK.unknown, CHECK.check, CHECK.valid, CHECK.typeJunk],
  [CHECK.typeSerial, CHECK.check, CHECK.failed, CHECK.typeJunk, CHECK.check],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(certificateCheckMachine, options),
  ...journeyPaths(certificateCheckMachine, JOURNEYS, undefined),
]);

export const certificateCheckModelPaths = async () => ({
  machine: certificateCheckMachine,
  ...options,
  paths,
});
