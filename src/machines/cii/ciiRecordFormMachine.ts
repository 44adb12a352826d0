import { systemFieldInstant, systemFieldValue } from '../../domain/systemZone';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CiiAdjustmentDto } from '../../domain/cii/adjustmentApi';
import {
  ADJUSTMENT_TYPES,
  CORRECTION_TYPES,
  TYPE_FIELDS,
  type CiiAdjustKind,
  type CiiAdjustType,
} from '../../domain/cii/adjustments';
import type { AdjustmentProposal } from '../../domain/cii/proposals';
import { errorCode, errorMessage, fieldErrorsOf } from '../../domain/apiError';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../../domain/reports/attachments';
import { CiiAdjustmentContent, type CiiAdjustmentInput } from '../../domain/schemas/ciiAdjustments';
import { notProvided } from '../notProvided';

/** What the form's fields hold: text as typed, turned into the request on save. */
export interface CiiFormValues {
  type: CiiAdjustType;
  /** `datetime-local` values (the user's clock); sent as UTC instants. */
  begin: string;
  end: string;
  voyageNo: string;
  episodeRef: string;
  distanceNm: string;
  fuels: Array<{ fuel: string; tonnes: string }>;
  iceClass: string;
  factor: string;
  remark: string;
}
export type CiiFormField = Exclude<keyof CiiFormValues, 'fuels'>;

export interface CiiRecordFormInput {
  kind: CiiAdjustKind;
  shipId: number;
  year: number;
  /** The record to edit (a draft), or null for a new one. */
  record: CiiAdjustmentDto | null;
  /** A ledger proposal to start a new adjustment from. */
  proposal: AdjustmentProposal | null;
}

