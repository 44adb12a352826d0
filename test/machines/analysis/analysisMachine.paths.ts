/** The analysis screen machine's generated paths, shared by its model test and `npm run test:paths`. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { analysisMachine } from '../../../src/machines/analysis/analysisMachine';
import { ApiError } from '../../../src/domain/apiError';
import { edgePaths, eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

const QUERY = { shipId: '7', fromYear: '2025', toYear: '2025', bucket: 'month', window: '1' };
export const TREND = {
  bucket: 'month',
  window: 1,
  parameterSet: 'p',
  points: [{ bucket: '2025-01', legs: 1, indicators: null }],
};
export const ANALYSIS = {
  run: { type: 'query.run', query: QUERY, complete: true },
  runIncomplete: { type: 'query.run', query: { ...QUERY, shipId: '' }, complete: false },
  reset: { type: 'query.reset' },
  data: { type: 'tab.select', tab: 'data' },
  chart: { type: 'tab.select', tab: 'chart' },
  export: { type: 'data.export', fileName: 'Trend', table: [['Period'], ['2025-01']] },
  loaded: { type: 'xstate.done.actor.runQuery', output: TREND },
  failed: { type: 'xstate.error.actor.runQuery', error: new ApiError(0, 'network', 'Failed to fetch') },
  exported: { type: 'xstate.done.actor.exportData', output: 1 },
  exportFailed: { type: 'xstate.error.actor.exportData', error: new ApiError(500, 'internal', 'x') },
};
const declared = eventsFrom(Object.values(ANALYSIS));
/**
 * The events the screen offers in a state: the Chart / Data tabs and the export show with a result
 * only (ready, exporting), so no user selects a tab or exports before a load or after a failure.
 */
export const events = (s: AnyMachineSnapshot) =>
  declared(s).filter(
    (e: EventObject) => e.type !== 'tab.select' || s.matches('ready') || s.matches('exporting'),
  );
/** State and tab: the tab is what the screen shows in ready. */
export const stateKey = (s: AnyMachineSnapshot) => [s.value, s.context.tab];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { events, serializeState, stateKey };

export const JOURNEYS: EventObject[][] = [
  [ANALYSIS.run, ANALYSIS.loaded, ANALYSIS.data, ANALYSIS.export, ANALYSIS.exported, ANALYSIS.chart],
  [
    ANALYSIS.run,
    ANALYSIS.failed,
    ANALYSIS.run,
    ANALYSIS.loaded,
    ANALYSIS.export,
    ANALYSIS.exportFailed,
    ANALYSIS.reset,
  ],
  [ANALYSIS.runIncomplete, ANALYSIS.run, ANALYSIS.loaded, ANALYSIS.runIncomplete],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(analysisMachine, options),
  // The tab is kept in context across states: one path per edge covers state × tab × event.
  ...edgePaths(analysisMachine, options),
  ...journeyPaths(analysisMachine, JOURNEYS, undefined, { serializeState }),
]);

export const analysisModelPaths = async () => ({ machine: analysisMachine, ...options, paths });
