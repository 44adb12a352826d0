import { assign, emit, setup, type ActorRefFrom } from 'xstate';
import type { LockState, Page, VoyageDto } from '../../domain/api';
import type { AlertDto } from '../../domain/analysis/dto';
import { errorCode, errorMessage } from '../../domain/apiError';
import { notProvided } from '../notProvided';
import { voyageLockMachine } from '../workflow/voyageLockMachine';
import type {
  AddChosen,
  VoyageFilterValues,
  Pending,
  VoyageScreenContext,
  VoyageScreenEvent,
  ListInput,
  AlertsInput,
  LockInput,
} from './voyageScreenMachine.types';

export const EMPTY_FILTERS: VoyageFilterValues = {
  companyId: '',
  keyword: '',
  voyageNo: '',
  startDate: '',
  endDate: '',
};

/** The voyage number as the contract stores it: trimmed and upper-cased. */
export const normalVoyageNo = (value: string) => value.trim().toUpperCase();

/**
 * The event the lock button offers for a voyage in `status`: whichever the shared voyage lock
 * chart accepts there, so the screen never offers what the server's copy of the chart refuses.
 */
export function lockEventOf(status: LockState): 'lock' | 'unlock' {
  const snapshot = voyageLockMachine.resolveState({ value: status, context: undefined as never });
  return snapshot.can({ type: 'lock' }) ? 'lock' : 'unlock';
}

/** Whether the chart allows record edits: a locked voyage refuses them (the server checks again). */
export const isEditable = (status: LockState) => lockEventOf(status) === 'lock';

const find = (context: VoyageScreenContext, id: number) => context.voyages.find((v) => v.id === id);

const failure = ({ event }: { event: unknown }) => {
  const error = (event as { error: unknown }).error;
  return { errorCode: errorCode(error), errorMessage: errorMessage(error) };
};

/**
 * The energy-efficiency screen (as in the legacy system): the voyage list with its filters and pages, the
 * selected voyage of the lower panel, and the writes that need a confirmation: lock / unlock with
 * an optional comment, delete a voyage, delete a port record. Every write reloads the list, since
 * the server recomputes the legs and the lock state in the same transaction. In read-only mode
 * (the inland-fleet view) no write is ever requested.
 */
