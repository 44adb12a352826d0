import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage } from '../../domain/apiError';
import type {
  EuEmissionSource,
  EuMonitoringMethod,
  EuPartsBody,
  EuPartsDto,
} from '../../domain/schemas/euParts';
import { notProvided } from '../notProvided';

/** Parts B and C of one EU MRV report as the form edits them (docs/reports-eu.md §3.1). */
export interface EuPartsInput {
  reportId: number;
  /** Whether the report is a draft the user may edit; otherwise the form is read-only. */
  editable: boolean;
}

export type VerifierField = 'name' | 'address' | 'accreditationNumber' | 'accreditationBody';

export interface SourceRow {
  source: EuEmissionSource;
  methods: EuMonitoringMethod[];
  /** As typed; the server judges the number (0–100 %). */
  uncertainty: string;
}

export interface EuPartsContext extends EuPartsInput {
  verifier: Record<VerifierField, string>;
  sources: SourceRow[];
  version: number | null;
  /** Whether the stored parts are complete (a verifier and at least one source). */
  complete: boolean;
  saved: boolean;
  errorCode: string | null;
  errorMessage: string | null;
}

export type EuPartsEvent =
  | { type: 'verifier.change'; field: VerifierField; value: string }
  | { type: 'source.add'; source: EuEmissionSource }
  | { type: 'source.remove'; source: EuEmissionSource }
  | { type: 'source.method'; source: EuEmissionSource; method: EuMonitoringMethod }
  | { type: 'source.uncertainty'; source: EuEmissionSource; value: string }
  | { type: 'parts.save' }
  | { type: 'parts.retry' };

const EMPTY_VERIFIER = { name: '', address: '', accreditationNumber: '', accreditationBody: '' };
const noError = { errorCode: null, errorMessage: null } as const;

/** The form's fields from the stored parts; never saved, the rows the ship's equipment suggests. */
export const formOf = (dto: EuPartsDto) => ({
  verifier: dto.verifier ? { ...dto.verifier } : { ...EMPTY_VERIFIER },
  sources:
    dto.version === null && dto.sources.length === 0
      ? (dto.suggestedSources ?? []).map((source): SourceRow => ({ source, methods: ['A'], uncertainty: '' }))
      : dto.sources.map((s) => ({
          source: s.source,
          methods: [...s.methods],
          uncertainty: String(s.uncertaintyPct),
        })),
  version: dto.version,
  complete: dto.complete,
});

/** The PUT body: an all-empty verifier is "not known yet" (null); numbers as typed (NaN → 400). */
export function bodyOf(c: EuPartsContext): EuPartsBody {
  const v = c.verifier;
  const blank = Object.values(v).every((x) => x.trim() === '');
  return {
    verifier: blank ? null : { ...v },
    sources: c.sources.map((s) => ({
      source: s.source,
      methods: s.methods,
      uncertaintyPct: s.uncertainty.trim() === '' ? Number.NaN : Number(s.uncertainty.replace(',', '.')),
    })),
    version: c.version,
  };
}

const mapSource = (
  sources: SourceRow[],
  source: EuEmissionSource,
  f: (s: SourceRow) => SourceRow,
): SourceRow[] => sources.map((s) => (s.source === source ? f(s) : s));

/**
 * Loads the parts, lets a draft's editor change them and saves them (PUT, optimistic version).
 * A refusal (400, 409) stays on the form with the server's words; a failed load offers retry.
 * On a report that is not editable every edit and save is ignored (the guard `editable`).
 */
export const euPartsMachine = setup({
  types: {
    context: {} as EuPartsContext,
    events: {} as EuPartsEvent,
    input: {} as EuPartsInput,
  },
  actors: {
    loadParts: notProvided<EuPartsDto, { reportId: number }>('euParts.loadParts'),
    saveParts: notProvided<EuPartsDto, { reportId: number; body: EuPartsBody }>('euParts.saveParts'),
  },
  guards: {
    editable: ({ context }) => context.editable,
    canAdd: ({ context, event }) =>
      context.editable &&
      event.type === 'source.add' &&
      !context.sources.some((s) => s.source === event.source),
  },
}).createMachine({
  id: 'euParts',
  context: ({ input }) => ({
    ...input,
    verifier: { ...EMPTY_VERIFIER },
    sources: [],
    version: null,
    complete: false,
    saved: false,
    ...noError,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadParts',
        src: 'loadParts',
        input: ({ context }) => ({ reportId: context.reportId }),
        onDone: { target: 'ready', actions: assign(({ event }) => formOf(event.output)) },
        onError: {
          target: 'failed',
          actions: assign({
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    failed: { on: { 'parts.retry': { target: 'loading', actions: assign({ ...noError }) } } },
    ready: {
      on: {
        'verifier.change': {
          guard: 'editable',
          actions: assign({
            verifier: ({ context, event }) => ({ ...context.verifier, [event.field]: event.value }),
            saved: false,
          }),
        },
        'source.add': {
          guard: 'canAdd',
          actions: assign({
            sources: ({ context, event }) => [
              ...context.sources,
              { source: event.source, methods: ['A'], uncertainty: '' },
            ],
            saved: false,
          }),
        },
        'source.remove': {
          guard: 'editable',
          actions: assign({
            sources: ({ context, event }) => context.sources.filter((s) => s.source !== event.source),
            saved: false,
          }),
        },
        'source.method': {
          guard: 'editable',
          actions: assign({
            sources: ({ context, event }) =>
              mapSource(context.sources, event.source, (s) => ({
                ...s,
                methods: s.methods.includes(event.method)
                  ? s.methods.filter((m) => m !== event.method)
                  : [...s.methods, event.method].sort(),
              })),
            saved: false,
          }),
        },
        'source.uncertainty': {
          guard: 'editable',
          actions: assign({
            sources: ({ context, event }) =>
              mapSource(context.sources, event.source, (s) => ({ ...s, uncertainty: event.value })),
            saved: false,
          }),
        },
        'parts.save': { guard: 'editable', target: 'saving', actions: assign({ ...noError }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveParts',
        src: 'saveParts',
        input: ({ context }) => ({ reportId: context.reportId, body: bodyOf(context) }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...formOf(event.output), saved: true })),
        },
        onError: {
          target: 'ready',
          actions: assign({
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
  },
});

export type EuPartsActor = ActorRefFrom<typeof euPartsMachine>;
