import { assign, setup } from 'xstate';
import { errorCode } from '../../domain/apiError';
import type { CiiForecastDto, CiiWhatIfDto, CiiWhatIfRequest } from '../../domain/cii/forecastDto';
import { ZERO_SCENARIO, type Scenario } from '../../domain/scenarios/scenario';
import { notProvided } from '../notProvided';

/** How long the sliders must rest before the what-if is asked (ms): a drag sends one request. */
export const WHAT_IF_DELAY = 300;

/** Default EUA price shown until the user enters one (EUR / t CO2e): a round figure, not a quote. */
export const DEFAULT_EUA_PRICE = 70;

export interface ScenarioPatch extends Partial<Scenario> {
  euaPriceEur?: number;
}

export interface CiiWhatIfContext {
  shipId: number | null;
  year: number;
  scenario: Scenario;
  euaPriceEur: number;
  forecast: CiiForecastDto | null;
  result: CiiWhatIfDto | null;
  errorCode: string | null;
}

export type CiiWhatIfEvent =
  | { type: 'ship.select'; shipId: number | null; year: number }
  | { type: 'scenario.change'; patch: ScenarioPatch }
  | { type: 'retry' };

/**
 * The forecast and what-if of the CII calculator (docs/cii-forecast-what-if.md §6): choosing a ship
 * and year loads its forecast, then the what-if for the current scenario; a slider or price change
 * waits WHAT_IF_DELAY for the user to rest (a newer change restarts the wait and cancels a running
 * request), so a drag asks once. A failure keeps the last figures and offers a retry.
 */
export const ciiWhatIfMachine = setup({
  types: {
    context: {} as CiiWhatIfContext,
    events: {} as CiiWhatIfEvent,
    input: {} as { year: number },
  },
  actors: {
    loadForecast: notProvided<CiiForecastDto, { shipId: number; year: number }>('ciiWhatIf.loadForecast'),
    runWhatIf: notProvided<CiiWhatIfDto, CiiWhatIfRequest>('ciiWhatIf.runWhatIf'),
  },
  guards: {
    hasShip: ({ event }) => event.type === 'ship.select' && event.shipId !== null,
  },
  actions: {
    select: assign(({ event }) =>
      event.type === 'ship.select'
        ? { shipId: event.shipId, year: event.year, forecast: null, result: null, errorCode: null }
        : {},
    ),
    patch: assign(({ context, event }) => {
      if (event.type !== 'scenario.change') return {};
      const { euaPriceEur, ...scenario } = event.patch;
      return {
        scenario: { ...context.scenario, ...scenario },
        euaPriceEur: euaPriceEur ?? context.euaPriceEur,
      };
    }),
  },
}).createMachine({
  id: 'ciiWhatIf',
  context: ({ input }) => ({
    shipId: null,
    year: input.year,
    scenario: ZERO_SCENARIO,
    euaPriceEur: DEFAULT_EUA_PRICE,
    forecast: null,
    result: null,
    errorCode: null,
  }),
  initial: 'idle',
  on: {
    'ship.select': [
      { guard: 'hasShip', target: '.loading', actions: 'select' },
      { target: '.idle', actions: 'select' },
    ],
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForecast',
        src: 'loadForecast',
        input: ({ context }) => ({ shipId: context.shipId!, year: context.year }),
        onDone: { target: 'ready', actions: assign({ forecast: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      initial: 'computing',
      on: { 'scenario.change': { target: '.waiting', reenter: true, actions: 'patch' } },
      states: {
        waiting: { after: { [WHAT_IF_DELAY]: 'computing' } },
        computing: {
          tags: ['busy'],
          invoke: {
            id: 'runWhatIf',
            src: 'runWhatIf',
            input: ({ context }) => ({
              shipId: context.shipId!,
              year: context.year,
              euaPriceEur: context.euaPriceEur,
              scenario: context.scenario,
            }),
            onDone: {
              target: 'shown',
              actions: assign({ result: ({ event }) => event.output, errorCode: null }),
            },
            onError: {
              target: 'error',
              actions: assign({ errorCode: ({ event }) => errorCode(event.error) }),
            },
          },
        },
        shown: {},
        error: { on: { retry: 'computing' } },
      },
    },
  },
});
