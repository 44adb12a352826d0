import { assign, setup, type ActorRefFrom } from 'xstate';
import { ApiError, errorCode, errorMessage } from '../../domain/apiError';
import { allocatePool, poolViolations, type PoolAllocation } from '../../domain/fuelEu/pooling';
import { notProvided } from '../notProvided';

/** A ship the pool may take: one of the company's ships in the user's scope. */
export interface PoolCandidate {
  shipId: number;
  name: string;
  /** In another pool of the year: shown, not selectable (the server would refuse it with 409). */
  taken: boolean;
}

export interface PoolDialogInput {
  year: number;
  companyId: number;
  candidates: PoolCandidate[];
  /** The pool being edited (its id, name and member ships), or null for a new pool. */
  pool: { id: number; name: string; shipIds: number[] } | null;
}

export interface PoolDialogContext extends PoolDialogInput {
  name: string;
  selected: number[];
  /** Each candidate's adjusted balance before pooling from the ledger (t CO2e); null = no figures. */
  balances: Record<number, number | null>;
  errorCode: string | null;
  errorMessage: string | null;
}

export type PoolDialogEvent =
  | { type: 'name.change'; value: string }
  | { type: 'member.toggle'; shipId: number }
  | { type: 'pool.submit' }
  | { type: 'pool.dissolve' }
  | { type: 'pool.back' }
  | { type: 'pool.confirm' }
  | { type: 'pool.retry' }
  | { type: 'pool.reload' }
  | { type: 'pool.cancel' };

export interface PoolPreview {
  allocation: PoolAllocation[];
  sumBeforeT: number;
  /** The domain's broken rules (`pool_*`), plus `no_figures:<shipId>` for a member without figures. */
  violations: string[];
}

/**
 * The live pool check of the members chosen so far: the domain's greedy allocation and its
 * `poolViolations` with the server's tolerance (docs/reports-fueleu.md §5). The server runs the
 * same functions on the balances it reads at save time and stays the judge.
 */
export function poolPreview(c: Pick<PoolDialogContext, 'selected' | 'balances'>): PoolPreview {
  const missing = c.selected.filter((id) => c.balances[id] === null || c.balances[id] === undefined);
  const members = c.selected
    .filter((id) => !missing.includes(id))
    .map((id) => ({ shipId: String(id), before: c.balances[id]! }));
  let allocation: PoolAllocation[];
  try {
    allocation = allocatePool(members);
  } catch {
    allocation = members.map((m) => ({ ...m, after: m.before }));
  }
  return {
    allocation,
    sumBeforeT: members.reduce((s, m) => s + m.before, 0),
    violations: [...missing.map((id) => `no_figures:${id}`), ...poolViolations(allocation, 1e-6)],
  };
}

const failure = {
  errorCode: ({ event }: { event: { error: unknown } }) => errorCode(event.error),
  errorMessage: ({ event }: { event: { error: unknown } }) => errorMessage(event.error),
};
const isConflict = ({ event }: { event: unknown }) =>
  (event as { error?: unknown }).error instanceof ApiError &&
  (event as { error: ApiError }).error.status === 409;

/**
 * Form, edit or dissolve a FuelEU pool of one company and year (Art. 21, docs/reports-fueleu.md
 * §7.2): the candidates' balances are loaded, the user names the pool and ticks member ships, the
 * domain's check and allocation follow every change; submit (only a passing check) → confirm →
 * save. Dissolving an existing pool asks its own confirmation. 422 comes back onto the form with
 * the server's words; 409 (a ship pooled or borrowing meanwhile) leads to `conflict` with reload.
 * Ends `done`, `reload` or `closed`.
 */
export const poolDialogMachine = setup({
  types: {
    context: {} as PoolDialogContext,
    events: {} as PoolDialogEvent,
    input: {} as PoolDialogInput,
  },
  actors: {
    loadBalances: notProvided<Record<number, number | null>, { year: number; shipIds: number[] }>(
      'fuelEuPool.loadBalances',
    ),
    savePool: notProvided<
      unknown,
      {
        year: number;
        name: string;
        shipIds: number[];
        replaces: { id: number; name: string; shipIds: number[] } | null;
      }
    >('fuelEuPool.savePool'),
    dissolvePool: notProvided<unknown, { id: number }>('fuelEuPool.dissolvePool'),
  },
  guards: {
    valid: ({ context }) => context.name.trim() !== '' && poolPreview(context).violations.length === 0,
    existing: ({ context }) => context.pool !== null,
    conflict: isConflict,
  },
}).createMachine({
  id: 'fuelEuPoolDialog',
  context: ({ input }) => ({
    ...input,
    name: input.pool?.name ?? '',
    selected: input.pool?.shipIds ?? [],
    balances: {},
    errorCode: null,
    errorMessage: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBalances',
        src: 'loadBalances',
        input: ({ context }) => ({
          year: context.year,
          shipIds: context.candidates.map((c) => c.shipId),
        }),
        onDone: {
          target: 'editing',
          actions: assign({ balances: ({ event }) => event.output, errorCode: null, errorMessage: null }),
        },
        onError: { target: 'failed', actions: assign(failure) },
      },
    },
    failed: { on: { 'pool.retry': 'loading', 'pool.cancel': 'closed' } },
    editing: {
      on: {
        'name.change': {
          actions: assign({ name: ({ event }) => event.value, errorCode: null, errorMessage: null }),
        },
        'member.toggle': {
          actions: assign({
            selected: ({ context, event }) => {
              const c = context.candidates.find((x) => x.shipId === event.shipId);
              if (!c || c.taken) return context.selected;
              return context.selected.includes(event.shipId)
                ? context.selected.filter((id) => id !== event.shipId)
                : [...context.selected, event.shipId];
            },
            errorCode: null,
            errorMessage: null,
          }),
        },
        'pool.submit': { guard: 'valid', target: 'confirming' },
        'pool.dissolve': { guard: 'existing', target: 'confirmDissolve' },
        'pool.cancel': 'closed',
      },
    },
    confirming: {
      on: { 'pool.back': 'editing', 'pool.confirm': 'saving', 'pool.cancel': 'closed' },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePool',
        src: 'savePool',
        input: ({ context }) => ({
          year: context.year,
          name: context.name.trim(),
          shipIds: context.selected,
          replaces: context.pool,
        }),
        onDone: 'done',
        onError: [
          { guard: 'conflict', target: 'conflict', actions: assign(failure) },
          { target: 'editing', actions: assign(failure) },
        ],
      },
    },
    confirmDissolve: {
      on: { 'pool.back': 'editing', 'pool.confirm': 'dissolving', 'pool.cancel': 'closed' },
    },
    dissolving: {
      tags: ['busy'],
      invoke: {
        id: 'dissolvePool',
        src: 'dissolvePool',
        input: ({ context }) => ({ id: context.pool!.id }),
        onDone: 'done',
        onError: [
          { guard: 'conflict', target: 'conflict', actions: assign(failure) },
          { target: 'editing', actions: assign(failure) },
        ],
      },
    },
    conflict: { on: { 'pool.reload': 'reload', 'pool.cancel': 'closed' } },
    done: { type: 'final' },
    reload: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type PoolDialogActor = ActorRefFrom<typeof poolDialogMachine>;