export interface CiiRecordFormContext extends CiiRecordFormInput {
  values: CiiFormValues;
  /** Field → message code (`msg.*`, translated by the view). */
  errors: Record<string, string>;
  file: File | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export type CiiRecordFormEvent =
  | { type: 'field.change'; field: CiiFormField; value: string }
  | { type: 'fuel.change'; index: number; field: 'fuel' | 'tonnes'; value: string }
  | { type: 'fuel.add' }
  | { type: 'fuel.remove'; index: number }
  | { type: 'file.choose'; file: File | null }
  | { type: 'form.save' }
  | { type: 'form.cancel' };

// Begin and end are typed at UTC+8, the zone the adjustment list shows them in, not the browser's.
const toLocal = systemFieldValue;
const toInstant = systemFieldInstant;
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export const typesOf = (kind: CiiAdjustKind): readonly CiiAdjustType[] =>
  kind === 'adjustment' ? ADJUSTMENT_TYPES : CORRECTION_TYPES;

/** The form's first values: the record's, the proposal's, or an empty one spanning the year. */
export function initialValues(i: CiiRecordFormInput): CiiFormValues {
  const r = i.record ?? i.proposal;
  const yearSpan = {
    begin: toLocal(new Date(Date.UTC(i.year, 0, 1)).toISOString()),
    end: toLocal(new Date(Date.UTC(i.year + 1, 0, 1)).toISOString()),
  };
  if (!r) {
    const type = typesOf(i.kind)[0]!;
    return {
      type,
      ...yearSpan,
      voyageNo: '',
      episodeRef: '',
      distanceNm: '',
      fuels: TYPE_FIELDS[type].fuels ? [{ fuel: 'HFO', tonnes: '' }] : [],
      iceClass: '',
      factor: '',
      remark: '',
    };
  }
  const rec = i.record;
  return {
    type: r.type,
    begin: toLocal(r.begin),
    end: toLocal(r.end),
    voyageNo: r.voyageNo ?? '',
    episodeRef: (rec ? rec.episodeRef : i.proposal?.episodeRef) ?? '',
    distanceNm: r.distanceNm ? String(r.distanceNm) : '',
    fuels: r.fuels.map((f) => ({ fuel: f.fuel, tonnes: String(f.tonnes) })),
    iceClass: rec?.iceClass ?? '',
    factor: rec?.factor != null ? String(rec.factor) : '',
    remark: rec?.remark ?? '',
  };
}

/** The request body the values stand for (fields the type does not take are left out). */
export function toRequest(v: CiiFormValues): CiiAdjustmentInput {
  const need = TYPE_FIELDS[v.type];
  return {
    type: v.type,
    begin: toInstant(v.begin),
    end: toInstant(v.end),
    voyageNo: v.voyageNo.trim() || null,
    episodeRef: v.episodeRef.trim() || null,
    distanceNm: need.distance ? (v.distanceNm.trim() === '' ? 0 : num(v.distanceNm)) : 0,
    fuels: need.fuels ? v.fuels.map((f) => ({ fuel: f.fuel as 'HFO', tonnes: num(f.tonnes) })) : [],
    iceClass: need.iceClass ? ((v.iceClass || null) as CiiAdjustmentInput['iceClass']) : null,
    factor: need.factor ? (v.factor.trim() === '' ? null : num(v.factor)) : null,
    remark: v.remark,
  };
}

/** The same rules as the server (the shared schema), as field → message code; plus the file's. */
export function validate(c: Pick<CiiRecordFormContext, 'values' | 'file'>): Record<string, string> {
  const errors: Record<string, string> = {};
  const r = CiiAdjustmentContent.safeParse(toRequest(c.values));
  if (!r.success)
    for (const issue of r.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  if (c.file) {
    const ext = /\.([a-z0-9]+)$/i.exec(c.file.name)?.[1]?.toLowerCase() ?? '';
    if (!Object.hasOwn(ATTACHMENT_TYPES, ext === 'jpeg' ? 'jpg' : ext)) errors.file = 'msg.attachment_type';
    else if (c.file.size > ATTACHMENT_MAX_BYTES) errors.file = 'msg.attachment_too_large';
  }
  return errors;
}

/**
 * The form of one CII adjustment or correction (docs/cii-adjustments.md §6): fields by type, fuel
 * lines, one evidence document. Save checks the shared schema first (errors stay on the fields),
 * then creates or saves the draft and uploads the chosen document; a refusal of either returns to
 * editing with its reason (after a create, the next save updates the record it made). Ends `done`
 * (something was stored) or `closed`.
 */
export const ciiRecordFormMachine = setup({
  types: {
    context: {} as CiiRecordFormContext,
    events: {} as CiiRecordFormEvent,
    input: {} as CiiRecordFormInput,
  },
  actors: {
    saveRecord: notProvided<
      CiiAdjustmentDto,
      { id: number | null; version?: number; shipId: number; values: CiiAdjustmentInput }
    >('ciiRecordForm.saveRecord'),
    uploadEvidence: notProvided<CiiAdjustmentDto, { id: number; file: File }>('ciiRecordForm.uploadEvidence'),
  },
  guards: {
    valid: ({ context }) => Object.keys(validate(context)).length === 0,
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'ciiRecordForm',
  context: ({ input }) => ({
    ...input,
    values: initialValues(input),
    errors: {},
    file: null,
    errorCode: null,
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => {
              const values = { ...context.values, [event.field]: event.value };
              // A new type keeps only the fields it takes (one empty fuel line when it takes fuel).
              if (event.field === 'type') {
                const need = TYPE_FIELDS[event.value as CiiAdjustType];
                values.fuels = need.fuels
                  ? context.values.fuels.length
                    ? context.values.fuels
                    : [{ fuel: 'HFO', tonnes: '' }]
                  : [];
              }
              return values;
            },
          }),
        },
        'fuel.change': {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              fuels: context.values.fuels.map((f, i) =>
                i === event.index ? { ...f, [event.field]: event.value } : f,
              ),
            }),
          }),
        },
        'fuel.add': {
          actions: assign({
            values: ({ context }) => ({
              ...context.values,
              fuels: [...context.values.fuels, { fuel: 'LFO', tonnes: '' }],
            }),
          }),
        },
        'fuel.remove': {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              fuels: context.values.fuels.filter((_, i) => i !== event.index),
            }),
          }),
        },
        'file.choose': { actions: assign({ file: ({ event }) => event.file }) },
        'form.save': [
          {
            guard: 'valid',
            target: 'saving',
            actions: assign({ errors: {}, errorCode: null, errorMessage: null }),
          },
          { actions: assign({ errors: ({ context }) => validate(context) }) },
        ],
        'form.cancel': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context }) => ({
          id: context.record?.id ?? null,
          version: context.record?.version,
          shipId: context.shipId,
          values: toRequest(context.values),
        }),
        onDone: [
          { guard: 'hasFile', target: 'uploading', actions: assign({ record: ({ event }) => event.output }) },
          { target: 'done', actions: assign({ record: ({ event }) => event.output }) },
        ],
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
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadEvidence',
        src: 'uploadEvidence',
        input: ({ context }) => ({ id: context.record!.id, file: context.file! }),
        onDone: { target: 'done', actions: assign({ record: ({ event }) => event.output, file: null }) },
        onError: {
          target: 'editing',
          actions: assign({
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type CiiRecordFormActor = ActorRefFrom<typeof ciiRecordFormMachine>;
