import { assign, setup, type ActorRefFrom } from 'xstate';
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

/** The scenario form as typed: a new scenario, or a change of `editing`. */
export interface ScenarioDraft {
  editing: EtsPriceScenario | null;
  name: string;
  price: string;
  note: string;
}
export type DraftField = 'name' | 'price' | 'note';
/** Why the form cannot be sent (the key of its text). */
export type DraftProblem = 'nameRequired' | 'priceInvalid';

export type EtsScenarioEvent =
  | { type: 'draft.edit'; scenario: EtsPriceScenario }
  | { type: 'draft.change'; field: DraftField; value: string }
  | { type: 'draft.cancel' }
  | { type: 'save' }
  | { type: 'delete.ask'; scenario: EtsPriceScenario }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export const EMPTY_DRAFT: ScenarioDraft = { editing: null, name: '', price: '', note: '' };

/** A price as typed (a decimal comma is accepted), or null when it is not a positive number. */
export const priceOf = (s: string) => {
  const p = Number(s.replace(',', '.'));
  return s.trim() !== '' && Number.isFinite(p) && p > 0 ? p : null;
};

export const draftProblem = (d: ScenarioDraft): DraftProblem | null =>
  !d.name.trim() ? 'nameRequired' : priceOf(d.price) === null ? 'priceInvalid' : null;

/** What a valid draft sends: trimmed, the note null when empty, a change with the version read. */
export const scenarioToSave = (d: ScenarioDraft): ScenarioSave => ({
  ...(d.editing ? { id: d.editing.id, version: d.editing.version } : {}),
  name: d.name.trim(),
  priceEur: priceOf(d.price)!,
  note: d.note.trim() || null,
});

const problemOf = (error: unknown): Problem =>
  error instanceof ApiError && error.status === 409
    ? { kind: 'stale' }
    : {
        kind: 'refused',
        text: error instanceof ApiError ? (error.fields?.name ?? error.message) : String(error),
      };

interface Context {
  draft: ScenarioDraft;
  /** Set by a save refused before it was sent; cleared by the next save that is sent. */
  invalid: DraftProblem | null;
  changes: number;
  problem: Problem | null;
  target: EtsPriceScenario | null;
}

/** A write went through (or found the scenario changed): count it, and the form starts afresh. */
const written = { changes: ({ context }: { context: Context }) => context.changes + 1, draft: EMPTY_DRAFT };

/**
 * The EU ETS price scenarios' form and writes (docs/reports-eu.md §4.1): the draft with its
 * validation, save (add or change), delete after a confirmation. `changes` counts the writes that
 * went through (the screen reloads the figures on each) and each empties the form; a refusal is
 * kept in `problem` — a stale version (409) as `stale`, so the screen reloads too, anything else
 * with the server's words. The writes are provided (machines/reports/provided/euCompany.ts).
 */
export const etsScenarioMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EtsScenarioEvent,
  },
  actors: {
    save: notProvided<unknown, ScenarioSave>('etsScenario.save'),
    remove: notProvided<unknown, EtsPriceScenario>('etsScenario.remove'),
  },
  guards: {
    draftValid: ({ context }) => draftProblem(context.draft) === null,
    staleVersion: ({ event }) => problemOf((event as { error?: unknown }).error).kind === 'stale',
  },
}).createMachine({
  id: 'etsScenario',
  context: { draft: EMPTY_DRAFT, invalid: null, changes: 0, problem: null, target: null },
  initial: 'idle',
  // The form stays editable while a write runs; the save button waits for it.
  on: {
    'draft.edit': {
      actions: assign(({ event }) => ({
        draft: {
          editing: event.scenario,
          name: event.scenario.name,
          price: String(event.scenario.priceEur),
          note: event.scenario.note ?? '',
        },
      })),
    },
    'draft.change': {
      actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
    },
    'draft.cancel': { actions: assign({ draft: EMPTY_DRAFT }) },
  },
  states: {
    idle: {
      on: {
        save: [
          { guard: 'draftValid', target: 'saving', actions: assign({ invalid: null }) },
          { actions: assign({ invalid: ({ context }) => draftProblem(context.draft) }) },
        ],
        'delete.ask': { target: 'confirming', actions: assign({ target: ({ event }) => event.scenario }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => scenarioToSave(context.draft),
        onDone: { target: 'idle', actions: assign({ ...written, problem: null }) },
        onError: [
          {
            guard: 'staleVersion',
            target: 'idle',
            actions: assign({ ...written, problem: { kind: 'stale' } }),
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
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.target!,
        onDone: { target: 'idle', actions: assign({ ...written, problem: null, target: null }) },
        onError: [
          {
            guard: 'staleVersion',
            target: 'idle',
            actions: assign({ ...written, problem: { kind: 'stale' }, target: null }),
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

export type EtsScenarioActor = ActorRefFrom<typeof etsScenarioMachine>;
