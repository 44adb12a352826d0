import type { Row, ShipRecord, TfcRecord } from '../../domain/api';
import { and, assign, setup, type ActorRefFrom } from 'xstate';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../domain/schemas/fleet';
import { EQUIPMENT_KINDS, type EquipmentKind } from '../../domain/schemas/fleetEquipment';
import { notProvided } from '../notProvided';
import { ApiError, errorCode, saveFailure } from '../../domain/apiError';
import { blankValues, fieldsOf, isItemTab, sameValues, validateTab, type ShipTab } from './shipEditForms';
import type {
  LoadedShip,
  Pending,
  SaveInput,
  ShipEditContext,
  ShipEditEvent,
  ShipEditInput,
} from './shipEditMachine.types';

export * from './shipEditMachine.types';

type C = ShipEditContext;
const failure = (error: unknown) => ({
  errorCode: errorCode(error),
  errorMessage: error instanceof ApiError ? error.message : null,
});
const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** The records of an item tab: the kind's units, or the curve rows. */
const itemsOf = (c: C, tab: ShipTab): Row[] =>
  tab === 'basic' ? [] : tab === 'tfc' ? c.tfc : (c.units[tab] ?? []);

/**
 * Puts a tab (and on item tabs, one item) in the form. `id` undefined = the first item, which is
 * what the original shows on opening a tab; null = a new item.
 */
function focus(c: C, tab: ShipTab, id?: number | null): Partial<C> {
  const items = itemsOf(c, tab);
  const itemId = id === undefined ? ((items[0]?.id as number | undefined) ?? null) : id;
  const record = tab === 'basic' ? c.ship : items.find((r) => r.id === itemId);
  const form = record ? { ...record } : blankValues(tab);
  return {
    tab,
    itemId: record ? itemId : null,
    form,
    baseline: form,
    fieldErrors: {},
    errorCode: null,
    errorMessage: null,
  };
}

/** Carries out a move the user made (directly, or confirmed after the unsaved-changes question). */
function apply(c: C, p: Pending): Partial<C> {
  const moved =
    p.type === 'tab.select'
      ? focus(c, p.tab)
      : p.type === 'item.select'
        ? focus(c, c.tab, p.id)
        : p.type === 'item.new'
          ? focus(c, c.tab, null)
          : {};
  return { ...moved, pending: null, notice: null };
}

/** Where the server's answer to a save goes: the ship, the kind's units, or the curve (by speed). */
function stored(c: C, saved: Row): Partial<C> {
  const form = { ...saved };
  const common = { form, baseline: form, itemId: saved.id, notice: 'saved' as const, changed: true };
  if (c.tab === 'basic') return { ...common, ship: saved as ShipRecord, shipId: saved.id, itemId: null };
  const replace = (rows: Row[]) =>
    rows.some((r) => r.id === saved.id) ? rows.map((r) => (r.id === saved.id ? saved : r)) : [...rows, saved];
  if (c.tab === 'tfc')
    return {
      ...common,
      tfc: (replace(c.tfc) as TfcRecord[]).sort((a, b) => a.speed - b.speed),
    };
  return { ...common, units: { ...c.units, [c.tab]: replace(c.units[c.tab] ?? []) } };
}

/**
 * The ship edit screen (docs/legacy-system.md §5): a multi-tab form, saved one tab at a time. Leaving
 * a tab or unit with unsaved changes, or closing, asks first; a stale save (409) offers a reload;
 * errors are kept as codes for the view to translate.
 */
