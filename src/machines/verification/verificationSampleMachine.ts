import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage } from '../../domain/apiError';
import type { SampleDto } from '../../domain/verification/dto';
import type { TabRole } from './verificationTabMachine';

/**
 * The sample of a report's ledger records (docs/verification.md §4): anyone who reads the report
 * draws it (a seed, or the report's reference code when none is typed, and a size); the verifier
 * marks a drawn record checked with a note as evidence. The calls are provided actors.
 */
export interface SampleContext {
  reportId: number;
  role: TabRole;
  /** As typed; empty asks the server for the report's own seed. */
  seed: string;
  size: string;
  sample: SampleDto | null;
  check: { ref: string; note: string } | null;
  problem: 'seed' | 'size' | 'note' | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export type SampleEvent =
  | { type: 'seed.change'; value: string }
  | { type: 'size.change'; value: string }
  | { type: 'sample.draw' }
  | { type: 'check.open'; ref: string }
  | { type: 'note.change'; value: string }
  | { type: 'check.save' }
  | { type: 'check.cancel' };

/** The server's seed alphabet (src/domain/schemas/verification.ts) and its size bounds. */
const SEED = /^[A-Za-z0-9_.:-]{0,64}$/;
export const MAX_SAMPLE = 200;
const sizeOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** What the draw's fields lack, or null. */
export function drawProblem(c: Pick<SampleContext, 'seed' | 'size'>): 'seed' | 'size' | null {
  if (!SEED.test(c.seed.trim())) return 'seed';
  const size = sizeOf(c.size);
  if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= MAX_SAMPLE)) return 'size';
  return null;
}

export const drawInput = (c: Pick<SampleContext, 'reportId' | 'seed' | 'size'>) => ({
  id: c.reportId,
  seed: c.seed.trim() || undefined,
  size: sizeOf(c.size),
});

const noError = { problem: null, errorCode: null, errorMessage: null } as const;
const failed = ({ event }: { event: unknown }) => ({
  errorCode: errorCode((event as { error?: unknown }).error),
  errorMessage: errorMessage((event as { error?: unknown }).error),
});
const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`verificationSample: provide ${name}`);
  });

/** The draw's fields change while no call or dialog is open (a dialog covers them). */
const FIELDS = {
  'seed.change': { actions: 'setSeed' },
  'size.change': { actions: 'setSize' },
} as const;

export const verificationSampleMachine = setup({
  types: {
    context: {} as SampleContext,
    events: {} as SampleEvent,
    input: {} as { reportId: number; role: TabRole },
  },
  actors: {
    draw: notProvided<SampleDto, { id: number; seed?: string; size?: number }>('draw'),
    check: notProvided<SampleDto, { id: number; seed: string; size: number; ref: string; note: string }>(
      'check',
    ),
  },
  actions: {
    setSeed: assign({ seed: ({ event }) => (event as { value: string }).value, problem: null }),
    setSize: assign({ size: ({ event }) => (event as { value: string }).value, problem: null }),
  },
  guards: {
    drawable: ({ context }) => drawProblem(context) === null,
    verifier: ({ context }) => context.role === 'verifier' || context.role === 'admin',
    noteGiven: ({ context }) => context.check!.note.trim().length > 0,
  },
}).createMachine({
  id: 'verificationSample',
  context: ({ input }) => ({ ...input, seed: '', size: '', sample: null, check: null, ...noError }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...FIELDS,
        'sample.draw': [
          { guard: 'drawable', target: 'drawing', actions: assign(noError) },
          { actions: assign({ problem: ({ context }) => drawProblem(context) }) },
        ],
      },
    },
    drawing: {
      tags: ['busy'],
      invoke: {
        id: 'draw',
        src: 'draw',
        input: ({ context }) => drawInput(context),
        onDone: { target: 'drawn', actions: assign({ sample: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign(failed) },
      },
    },
    drawn: {
      on: {
        ...FIELDS,
        'sample.draw': [
          { guard: 'drawable', target: 'drawing', actions: assign(noError) },
          { actions: assign({ problem: ({ context }) => drawProblem(context) }) },
        ],
        'check.open': {
          guard: 'verifier',
          target: 'checking',
          actions: assign({ check: ({ event }) => ({ ref: event.ref, note: '' }), ...noError }),
        },
      },
    },
    checking: {
      on: {
        'note.change': {
          actions: assign({
            check: ({ context, event }) => ({ ...context.check!, note: event.value }),
            problem: null,
          }),
        },
        'check.save': [
          { guard: 'noteGiven', target: 'savingCheck', actions: assign(noError) },
          { actions: assign({ problem: 'note' }) },
        ],
        'check.cancel': { target: 'drawn', actions: assign({ check: null, ...noError }) },
      },
    },
    savingCheck: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        // The drawn sample's own seed and size: the server draws it again to know the record is in it.
        input: ({ context }) => ({
          id: context.reportId,
          seed: context.sample!.seed,
          size: context.sample!.size,
          ref: context.check!.ref,
          note: context.check!.note.trim(),
        }),
        onDone: {
          target: 'drawn',
          actions: assign({ sample: ({ event }) => event.output, check: null }),
        },
        onError: { target: 'checking', actions: assign(failed) },
      },
    },
  },
});

export type VerificationSampleActor = ActorRefFrom<typeof verificationSampleMachine>;