export const voyageScreenMachine = setup({
  types: {
    context: {} as VoyageScreenContext,
    events: {} as VoyageScreenEvent,
    // voyageNo: the list opens filtered to it (the dashboard's alerts link to their voyage).
    input: {} as { readOnly?: boolean; size?: number; shipId?: number | null; voyageNo?: string },
    emitted: {} as AddChosen,
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts.
    listVoyages: notProvided<Page<VoyageDto>, ListInput>('voyageScreen.listVoyages'),
    lockVoyage: notProvided<unknown, LockInput>('voyageScreen.lockVoyage'),
    deleteVoyage: notProvided<unknown, { voyageId: number }>('voyageScreen.deleteVoyage'),
    deleteRecord: notProvided<unknown, { ship: string; refCodes: string[] }>('voyageScreen.deleteRecord'),
    listAlerts: notProvided<AlertDto[], AlertsInput>('voyageScreen.listAlerts'),
  },
  guards: {
    writable: ({ context }) => !context.readOnly,
    // Delete is offered for an unlocked voyage only ("该航次为锁定状态不可进行删除操作").
    deletable: ({ context, event }) => {
      const v = find(context, (event as { id: number }).id);
      return !context.readOnly && v !== undefined && isEditable(v.status);
    },
    lockable: ({ context, event }) =>
      !context.readOnly && find(context, (event as { id: number }).id) !== undefined,
    // With a voyage selected, Add opens the dialog for it (the screen does, no choice needed).
    choosable: ({ context }) => !context.readOnly && context.selectedId === null,
    choiceComplete: ({ context }) =>
      context.choice?.ship != null && normalVoyageNo(context.choice.voyageNo) !== '',
    recordDeletable: ({ context }) => {
      const v = context.selectedId === null ? undefined : find(context, context.selectedId);
      return !context.readOnly && v !== undefined && isEditable(v.status);
    },
  },
  actions: {
    clearMessages: assign({ errorCode: null, errorMessage: null, notice: null }),
    changeFilter: assign({
      filters: ({ context, event }) => {
        const e = event as Extract<VoyageScreenEvent, { type: 'filter.change' }>;
        return { ...context.filters, [e.name]: e.value };
      },
    }),
    applyFilters: assign({ applied: ({ context }) => context.filters, page: 1 }),
    fail: assign(failure),
  },
}).createMachine({
  id: 'voyageScreen',
  context: ({ input }) => ({
    readOnly: input.readOnly ?? false,
    size: input.size ?? 20,
    shipId: input.shipId ?? null,
    choice: null,
    filters: { ...EMPTY_FILTERS, voyageNo: input.voyageNo ?? EMPTY_FILTERS.voyageNo },
    applied: { ...EMPTY_FILTERS, voyageNo: input.voyageNo ?? EMPTY_FILTERS.voyageNo },
    page: 1,
    voyages: [],
    total: 0,
    selectedId: null,
    expanded: [],
    pending: null,
    errorCode: null,
    errorMessage: null,
    notice: null,
    revision: 0,
    alerts: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listVoyages',
        src: 'listVoyages',
        input: ({ context }) => ({
          filters: context.applied,
          page: context.page,
          size: context.size,
          shipId: context.shipId ?? undefined,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const voyages = event.output.items;
            const keep = voyages.some((v) => v.id === context.selectedId);
            // The first voyage is selected, so the lower panel is never empty when there is one.
            return {
              voyages,
              total: event.output.total,
              selectedId: keep ? context.selectedId : (voyages[0]?.id ?? null),
              expanded: context.expanded.filter((id) => voyages.some((v) => v.id === id)),
            };
          }),
        },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    // The filters stay usable after a failed read: a changed search is another way to try again.
    failed: {
      on: {
        'list.retry': { target: 'loading', actions: 'clearMessages' },
        'filter.change': { actions: 'changeFilter' },
        'filter.search': { target: 'loading', actions: ['clearMessages', 'applyFilters'] },
        'filter.reset': {
          target: 'loading',
          actions: ['clearMessages', assign({ filters: EMPTY_FILTERS, applied: EMPTY_FILTERS, page: 1 })],
        },
      },
    },
    ready: {
      // The listed voyages' alerts, read beside the list: a hint on the rows, so a failed read
      // leaves the list usable without marks. Re-entering (after a dialog) reads them again.
      invoke: {
        id: 'listAlerts',
        src: 'listAlerts',
        input: ({ context }) => ({ voyages: context.voyages, shipId: context.shipId ?? undefined }),
        onDone: { actions: assign({ alerts: ({ event }) => event.output }) },
        onError: { actions: assign({ alerts: [] }) },
      },
      on: {
        'filter.change': { actions: 'changeFilter' },
        'filter.search': { target: 'loading', actions: ['clearMessages', 'applyFilters'] },
        'filter.reset': {
          target: 'loading',
          actions: ['clearMessages', assign({ filters: EMPTY_FILTERS, applied: EMPTY_FILTERS, page: 1 })],
        },
        // Also the screen's "read again" after a dialog saved (the current page): the lower panel
        // re-reads with the list, since the server recomputed the legs.
        'page.change': {
          target: 'loading',
          actions: [
            'clearMessages',
            assign({ page: ({ event }) => event.page, revision: ({ context }) => context.revision + 1 }),
          ],
        },
        'voyage.select': { actions: assign({ selectedId: ({ event }) => event.id }) },
        'row.toggle': {
          actions: assign({
            expanded: ({ context, event }) =>
              context.expanded.includes(event.id)
                ? context.expanded.filter((id) => id !== event.id)
                : [...context.expanded, event.id],
          }),
        },
        'lock.request': {
          guard: 'lockable',
          target: 'confirmLock',
          actions: [
            'clearMessages',
            assign({
              selectedId: ({ event }) => event.id,
              pending: ({ context, event }) => ({
                kind: 'lock',
                voyageId: event.id,
                event: lockEventOf(find(context, event.id)!.status),
                comment: '',
              }),
            }),
          ],
        },
        'delete.request': {
          guard: 'deletable',
          target: 'confirmDelete',
          actions: [
            'clearMessages',
            assign({ pending: ({ event }) => ({ kind: 'delete', voyageId: event.id }) }),
          ],
        },
        'add.choose': {
          guard: 'choosable',
          target: 'choosingAdd',
          actions: [
            'clearMessages',
            assign({ choice: ({ event }) => ({ kind: event.kind, ship: null, voyageNo: '', tried: false }) }),
          ],
        },
        'record.delete': {
          guard: 'recordDeletable',
          target: 'confirmRecordDelete',
          actions: [
            'clearMessages',
            assign({
              pending: ({ context, event }) => ({
                kind: 'record',
                voyageId: context.selectedId!,
                ship: event.ship,
                refCode: event.refCode,
              }),
            }),
          ],
        },
      },
    },
    choosingAdd: {
      on: {
        'choice.ship': {
          actions: assign({ choice: ({ context, event }) => ({ ...context.choice!, ship: event.ship }) }),
        },
        'choice.voyageNo': {
          actions: assign({
            choice: ({ context, event }) => ({ ...context.choice!, voyageNo: event.value }),
          }),
        },
        'choice.accept': [
          {
            guard: 'choiceComplete',
            target: 'ready',
            actions: [
              emit(({ context }) => ({
                type: 'add.chosen' as const,
                kind: context.choice!.kind,
                ship: context.choice!.ship!,
                voyageNo: normalVoyageNo(context.choice!.voyageNo),
              })),
              assign({ choice: null }),
            ],
          },
          { actions: assign({ choice: ({ context }) => ({ ...context.choice!, tried: true }) }) },
        ],
        'choice.cancel': { target: 'ready', actions: assign({ choice: null }) },
      },
    },
    confirmLock: {
      on: {
        'lock.comment': {
          actions: assign({
            pending: ({ context, event }) =>
              context.pending?.kind === 'lock'
                ? { ...context.pending, comment: event.value }
                : context.pending,
          }),
        },
        'confirm.accept': 'locking',
        'confirm.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    locking: {
      tags: ['busy', 'writing'],
      invoke: {
        id: 'lockVoyage',
        src: 'lockVoyage',
        input: ({ context }) => {
          const p = context.pending as Extract<Pending, { kind: 'lock' }>;
          return {
            voyageId: p.voyageId,
            event: p.event,
            comment: p.comment.trim() || undefined,
            version: find(context, p.voyageId)?.version,
          };
        },
        onDone: {
          target: 'loading',
          actions: assign(({ context }) => ({
            notice:
              context.pending?.kind === 'lock' && context.pending.event === 'lock' ? 'locked' : 'unlocked',
            pending: null,
            revision: context.revision + 1,
          })),
        },
        // A refused lock (409: someone else locked it first) leaves the list stale: read it again.
        onError: { target: 'loading', actions: ['fail', assign({ pending: null })] },
      },
    },
    confirmDelete: {
      on: {
        'confirm.accept': 'deleting',
        'confirm.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    deleting: {
      tags: ['busy', 'writing'],
      invoke: {
        id: 'deleteVoyage',
        src: 'deleteVoyage',
        input: ({ context }) => ({ voyageId: context.pending!.voyageId }),
        onDone: {
          target: 'loading',
          actions: assign(({ context }) => ({
            notice: 'deleted' as const,
            pending: null,
            revision: context.revision + 1,
          })),
        },
        onError: { target: 'loading', actions: ['fail', assign({ pending: null })] },
      },
    },
    confirmRecordDelete: {
      on: {
        'confirm.accept': 'deletingRecord',
        'confirm.cancel': { target: 'ready', actions: assign({ pending: null }) },
      },
    },
    deletingRecord: {
      tags: ['busy', 'writing'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => {
          const p = context.pending as Extract<Pending, { kind: 'record' }>;
          return { ship: p.ship, refCodes: [p.refCode] };
        },
        // The legs change with the records: the list and the lower panel are read again.
        onDone: {
          target: 'loading',
          actions: assign(({ context }) => ({
            notice: 'recordDeleted' as const,
            pending: null,
            revision: context.revision + 1,
          })),
        },
        onError: {
          target: 'loading',
          actions: ['fail', assign(({ context }) => ({ pending: null, revision: context.revision + 1 }))],
        },
      },
    },
  },
});

export type VoyageScreenActor = ActorRefFrom<typeof voyageScreenMachine>;
