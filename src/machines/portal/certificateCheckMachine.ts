import { assign, setup } from 'xstate';
import { errorCode } from '../../domain/apiError';
import { normalizeSerial, type CertificateCheck } from '../../domain/verification/certificate';
import { notProvided } from '../notProvided';

/**
 * The public check of a certificate by its serial number (docs/verification.md §7): the serial
 * is checked for its form before it is sent (domain `normalizeSerial`), the answer is valid,
 * superseded or unknown with the ship, period and regime. Editing the serial clears the answer.
 */
type Invalid = 'required' | 'format' | null;

export const certificateCheckMachine = setup({
  types: {
    context: {} as {
      serial: string;
      invalid: Invalid;
      result: CertificateCheck | null;
      errorCode: string | null;
    },
    events: {} as { type: 'serial.change'; value: string } | { type: 'check' },
  },
  actors: {
    // Placeholder: the client's is in ./provided.ts.
    check: notProvided<CertificateCheck, string>('certificate.check'),
  },
  guards: {
    empty: ({ context }) => context.serial.trim() === '',
    malformed: ({ context }) => normalizeSerial(context.serial) === null,
  },
}).createMachine({
  id: 'certificateCheck',
  context: { serial: '', invalid: null, result: null, errorCode: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'serial.change': {
          target: 'editing',
          actions: assign({ serial: ({ event }) => event.value, invalid: null }),
        },
        check: [
          { guard: 'empty', actions: assign({ invalid: 'required' }) },
          { guard: 'malformed', actions: assign({ invalid: 'format' }) },
          { target: '#certificateCheck.checking', actions: assign({ invalid: null }) },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => normalizeSerial(context.serial)!,
        onDone: { target: 'answered', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    answered: {
      on: {
        'serial.change': {
          target: 'editing',
          actions: assign({ serial: ({ event }) => event.value, result: null, invalid: null }),
        },
        check: [
          { guard: 'empty', actions: assign({ invalid: 'required' }) },
          { guard: 'malformed', actions: assign({ invalid: 'format' }) },
          { target: '#certificateCheck.checking', actions: assign({ invalid: null }) },
        ],
      },
    },
    failed: {
      on: {
        'serial.change': {
          target: 'editing',
          actions: assign({ serial: ({ event }) => event.value, errorCode: null, invalid: null }),
        },
        check: { target: 'checking', actions: assign({ errorCode: null }) },
      },
    },
  },
});
