import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../../domain/apiError';
import type { AnnualStatistics, StatTarget, TargetIndicator } from '../../domain/statistics/types';
import type { TargetBody } from '../../domain/schemas/statistics';

/**
 * One energy-statistics screen (docs/statistics.md §6): the conditions, the rows of the
 * last run, the targets shown against them, the export and setting a target. Nothing runs until a
 * company or ship is chosen (the legacy system's 'please select statistics conditions').
 * Placeholder actors; the client provides them in ./provided.ts.
 */
export type StatMode = 'ship' | 'company';

export interface StatConditions {
  companyId: string;
  shipId: string;
  shipTypeCode: string;
  fromYear: string;
  toYear: string;
}

export interface StatLoadInput {
  mode: StatMode;
  withTargets: boolean;
  conditions: StatConditions;
}

export interface StatLoadOutput {
  rows: AnnualStatistics[];
  targets: StatTarget[];
}

/** The target form as typed: the row (ship or company and year; '' for the first), indicator, value. */
export interface TargetDraft {
  rowKey: string;
  indicator: TargetIndicator;
  value: string;
}

export const EMPTY_TARGET: TargetDraft = { rowKey: '', indicator: 'eeoi', value: '' };

/** The typed target as a number, or null when it is not a number of 0 or more. */
export const targetValueOf = (d: TargetDraft): number | null => {
  const n = Number(d.value);
  return d.value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null;
};

export interface StatContext {
  mode: StatMode;
  withTargets: boolean;
  conditions: StatConditions;
  /** The conditions of the rows shown (a half-edited form does not change what is exported). */
  ran: StatConditions | null;
  rows: AnnualStatistics[];
  targets: StatTarget[];
  /** The target form; a run empties it (the rows it names may change). */
  targetDraft: TargetDraft;
  errorCode: string | null;
}

export type StatEvent =
  | { type: 'conditions.change'; name: keyof StatConditions; value: string }
  | { type: 'run' }
  | { type: 'reset' }
  | { type: 'export'; fileName: string; rows: (string | number)[][] }
  | { type: 'target.change'; name: keyof TargetDraft; value: string }
  | { type: 'target.save'; target: TargetBody }
  | { type: 'dismiss' };

export const defaultConditions = (year: number): StatConditions => ({
  companyId: '',
  shipId: '',
  shipTypeCode: '',
  fromYear: String(year - 1),
  toYear: String(year),
});

/** A run needs a company, or (on the ship screens) a ship, and a year range in order. */
export const conditionsComplete = (mode: StatMode, c: StatConditions): boolean =>
  (c.companyId !== '' || (mode === 'ship' && c.shipId !== '')) &&
  /^\d{4}$/.test(c.fromYear) &&
  /^\d{4}$/.test(c.toYear) &&
  Number(c.fromYear) <= Number(c.toYear);

/** What the form may do while nothing runs: edit the conditions, or reset them (busy states keep them). */
const editable = {
  'conditions.change': { actions: 'change' },
  reset: { target: '#statistics.idle', actions: 'reset' },
} as const;

export const statisticsMachine = setup({
  types: {
    context: {} as StatContext,
    events: {} as StatEvent,
    input: {} as { mode: StatMode; withTargets: boolean; year: number },
  },
  actors: {
    load: fromPromise<StatLoadOutput, StatLoadInput>(async () => {
      throw new Error('statisticsMachine: provide load');
    }),
    exportSheet: fromPromise<number, { fileName: string; rows: (string | number)[][] }>(async () => {
      throw new Error('statisticsMachine: provide exportSheet');
    }),
    saveTarget: fromPromise<StatTarget, TargetBody>(async () => {
      throw new Error('statisticsMachine: provide saveTarget');
    }),
  },
  guards: {
    complete: ({ context }) => conditionsComplete(context.mode, context.conditions),
    hasRows: ({ context }) => context.rows.length > 0,
  },
  actions: {
    change: assign({
      conditions: ({ context, event }) =>
        event.type === 'conditions.change'
          ? { ...context.conditions, [event.name]: event.value }
          : context.conditions,
    }),
    failed: assign({ errorCode: ({ event }) => errorCode((event as unknown as { error: unknown }).error) }),
    clearError: assign({ errorCode: null }),
    changeTarget: assign({
      targetDraft: ({ context, event }) =>
        event.type === 'target.change'
          ? { ...context.targetDraft, [event.name]: event.value }
          : context.targetDraft,
    }),
    resetTarget: assign({ targetDraft: EMPTY_TARGET }),
    reset: assign({
      conditions: ({ context }) =>
        defaultConditions(Number(context.conditions.toYear) || new Date().getFullYear()),
      ran: null,
      rows: [],
      targets: [],
      errorCode: null,
    }),
  },
}).createMachine({
  id: 'statistics',
  context: ({ input }) => ({
    mode: input.mode,
    withTargets: input.withTargets,
    conditions: defaultConditions(input.year),
    ran: null,
    rows: [],
    targets: [],
    targetDraft: EMPTY_TARGET,
    errorCode: null,
  }),
  initial: 'idle',
  on: { 'target.change': { actions: 'changeTarget' } },
  states: {
    /** Nothing run yet: the screen asks for conditions. */
    idle: { on: { ...editable, run: [{ guard: 'complete', target: 'loading' }, { target: 'incomplete' }] } },
    /** Run without a company or ship: 'please select statistics conditions'. */
    incomplete: {
      on: {
        ...editable,
        run: [
          { guard: 'complete', target: 'loading' },
          { target: 'incomplete', reenter: true },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      entry: ['clearError', 'resetTarget'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          mode: context.mode,
          withTargets: context.withTargets,
          conditions: context.conditions,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ event }) => event.output.rows,
            targets: ({ event }) => event.output.targets,
            ran: ({ context }) => context.conditions,
          }),
        },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    ready: {
      on: {
        ...editable,
        run: [{ guard: 'complete', target: 'loading' }, { target: 'incomplete' }],
        export: { guard: 'hasRows', target: 'exporting' },
        'target.save': { target: 'savingTarget' },
        dismiss: { actions: 'clearError' },
      },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportSheet',
        src: 'exportSheet',
        input: ({ event }) => {
          const e = event as Extract<StatEvent, { type: 'export' }>;
          return { fileName: e.fileName, rows: e.rows };
        },
        onDone: 'ready',
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    savingTarget: {
      tags: ['busy'],
      invoke: {
        id: 'saveTarget',
        src: 'saveTarget',
        input: ({ event }) => (event as Extract<StatEvent, { type: 'target.save' }>).target,
        // The comparison is recomputed from the answer of a fresh run with the same conditions.
        onDone: {
          target: 'loading',
          actions: assign({ conditions: ({ context }) => context.ran ?? context.conditions }),
        },
        onError: { target: 'ready', actions: 'failed' },
      },
    },
    failed: {
      on: { ...editable, run: [{ guard: 'complete', target: 'loading' }, { target: 'incomplete' }] },
    },
  },
});
