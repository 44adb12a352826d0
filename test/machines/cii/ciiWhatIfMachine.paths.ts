/** The CII what-if machine's generated paths, shared by its model test and `npm run test:paths`. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { ciiWhatIfMachine, WHAT_IF_DELAY } from '../../../src/machines/cii/ciiWhatIfMachine';
import { edgePaths, eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const INPUT = { year: 2025 };
const PERIOD = { distanceNm: 1200, fuels: [{ fuel: 'HFO', tonnes: 40 }], cii: null };
export const FORECAST = {
  ship: { id: 7, name: 'Ship', shipType: 'bulk_carrier' },
  forecast: {
    year: 2025,
    dataEnd: null,
    remainderDays: 200,
    profile: null,
    ytd: PERIOD,
    remainder: {},
    projected: PERIOD,
  },
};
const figures = (costEur: number) => ({
  fuelTonnes: 40,
  cii: {
    ok: true,
    value: { distanceNm: 1200, co2Tonnes: 120, attained: 4.2, required: 4.5, ratio: 0.93, rating: 'B' },
  },
  ets: { ok: true, value: { etsCo2e: 100, phaseIn: 0.7, surrender: 70, costEur } },
  fuelEu: { ok: false, code: 'no_energy_in_scope' },
});
export const RESULT = { ship: FORECAST.ship, base: figures(4900), projected: figures(4410) };
export const WHAT_IF = {
  pick: { type: 'ship.select', shipId: 7, year: 2025 },
  clear: { type: 'ship.select', shipId: null, year: 2025 },
  slow: { type: 'scenario.change', patch: { speedReductionPct: 10 } },
  retry: { type: 'retry' },
  loaded: { type: 'xstate.done.actor.loadForecast', output: FORECAST },
  loadFailed: {
    type: 'xstate.error.actor.loadForecast',
    error: new ApiError(0, 'network', 'Failed to fetch'),
  },
  computed: { type: 'xstate.done.actor.runWhatIf', output: RESULT },
  computeFailed: { type: 'xstate.error.actor.runWhatIf', error: new ApiError(500, 'internal', 'x') },
  rest: { type: `xstate.after.${WHAT_IF_DELAY}.ciiWhatIf.ready.waiting` },
};
export const events = eventsFrom(Object.values(WHAT_IF));
/** What the panel shows: the state, whether a forecast and a result are held, the speed slider. */
export const stateKey = (s: AnyMachineSnapshot) => [
  s.value,
  s.context.forecast !== null,
  s.context.result !== null,
  s.context.scenario.speedReductionPct,
];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { input: INPUT, events, serializeState, stateKey };

const W = WHAT_IF;
export const JOURNEYS: EventObject[][] = [
  // A drag: two changes inside the wait send one request.
  [W.pick, W.loaded, W.computed, W.slow, W.slow, W.rest, W.computed],
  // A change while computing cancels it and waits again; a failure offers a retry.
  [W.pick, W.loaded, W.slow, W.rest, W.slow, W.rest, W.computeFailed, W.retry, W.computed, W.clear],
  [W.pick, W.loadFailed, W.retry, W.loaded, W.computeFailed, W.slow],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(ciiWhatIfMachine, options),
  ...edgePaths(ciiWhatIfMachine, options),
  ...journeyPaths(ciiWhatIfMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const ciiWhatIfModelPaths = async () => ({ machine: ciiWhatIfMachine, ...options, paths });
