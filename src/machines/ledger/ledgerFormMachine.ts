import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { VoyageDataResult } from '../../domain/api';
import { ApiError } from '../../domain/apiError';
import { notProvided } from '../notProvided';
import {
  ALL_FUELS,
  draftPath,
  draftToInput,
  initialDraft,
  newRow,
  offsetText,
  browserOffset,
  setIn,
  validateDraft,
  type Draft,
  type DraftInput,
  type FieldErrors,
  type LedgerFormKind,
  type RowList,
} from './ledgerDraft';
import { changeWithPortClock, PORT_TIMES } from './portOffsets';

/** The tabs of each dialog (as in the legacy system), in order. */
export const TABS: Record<LedgerFormKind, readonly string[]> = {
  port: ['times', 'cargo', 'rob', 'bunkers', 'transfers', 'sludge', 'consumers'],
  stop: ['times', 'rob', 'bunkers', 'transfers', 'sludge'],
  episode: ['times', 'fuels'],
};

/** The tab that shows the field at a draft path. */
export function tabOf(form: LedgerFormKind, path: string): string {
  const head = path.split(/[.[]/)[0] ?? '';
  if (head === 'fuels') return form === 'episode' ? 'fuels' : 'rob';
  return TABS[form].includes(head) ? head : 'times';
}

export interface LedgerFormContext {
  form: LedgerFormKind;
  input: DraftInput;
  draft: Draft;
  /** The ship's fuel codes (rows of a new record, choices of every fuel select). */
  fuels: readonly string[];
  /** The ship's fuel list could not be read: every code is offered instead. */
  fuelsFailed: boolean;
  /** Anything typed since the dialog opened (closing then asks first). */
  dirty: boolean;
  /** A save was tried: from then on every error shows, not only the mass balance. */
  attempted: boolean;
  /** The draft's own errors (path → code), recomputed on every change. */
  errors: FieldErrors;
  /** The server's refusals (path → message in the user's language), until their field changes. */
  serverErrors: Record<string, string>;
  /** A refusal that names no field (locked voyage, network…): code and the server's words. */
  errorCode: string | null;
  errorMessage: string | null;
  tab: string;
  /** The server's answer once saved (the screen reloads the voyages it names). */
  result: VoyageDataResult | null;
  /** The chosen port's IANA zone: the default offset of its times (./portOffsets.ts). */
  portZone: string | null;
  /** Times whose offset the user set by hand (or that a stored record brought): left alone. */
  offsetsChosen: readonly string[];
}

export type LedgerFormEvent =
  /** A field's new value; a port comes with its zone when the picker knows it. */
  | { type: 'field'; path: string; value: unknown; timeZone?: string | null }
  | { type: 'tab'; tab: string }
  | { type: 'row.add'; list: RowList }
  | { type: 'row.remove'; list: RowList; index: number }
  | { type: 'save' }
  | { type: 'close' }
  | { type: 'discard' }
  | { type: 'keep' };

/** Errors of the draft the dialog shows: every one after a save was tried, the mass balance always. */
export function shownErrors(c: LedgerFormContext): Record<string, string> {
  const own = c.attempted
    ? c.errors
    : Object.fromEntries(Object.entries(c.errors).filter(([p]) => p.endsWith('.stay')));
  return { ...own, ...c.serverErrors };
}

const firstErrorTab = (c: { form: LedgerFormKind; errors: FieldErrors }, fallback: string) => {
  const first = Object.keys(c.errors)[0];
  return first === undefined ? fallback : tabOf(c.form, first);
};

/** A new time starts at the arrival of the record (inside the stay), or an empty box with its offset. */
const defaultTime = (draft: Draft) =>
  typeof draft.arrival === 'string' ? draft.arrival : offsetText(browserOffset());

/**
 * One entry dialog of the ledger: a port call, a stop en route or an ice/rescue episode
 * (the legacy system; docs/ledger.md §1). It reads the ship's fuels, keeps a draft, validates it with the shared
 * schema as the user types, saves it as one item of `POST /api/voyage-data`, and on a refusal puts
 * each error on its field with everything typed kept. Closing with unsaved changes asks first.
 */
export const ledgerFormMachine = setup({
  types: {
    context: {} as LedgerFormContext,
    events: {} as LedgerFormEvent,
    input: {} as DraftInput,
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts.
    loadFuels: notProvided<string[], { shipId: number }>('ledgerForm.loadFuels'),
    save: notProvided<VoyageDataResult, { form: LedgerFormKind; item: Record<string, unknown> }>(
      'ledgerForm.save',
    ),
  },
  actions: {
    change: assign(({ context }, draft: Draft) => ({
      draft,
      dirty: true,
      errors: validateDraft(context.form, draft),
      errorCode: null,
      errorMessage: null,
    })),
  },
  guards: {
    valid: ({ context }) => Object.keys(context.errors).length === 0,
    dirty: ({ context }) => context.dirty,
  },
}).createMachine({
  id: 'ledgerForm',
  context: ({ input }) => {
    const draft = input.initial ? initialDraft(input, []) : {};
    return {
      form: input.form,
      input,
      draft,
      fuels: [],
      fuelsFailed: false,
      dirty: false,
      attempted: false,
      errors: input.initial ? validateDraft(input.form, draft) : {},
      serverErrors: {},
      errorCode: null,
      errorMessage: null,
      tab: 'times',
      result: null,
      portZone: null,
      // A stored record's offsets are what the ship's clock said: a changed date keeps them.
      offsetsChosen: input.initial ? PORT_TIMES : [],
    };
  },
  initial: 'loading',
  // Looking at another tab is allowed at any time, also while a save is under way.
  on: { tab: { actions: assign({ tab: ({ event }) => event.tab }) } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFuels',
        src: 'loadFuels',
        input: ({ context }) => ({ shipId: context.input.ship.id }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const fuels = event.output.length ? event.output : ALL_FUELS;
            if (context.input.initial) return { fuels };
            const draft = initialDraft(context.input, fuels);
            return { fuels, draft, errors: validateDraft(context.form, draft) };
          }),
        },
        onError: {
          target: 'editing',
          actions: assign(({ context }) => {
            const draft = context.input.initial ? context.draft : initialDraft(context.input, ALL_FUELS);
            return { fuels: ALL_FUELS, fuelsFailed: true, draft, errors: validateDraft(context.form, draft) };
          }),
        },
      },
    },
    editing: {
      on: {
        field: {
          actions: [
            // The change, and the offsets that follow a port's zone (./portOffsets.ts).
            assign(({ context, event }) => {
              const next =
                context.form === 'episode'
                  ? { draft: setIn(context.draft, event.path, event.value) }
                  : changeWithPortClock(
                      context.draft,
                      context,
                      event.path,
                      event.value,
                      event.timeZone,
                      Date.now(),
                    );
              return {
                ...next,
                dirty: true,
                errors: validateDraft(context.form, next.draft),
                errorCode: null,
                errorMessage: null,
              };
            }),
            // The user answered the server at this field: its message goes.
            assign({
              serverErrors: ({ context, event }) =>
                Object.fromEntries(
                  Object.entries(context.serverErrors).filter(([p]) => !p.startsWith(event.path)),
                ),
            }),
          ],
        },
        'row.add': {
          actions: {
            type: 'change',
            params: ({ context, event }) => {
              const rows = (context.draft[event.list] as Draft[] | undefined) ?? [];
              // A new fuel line takes the first of the ship's fuels not listed yet.
              const used = new Set(rows.map((r) => String(r.fuel)));
              const fuel =
                context.fuels.find((f) => event.list !== 'fuels' || !used.has(f)) ?? context.fuels[0] ?? '1';
              return {
                ...context.draft,
                [event.list]: [...rows, newRow(event.list, context.form, fuel, defaultTime(context.draft))],
              };
            },
          },
        },
        'row.remove': {
          actions: [
            {
              type: 'change',
              params: ({ context, event }) => ({
                ...context.draft,
                [event.list]: ((context.draft[event.list] as Draft[] | undefined) ?? []).filter(
                  (_, i) => i !== event.index,
                ),
              }),
            },
            // Row numbers shift: the server's messages about that list no longer point at their rows.
            assign({
              serverErrors: ({ context, event }) =>
                Object.fromEntries(
                  Object.entries(context.serverErrors).filter(([p]) => !p.startsWith(`${event.list}[`)),
                ),
            }),
          ],
        },
        save: [
          { guard: 'valid', target: 'saving' },
          // Blocked: every error shows, and the dialog turns to the tab of the first one.
          {
            actions: assign(({ context }) => ({ attempted: true, tab: firstErrorTab(context, context.tab) })),
          },
        ],
        close: [{ guard: 'dirty', target: 'confirmingClose' }, { target: 'closed' }],
      },
    },
    confirmingClose: {
      description: 'Unsaved changes: close and lose them, or go back to the form.',
      on: { discard: 'closed', keep: 'editing' },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ attempted: true, serverErrors: {}, errorCode: null, errorMessage: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ form: context.form, item: draftToInput(context.form, context.draft) }),
        onDone: { target: 'saved', actions: assign({ dirty: false, result: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          // Nothing typed is lost: the draft stays, each refusal lands on its field.
          actions: assign(({ context, event }) => {
            const e = event.error;
            const fields = e instanceof ApiError && e.fields ? e.fields : {};
            const serverErrors = Object.fromEntries(
              Object.entries(fields).map(([p, m]) => [draftPath(p), m]),
            );
            const first = Object.keys(serverErrors)[0];
            return {
              serverErrors,
              errorCode: e instanceof ApiError ? e.code : 'unknown',
              errorMessage: e instanceof ApiError ? e.message : null,
              tab: first === undefined ? context.tab : tabOf(context.form, first),
            };
          }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type LedgerFormActor = ActorRefFrom<typeof ledgerFormMachine>;
export type LedgerFormSnapshot = SnapshotFrom<typeof ledgerFormMachine>;

/** Which previous call the ROB tab compares with: the one before this call's arrival, not this one. */
export interface PreviousRobQuery {
  shipId: number;
  before?: string;
  except?: string;
}
const FULL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
export function previousRobQuery(c: Pick<LedgerFormContext, 'input' | 'draft'>): PreviousRobQuery {
  const arrival = c.draft.arrival;
  const initial = c.input.initial as { refCode?: string } | undefined;
  return {
    shipId: c.input.ship.id,
    ...(typeof arrival === 'string' && FULL_TIME.test(arrival) ? { before: arrival } : {}),
    ...(initial?.refCode ? { except: initial.refCode } : {}),
  };
}
