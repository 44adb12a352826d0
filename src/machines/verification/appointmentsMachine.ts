import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage, fieldErrorsOf } from '../../domain/apiError';
import type { Regime } from '../../domain/reports/types';
import type {
  AccreditationDto,
  AppointmentDto,
  AppointmentInput,
} from '../../domain/verification/appointmentDto';
import { notProvided } from '../notProvided';

/**
 * The company appoints (or changes) the verifier of a ship for a regime (docs/verification.md §10):
 * the accreditations in force and the current appointments are read first (the verifier choices of
 * each regime, and who holds each pair now: the list on screen may show one page only), the form takes
 * ship, regime and verifier, and replacing a verifier already appointed asks for confirmation
 * before it is sent. The server checks the accreditation again; its refusal (422, in the user's
 * language) stays on the form. Ends `done` (appointed: the list reloads) or `closed`.
 */
export interface AppointmentsContext {
  /** The current appointments of the company's ships (who holds each pair now). */
  current: AppointmentDto[];
  accredited: AccreditationDto[];
  shipId: number | null;
  regime: Regime | null;
  verifierId: number | null;
  errors: Record<string, string>;
  errorCode: string | null;
  errorMessage: string | null;
}

export type AppointmentsEvent =
  | { type: 'form.ship'; value: number | null }
  | { type: 'form.regime'; value: Regime | null }
  | { type: 'form.verifier'; value: number | null }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'load.retry' };

export interface AppointmentsInput {
  shipId?: number | null;
  regime?: Regime | null;
}

export function appointmentFormErrors(c: AppointmentsContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (c.shipId === null) errors.shipId = 'msg.required';
  if (c.regime === null) errors.regime = 'msg.required';
  if (c.verifierId === null) errors.verifierId = 'msg.required';
  return errors;
}

/** The verifier now appointed on the form's ship and regime, if any. */
export const currentOf = (c: Pick<AppointmentsContext, 'current' | 'shipId' | 'regime'>) =>
  c.current.find((a) => a.shipId === c.shipId && a.regime === c.regime);

/** The accredited verifiers of a regime, one entry per verifier. */
export const choicesOf = (accredited: AccreditationDto[], regime: Regime | null) => {
  const seen = new Set<number>();
  return accredited.filter((a) => a.regime === regime && !seen.has(a.verifierId) && seen.add(a.verifierId));
};

const failure = {
  errors: ({ event }: { event: { error: unknown } }) => fieldErrorsOf(event.error),
  errorCode: ({ event }: { event: { error: unknown } }) => errorCode(event.error),
  errorMessage: ({ event }: { event: { error: unknown } }) => errorMessage(event.error),
};

export const appointmentsMachine = setup({
  types: {
    context: {} as AppointmentsContext,
    events: {} as AppointmentsEvent,
    input: {} as AppointmentsInput,
  },
  actors: {
    load: notProvided<{ accredited: AccreditationDto[]; current: AppointmentDto[] }, void>(
      'appointments.load',
    ),
    appoint: notProvided<unknown, AppointmentInput>('appointments.appoint'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(appointmentFormErrors(context)).length === 0,
    // Another verifier holds the pair: replacing it is confirmed first.
    replaces: ({ context }) => {
      const now = currentOf(context);
      return now !== undefined && now.verifierId !== context.verifierId;
    },
  },
}).createMachine({
  id: 'appointments',
  context: ({ input }) => ({
    current: [],
    accredited: [],
    shipId: input.shipId ?? null,
    regime: input.regime ?? null,
    verifierId: null,
    errors: {},
    errorCode: null,
    errorMessage: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign({
            accredited: ({ event }) => event.output.accredited,
            current: ({ event }) => event.output.current,
            errorCode: null,
            errorMessage: null,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading', 'form.cancel': 'closed' },
    },
    editing: {
      on: {
        'form.ship': {
          actions: assign({
            shipId: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, shipId: '' }),
          }),
        },
        // Another regime has other accredited verifiers: the choice starts again.
        'form.regime': {
          actions: assign({
            regime: ({ event }) => event.value,
            verifierId: null,
            errors: ({ context }) => ({ ...context.errors, regime: '', verifierId: '' }),
          }),
        },
        'form.verifier': {
          actions: assign({
            verifierId: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, verifierId: '' }),
          }),
        },
        'form.save': [
          {
            guard: 'formValid',
            target: 'saving',
            actions: assign({ errorCode: null, errorMessage: null }),
          },
          {
            actions: assign({
              errors: ({ context }) => appointmentFormErrors(context),
              errorCode: null,
              errorMessage: null,
            }),
          },
        ],
        'form.cancel': 'closed',
      },
    },
    saving: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'replaces', target: 'confirming' }, { target: 'sending' }],
        },
        confirming: {
          on: { 'confirm.accept': 'sending', 'confirm.cancel': '#appointments.editing' },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'appoint',
            src: 'appoint',
            input: ({ context }) => ({
              shipId: context.shipId!,
              regime: context.regime!,
              verifierId: context.verifierId!,
            }),
            onDone: '#appointments.done',
            onError: { target: '#appointments.editing', actions: assign(failure) },
          },
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type AppointmentsActor = ActorRefFrom<typeof appointmentsMachine>;