export const shipEditMachine = setup({
  types: {
    context: {} as ShipEditContext,
    events: {} as ShipEditEvent,
    input: {} as ShipEditInput,
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts.
    loadShip: notProvided<LoadedShip, { shipId: number }>('shipEdit.loadShip'),
    saveTab: notProvided<Row, SaveInput>('shipEdit.saveTab'),
    deleteItem: notProvided<unknown, { shipId: number; tab: ShipTab; itemId: number }>('shipEdit.deleteItem'),
    uploadPhoto: notProvided<unknown, { shipId: number; file: File }>('shipEdit.uploadPhoto'),
  },
  actions: {
    move: assign(({ context, event }) => apply(context, event as Pending)),
    ask: assign({ pending: ({ event }) => event as Pending }),
  },
  guards: {
    isNew: ({ context }) => context.shipId === null,
    isDirty: ({ context }) => !sameValues(context.form, context.baseline),
    // Equipment and curve rows hang off a saved ship ("fill in the basic information first").
    canOpenTab: ({ context, event }) =>
      event.type === 'tab.select' &&
      event.tab !== context.tab &&
      (event.tab === 'basic' || context.shipId !== null),
    canSelectItem: ({ context, event }) =>
      event.type === 'item.select' &&
      event.id !== context.itemId &&
      itemsOf(context, context.tab).some((r) => r.id === event.id),
    canAddItem: ({ context }) => !context.readOnly && isItemTab(context.tab) && context.itemId !== null,
    canDeleteItem: ({ context }) => !context.readOnly && isItemTab(context.tab) && context.itemId !== null,
    // Only fields the tab's schema knows: a stray name would be sent and silently dropped.
    canChange: ({ context, event }) =>
      !context.readOnly && event.type === 'field.change' && fieldsOf(context.tab).includes(event.name),
    canSave: ({ context }) => !context.readOnly,
    formValid: ({ context }) => Object.keys(validateTab(context.tab, context.form)).length === 0,
    canUpload: ({ context }) => !context.readOnly && context.shipId !== null && context.tab === 'basic',
    photoOk: ({ event }) =>
      event.type === 'photo.upload' &&
      (PHOTO_TYPES as readonly string[]).includes(event.file.type) &&
      event.file.size <= PHOTO_MAX_BYTES,
    pendingClose: ({ context }) => context.pending?.type === 'edit.close',
    // The one reading of a refused save (domain/apiError.ts): a taken IMO number is a field's
    // refusal, not a conflict; only a stale version is.
    hasFieldErrors: ({ event }) => saveFailure((event as { error?: unknown }).error).kind === 'fields',
    isConflict: ({ event }) => saveFailure((event as { error?: unknown }).error).kind === 'conflict',
    isNotFound: ({ event }) => status((event as { error?: unknown }).error) === 404,
  },
}).createMachine({
  id: 'shipEdit',
  context: ({ input }) => ({
    shipId: input.shipId,
    readOnly: Boolean(input.readOnly),
    tab: 'basic',
    ship: null,
    units: Object.fromEntries(EQUIPMENT_KINDS.map((k) => [k, []])),
    tfc: [],
    itemId: null,
    form: blankValues('basic'),
    baseline: blankValues('basic'),
    pending: null,
    fieldErrors: {},
    errorCode: null,
    errorMessage: null,
    notice: null,
    changed: false,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'A new ship has nothing to read: straight to its empty basic tab.',
      always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadShip',
        src: 'loadShip',
        input: ({ context }) => ({ shipId: context.shipId! }),
        onDone: {
          target: 'editing',
          // A reload (after a conflict) stays on the tab and unit the user was on.
          actions: assign(({ context, event }) => {
            const next = { ...context, ...event.output };
            const keep = itemsOf(next, context.tab).some((r) => r.id === context.itemId);
            return { ...event.output, ...focus(next, context.tab, keep ? context.itemId : undefined) };
          }),
        },
        onError: [
          {
            // Unknown and out-of-scope ids look the same (404): say "not found", show no data.
            guard: 'isNotFound',
            target: 'notFound',
            actions: assign(({ event }) => failure(event.error)),
          },
          { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
        ],
      },
    },
    failed: { on: { 'load.retry': 'loading', 'edit.close': 'closed' } },
    notFound: {
      description: 'The ship does not exist or lies outside the user’s data scope.',
      on: { 'edit.close': 'closed' },
    },
    editing: {
      tags: ['editable'],
      on: {
        'field.change': {
          guard: 'canChange',
          actions: assign(({ context, event }) => {
            const fieldErrors = { ...context.fieldErrors };
            delete fieldErrors[event.name];
            const form = { ...context.form, [event.name]: event.value };
            // Sub-types belong to one ship type: another type leaves the chosen sub-type meaningless.
            if (event.name === 'shipTypeCode' && (event.value ?? '') !== (context.form.shipTypeCode ?? ''))
              form.subTypeCode = null;
            return { form, fieldErrors, notice: null };
          }),
        },
        'tab.select': [
          { guard: and(['canOpenTab', 'isDirty']), target: 'confirmingDiscard', actions: 'ask' },
          { guard: 'canOpenTab', actions: 'move' },
        ],
        'item.select': [
          { guard: and(['canSelectItem', 'isDirty']), target: 'confirmingDiscard', actions: 'ask' },
          { guard: 'canSelectItem', actions: 'move' },
        ],
        'item.new': [
          { guard: and(['canAddItem', 'isDirty']), target: 'confirmingDiscard', actions: 'ask' },
          { guard: 'canAddItem', actions: 'move' },
        ],
        'edit.close': [
          { guard: 'isDirty', target: 'confirmingDiscard', actions: 'ask' },
          { target: 'closed' },
        ],
        'item.delete': { guard: 'canDeleteItem', target: 'confirmingDelete' },
        'edit.save': [
          { guard: and(['canSave', 'formValid']), target: 'saving' },
          {
            guard: 'canSave',
            actions: assign({
              fieldErrors: ({ context }) => validateTab(context.tab, context.form),
              notice: null,
            }),
          },
        ],
        'photo.upload': [
          { guard: and(['canUpload', 'photoOk']), target: 'uploading' },
          {
            guard: 'canUpload',
            actions: assign({
              errorCode: ({ event }) =>
                (PHOTO_TYPES as readonly string[]).includes(event.file.type) ? 'file_too_large' : 'file_type',
              errorMessage: null,
              notice: null,
            }),
          },
        ],
      },
    },
    confirmingDiscard: {
      description: 'Unsaved changes on this tab: discard them and carry on, or stay.',
      on: {
        'discard.accept': [
          { guard: 'pendingClose', target: 'closed' },
          { target: 'editing', actions: 'move' },
        ],
        'discard.cancel': { target: 'editing', actions: assign({ pending: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ errorCode: null, errorMessage: null, notice: null, fieldErrors: {} }),
      invoke: {
        id: 'saveTab',
        src: 'saveTab',
        input: ({ context }) => ({
          shipId: context.shipId,
          tab: context.tab,
          itemId: context.itemId,
          values: context.form,
        }),
        onDone: { target: 'editing', actions: assign(({ context, event }) => stored(context, event.output)) },
        onError: [
          {
            guard: 'hasFieldErrors',
            target: 'editing',
            actions: assign(({ event }) => {
              const failed = saveFailure(event.error);
              return { fieldErrors: failed.kind === 'fields' ? failed.fieldErrors : {} };
            }),
          },
          { guard: 'isConflict', target: 'conflict', actions: assign(({ event }) => failure(event.error)) },
          { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
        ],
      },
    },
    conflict: {
      description:
        'Saved by someone else since it was read (stale version): reload, losing these edits, or close.',
      on: { 'conflict.reload': 'loading', 'edit.close': 'closed' },
    },
    confirmingDelete: {
      on: { 'confirm.accept': 'deleting', 'confirm.cancel': 'editing' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ shipId: context.shipId!, tab: context.tab, itemId: context.itemId! }),
        onDone: {
          target: 'editing',
          actions: assign(({ context }) => {
            const keep = (rows: Row[]) => rows.filter((r) => r.id !== context.itemId);
            const next: C =
              context.tab === 'tfc'
                ? { ...context, tfc: keep(context.tfc) as TfcRecord[] }
                : {
                    ...context,
                    units: {
                      ...context.units,
                      [context.tab]: keep(context.units[context.tab as EquipmentKind] ?? []),
                    },
                  };
            return { ...next, ...focus(next, context.tab), notice: 'deleted' as const, changed: true };
          }),
        },
        onError: { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ errorCode: null, errorMessage: null, notice: null }),
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context, event }) => ({
          shipId: context.shipId!,
          file: (event as Extract<ShipEditEvent, { type: 'photo.upload' }>).file,
        }),
        // The photo is its own write: mark it on the record and the form alike, so it is no "change".
        onDone: {
          target: 'editing',
          actions: assign(({ context }) => ({
            ship: { ...context.ship!, hasPhoto: true },
            form: { ...context.form, hasPhoto: true },
            baseline: { ...context.baseline, hasPhoto: true },
            notice: 'photo' as const,
            changed: true,
          })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    closed: { type: 'final' },
  },
});

export type ShipEditActor = ActorRefFrom<typeof shipEditMachine>;
