import { assign, setup, type ActorRefFrom } from 'xstate';
import { ApiError, errorCode, errorMessage } from '../../domain/apiError';
import { fuelEuFinal, type FuelEuBalanceBasis, type FuelEuFinal } from '../../domain/fuelEu/balance';
import { notProvided } from '../notProvided';

/** What the dialog needs of a ship-year view (`GET /api/fuel-eu/ship-year`). */
export interface FlexDialogInput {
  shipId: number;
  year: number;
  basis: FuelEuBalanceBasis;
  /** The pool allocation change of the ship this year (0 outside a pool) and whether it is pooled. */
  poolDeltaT: number;
  pooled: boolean;
  /** The stored record, t CO2e (0 when none). */
  bankedT: number;
  borrowedT: number;
  /** The stored record's version as read (null: none yet); the server refuses a newer record. */
  version: number | null;
}

export type FlexField = 'bankT' | 'borrowT';

export interface FlexDialogContext extends FlexDialogInput {
  bank: string;
  borrow: string;
  errorCode: string | null;
  errorMessage: string | null;
  /** The field a server refusal concerns (its first broken rule), or null for a general refusal. */
  errorField: FlexField | null;
}

export type FlexDialogEvent =
  | { type: 'field.change'; field: FlexField; value: string }
  | { type: 'flex.submit' }
  | { type: 'flex.withdraw' }
  | { type: 'flex.back' }
  | { type: 'flex.confirm' }
  | { type: 'flex.reload' }
  | { type: 'flex.cancel' };

/** A typed amount as t CO2e: empty is 0, anything not a finite number is NaN. */
export const amountOf = (text: string): number => {
  const t = text.trim().replace(',', '.');
  if (t === '') return 0;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The live preview of the decisions typed so far: the domain's `fuelEuFinal` (the server runs the
 * same function and stays the judge), or null while an amount is not a number.
 */
export function flexPreview(c: FlexDialogContext): FuelEuFinal | null {
  const bankT = amountOf(c.bank);
  const borrowT = amountOf(c.borrow);
  if (Number.isNaN(bankT) || Number.isNaN(borrowT)) return null;
  return fuelEuFinal(c.basis, { bankT, borrowT, poolDeltaT: c.poolDeltaT, pooled: c.pooled });
}

/** Which field a broken rule code (`fuelEu.bank_…`, `borrow_…`) belongs to. */
export const fieldOfRule = (code: string): FlexField | null => {
  const rule = code.replace(/^fuelEu\./, '');
  if (rule.startsWith('bank')) return 'bankT';
  if (rule.startsWith('borrow')) return 'borrowT';
  return null;
};

const noError = { errorCode: null, errorMessage: null, errorField: null } as const;

/**
 * Bank a surplus / borrow an advance for one ship-year (Art. 20, docs/reports-fueleu.md §7.1):
 * type the amounts (t CO2e, the API's unit) with the domain's preview, submit (only when the
 * preview finds no broken rule), confirm, save. Withdraw sets both to 0 and asks the same
 * confirmation. A 422 comes back onto the form with the server's words on its field; a 409 (the
 * ship-year changed meanwhile, e.g. pooled by someone else) leads to `conflict`, where the only
 * ways on are reload (ends `reload`) or cancel. Ends `done`, `reload` or `closed`.
 */
export const flexDialogMachine = setup({
  types: {
    context: {} as FlexDialogContext,
    events: {} as FlexDialogEvent,
    input: {} as FlexDialogInput,
  },
  actors: {
    saveFlex: notProvided<
      unknown,
      { shipId: number; year: number; bankT: number; borrowT: number; version: number | null }
    >('fuelEuFlex.saveFlex'),
  },
  guards: {
    valid: ({ context }) => {
      const p = flexPreview(context);
      return p !== null && p.errors.length === 0;
    },
    hasRecord: ({ context }) => context.bankedT > 0 || context.borrowedT > 0,
    conflict: ({ event }) =>
      (event as unknown as { error: unknown }).error instanceof ApiError &&
      (event as unknown as { error: ApiError }).error.status === 409,
  },
}).createMachine({
  id: 'fuelEuFlexDialog',
  context: ({ input }) => ({
    ...input,
    bank: input.bankedT ? String(input.bankedT) : '',
    borrow: input.borrowedT ? String(input.borrowedT) : '',
    ...noError,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({
            [event.field === 'bankT' ? 'bank' : 'borrow']: event.value,
            ...noError,
          })),
        },
        'flex.submit': { guard: 'valid', target: 'confirming' },
        'flex.withdraw': {
          guard: 'hasRecord',
          target: 'confirming',
          actions: assign({ bank: '', borrow: '', ...noError }),
        },
        'flex.cancel': 'closed',
      },
    },
    confirming: {
      on: {
        'flex.back': 'editing',
        'flex.confirm': 'saving',
        'flex.cancel': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveFlex',
        src: 'saveFlex',
        input: ({ context }) => ({
          shipId: context.shipId,
          year: context.year,
          bankT: amountOf(context.bank),
          borrowT: amountOf(context.borrow),
          version: context.version,
        }),
        onDone: 'done',
        onError: [
          {
            guard: 'conflict',
            target: 'conflict',
            actions: assign({
              errorCode: ({ event }) => errorCode(event.error),
              errorMessage: ({ event }) => errorMessage(event.error),
              errorField: null,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              errorCode: ({ event }) => errorCode(event.error),
              errorMessage: ({ event }) => errorMessage(event.error),
              errorField: ({ event }) => fieldOfRule(errorCode(event.error)),
            }),
          },
        ],
      },
    },
    conflict: {
      on: { 'flex.reload': 'reload', 'flex.cancel': 'closed' },
    },
    done: { type: 'final' },
    reload: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type FlexDialogActor = ActorRefFrom<typeof flexDialogMachine>;
