import { assign, setup } from 'xstate';
import { ApiError } from '../../domain/apiError';
import type { EtsPriceScenario } from '../../domain/euMrv/company';
import { notProvided } from '../notProvided';

/** What the scenario form sends: a new scenario, or a change of one with the version read. */
export interface ScenarioSave {
  id?: number;
  version?: number;
  name: string;
  priceEur: number;
  note: string | null;
}

type Problem = { kind: 'stale' } | { kind: 'refused'; text: string };

export type EtsScenarioEvent =
  | { type: 'save'; scenario: ScenarioSave }
  | { type: 'delete.ask'; scenario: EtsPriceScenario }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const problemOf = (error: unknown): Problem =>
  error instanceof ApiError && error.status === 409
    ? { kind: 'stale' }
    : {
        kind: 'refused',
        text: error instanceof ApiError ? (error.fields?.name ?? error.message) : String(error),
      };

/**
 * The EU ETS price scenarios' writes (docs/reports-eu.md §4.1): save (add or change), delete after
 * a confirmation. `changes` counts the writes that went through (the screen reloads the figures on
 * each); a refusal is kept in `problem` — a stale version (409) as `stale`, so the screen reloads
 * too, anything else with the server's words. The writes are provided (machines/reports/etsCompanyProvided.ts).
 */
export const etsScenarioMachine = setup({
  types: {
    context: {} as { changes: number; problem: Problem | null; target: EtsPriceScenario | null },
    events: {} as EtsScenarioEvent,
  },
  actors: {
    save: notProvided<unknown, ScenarioSave>('etsScenario.save'),
    remove: notProvided<unknown, EtsPriceScenario>('etsScenario.remove'),
  },
}).createMachine({
  id: 'etsScenario',
  context: { changes: 0, problem: null, target: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        save: 'saving',
        'delete.ask': { target: 'confirming', actions: assign({ target: ({ event }) => event.scenario }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ event }) => (event as Extract<EtsScenarioEvent, { type: 'save' }>).scenario,
        onDone: {
          target: 'idle',
          actions: assign({ changes: ({ context }) => context.changes + 1, problem: null }),
        },
        onError: [
          {
            guard: ({ event }) => problemOf(event.error).kind === 'stale',
            target: 'idle',
            actions: assign({ problem: { kind: 'stale' }, changes: ({ context }) => context.changes + 1 }),
          },
          { target: 'idle', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
        ],
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'idle', actions: assign({ target: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'remove',
        input: ({ context }) => context.target!,
        onDone: {
          target: 'idle',
          actions: assign({ changes: ({ context }) => context.changes + 1, problem: null, target: null }),
        },
        onError: [
          {
            guard: ({ event }) => problemOf(event.error).kind === 'stale',
            target: 'idle',
            actions: assign({
              problem: { kind: 'stale' },
              target: null,
              changes: ({ context }) => context.changes + 1,
            }),
          },
          {
            target: 'idle',
            actions: assign({ problem: ({ event }) => problemOf(event.error), target: null }),
          },
        ],
      },
    },
  },
});
