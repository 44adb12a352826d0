import type { ApiKeyDto } from '../../domain/api';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage, fieldErrorsOf } from '../../domain/apiError';
import { notProvided } from '../notProvided';

export type ApiKeyScope = 'company' | 'ship';

export interface ApiKeyIssueContext {
  name: string;
  scope: ApiKeyScope;
  companyId: number | null;
  shipId: number | null;
  errors: Record<string, string>;
  errorCode: string | null;
  errorMessage: string | null;
  /** The issued key: held only while the dialog shows it, never stored or listed again. */
  key: string;
  copied: boolean;
  copyFailed: boolean;
}

export type ApiKeyIssueEvent =
  | { type: 'form.name'; value: string }
  | { type: 'form.scope'; value: ApiKeyScope }
  | { type: 'form.company'; value: number | null }
  | { type: 'form.ship'; value: number | null }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'key.copy' }
  | { type: 'key.close' };

export type ApiKeyIssueBody = { name: string; companyId?: number; shipId?: number };

export function apiKeyFormErrors(c: ApiKeyIssueContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!c.name.trim()) errors.name = 'msg.required';
  else if (c.name.trim().length > 100) errors.name = 'msg.max_length?max=100';
  if (c.scope === 'company' && c.companyId === null) errors.companyId = 'msg.required';
  if (c.scope === 'ship' && c.shipId === null) errors.shipId = 'msg.required';
  return errors;
}

const bodyOf = (c: ApiKeyIssueContext): ApiKeyIssueBody =>
  c.scope === 'company'
    ? { name: c.name.trim(), companyId: c.companyId! }
    : { name: c.name.trim(), shipId: c.shipId! };

/**
 * Issue an API key for ship-side software: a name and either a company (all its ships) or one
 * ship. The server answers the key once; the dialog shows it with a Copy button and a warning that
 * it cannot be shown again, and forgets it when closed. Ends `done` (a key was issued: the list
 * reloads) or `closed` (nothing issued).
 */
export const apiKeyIssueMachine = setup({
  types: {
    context: {} as ApiKeyIssueContext,
    events: {} as ApiKeyIssueEvent,
  },
  actors: {
    issueKey: notProvided<{ key: string; apiKey: ApiKeyDto | null }, ApiKeyIssueBody>('apiKeyIssue.issueKey'),
    copyKey: notProvided<void, { key: string }>('apiKeyIssue.copyKey'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(apiKeyFormErrors(context)).length === 0,
    companyScope: ({ context }) => context.scope === 'company',
    shipScope: ({ context }) => context.scope === 'ship',
  },
}).createMachine({
  id: 'apiKeyIssue',
  context: {
    name: '',
    scope: 'company',
    companyId: null,
    shipId: null,
    errors: {},
    errorCode: null,
    errorMessage: null,
    key: '',
    copied: false,
    copyFailed: false,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.name': {
          actions: assign({
            name: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, name: '' }),
          }),
        },
        'form.scope': {
          actions: assign({
            scope: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, companyId: '', shipId: '' }),
          }),
        },
        // Only the chosen kind's picker is on the form.
        'form.company': {
          guard: 'companyScope',
          actions: assign({
            companyId: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, companyId: '' }),
          }),
        },
        'form.ship': {
          guard: 'shipScope',
          actions: assign({
            shipId: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, shipId: '' }),
          }),
        },
        'form.save': [
          {
            guard: 'formValid',
            target: 'issuing',
            actions: assign({ errors: {}, errorCode: null, errorMessage: null }),
          },
          // A new attempt: the last refusal no longer applies, the form's own messages do.
          {
            actions: assign({
              errors: ({ context }) => apiKeyFormErrors(context),
              errorCode: null,
              errorMessage: null,
            }),
          },
        ],
        'form.cancel': 'closed',
      },
    },
    issuing: {
      tags: ['busy'],
      invoke: {
        id: 'issueKey',
        src: 'issueKey',
        input: ({ context }) => bodyOf(context),
        onDone: { target: 'shown', actions: assign({ key: ({ event }) => event.output.key }) },
        onError: {
          target: 'editing',
          actions: assign({
            errors: ({ event }) => fieldErrorsOf(event.error),
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    shown: {
      on: {
        'key.copy': 'copying',
        // Closing forgets the key: it is shown once.
        'key.close': { target: 'done', actions: assign({ key: '' }) },
      },
    },
    copying: {
      invoke: {
        id: 'copyKey',
        src: 'copyKey',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'shown', actions: assign({ copied: true, copyFailed: false }) },
        // No clipboard (an insecure origin, a refusal): the key stays selectable to copy by hand.
        onError: { target: 'shown', actions: assign({ copied: false, copyFailed: true }) },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type ApiKeyIssueActor = ActorRefFrom<typeof apiKeyIssueMachine>;
