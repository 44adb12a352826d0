/** The port picker's generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PORT_SEARCH_DELAY, portPickerMachine } from '../../../src/machines/fleet/portPickerMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const INPUT = { resolve: null };
export const PORTS = [
  { code: 'CNSHA', enName: 'Shanghai', cnName: '上海', countryEn: 'China', countryCn: '中国' },
  { code: 'CNNGB', enName: 'Ningbo', cnName: '宁波', countryEn: 'China', countryCn: '中国' },
];
// Both lookups run the search service: `resolve` for a stored code, `search` for typed text.
const found = (id: string) => ({ type: `xstate.done.actor.${id}`, output: PORTS });
const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError(0, 'network', 'Failed to fetch'),
});
export const PORT_PICKER = {
  typeSha: { type: 'type', text: 'sha' },
  down: { type: 'move', by: 1 },
  up: { type: 'move', by: -1 },
  loadStored: { type: 'resolve', code: 'CNSHA' },
  storedFound: found('resolve'),
  storedFailed: failed('resolve'),
  matchesFound: found('search'),
  searchFailed: failed('search'),
  pause: { type: `xstate.after.${PORT_SEARCH_DELAY}.portPicker.waiting` },
};
export const events = eventsFrom(Object.values(PORT_PICKER));
/** What the box and the list show: state, suggestions, highlight, failure, typed text, a known name. */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.results.length,
    s.context.active,
    s.context.failed,
    s.context.text !== null,
    Object.keys(s.context.known).length > 0,
  ]);
export const options = { input: INPUT, events, serializeState };

const P = PORT_PICKER;
const close = { type: 'close' };
export const JOURNEYS: EventObject[][] = [
  [P.typeSha, P.pause, P.matchesFound, P.down, P.down, P.down, P.up, close],
  [P.typeSha, P.pause, P.searchFailed, P.typeSha, close],
  [P.typeSha, P.pause, close],
  [P.typeSha, P.pause, P.typeSha],
  [P.loadStored, P.typeSha],
  [P.loadStored, P.storedFailed, P.typeSha],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(portPickerMachine, options),
  ...journeyPaths(portPickerMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const portPickerModelPaths = async () => ({ machine: portPickerMachine, ...options, paths });
