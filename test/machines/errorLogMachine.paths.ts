/** The error log's generated paths, shared by its model test and QA's `npm run test:paths` report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { errorLogMachine } from '../../src/machines/errorLogMachine';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../support/graph';

export const ERROR_LOG = {
  pageError: {
    type: 'errorLog.add',
    message: 'x is undefined',
    info: 'ShipList.tsx:12',
    url: 'http://localhost/ship/list',
    stack: 'TypeError: x is undefined',
  },
};
export const events = eventsFrom(Object.values(ERROR_LOG));
/** The dialog's state and whether it has entries: the list grows without bound otherwise. */
export const stateKey = (s: AnyMachineSnapshot) => [s.value, s.context.entries.length > 0];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { events, serializeState, stateKey };

const open = { type: 'errorLog.open' };
export const JOURNEYS: EventObject[][] = [
  [ERROR_LOG.pageError, open, { type: 'errorLog.close' }, open, { type: 'errorLog.clear' }],
  [ERROR_LOG.pageError, open, ERROR_LOG.pageError, { type: 'errorLog.close' }],
  // Opened while empty (the header offers no button then, something else may send it).
  [open, ERROR_LOG.pageError, { type: 'errorLog.close' }],
  [open, { type: 'errorLog.close' }],
  [open, { type: 'errorLog.clear' }],
  // The /cssLog page clears the log while the dialog is closed.
  [ERROR_LOG.pageError, { type: 'errorLog.clear' }],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(errorLogMachine, { events, serializeState }),
  ...journeyPaths(errorLogMachine, JOURNEYS, undefined, { serializeState }),
]);

export const errorLogModelPaths = async () => ({ machine: errorLogMachine, ...options, paths });
