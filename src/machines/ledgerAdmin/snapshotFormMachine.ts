import type { SnapshotDto } from '../../domain/api';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage, fieldErrorsOf } from '../../domain/apiError';
import {
  issuePath,
  parseLocalTime,
  SnapshotSchema,
  type SnapshotInput,
} from '../../domain/schemas/voyageData';
import { notProvided } from '../notProvided';

/** One ROB input of the form: the typed text, kept as typed until it is saved. */
export interface RobRow {
  fuel: string;
  robT: string;
}

export interface SnapshotFormInput {
  /** The snapshot to edit; none adds a new one. */
  snapshot?: SnapshotDto | null;
  /** A new snapshot's refCode (the sender names it; the view makes a unique one). */
  refCode?: string;
}

export interface SnapshotFormContext {
  refCode: string;
  editing: boolean;
  shipId: number | null;
  /** The ship's IMO or registration number: what the write contract names a ship by. */
  ship: string;
  /** Local date-time `YYYY-MM-DDTHH:mm` and its offset `+08:00`, as two inputs. */
  local: string;
  offset: string;
  fuels: RobRow[];
  /** Messages by form key: `ship`, `time`, `fuels.<fuel>`, `form` (a path the form has no input for). */
  errors: Record<string, string>;
  errorCode: string | null;
  errorMessage: string | null;
}

export type SnapshotFormEvent =
  | { type: 'form.ship'; shipId: number; ship: string }
  | { type: 'form.local'; value: string }
  | { type: 'form.offset'; value: string }
  | { type: 'form.rob'; fuel: string; value: string }
  | { type: 'form.save' }
  | { type: 'form.cancel' };

export const SNAPSHOT_OFFSETS = Array.from({ length: (14 + 12) * 4 + 1 }, (_, i) => -12 * 60 + i * 15).map(
  (m) => {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${m < 0 ? '-' : '+'}${p(Math.floor(Math.abs(m) / 60))}:${p(Math.abs(m) % 60)}`;
  },
);

const splitTime = (time: string) => {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2})?(Z|[+-]\d{2}:\d{2})$/.exec(time);
  if (!m) return { local: '', offset: '+08:00' };
  return { local: m[1]!, offset: m[2] === 'Z' ? '+00:00' : m[2]! };
};

/** The write contract's snapshot from the form; blank ROBs are 0 t (the fuel is on board, empty). */
export function snapshotOf(c: SnapshotFormContext): SnapshotInput {
  return {
    refCode: c.refCode,
    ship: c.ship,
    time: `${c.local}${c.offset}`,
    fuels: c.fuels.map((f) => ({
      fuel: f.fuel,
      robT: f.robT.trim() === '' ? 0 : Number(f.robT),
    })) as SnapshotInput['fuels'],
  };
}

/**
 * The form key of a contract path (`snapshots[0].fuels[1].robT` or, from the client check,
 * `fuels[1].robT`): the fuel's row, the time, the ship, or the form as a whole.
 */
export function formKeyOf(path: string, fuels: RobRow[]): string {
  const p = path.replace(/^snapshots\[\d+\]\.?/, '');
  const fuel = /^fuels\[(\d+)\]/.exec(p);
  if (fuel) return fuels[Number(fuel[1])] ? `fuels.${fuels[Number(fuel[1])]!.fuel}` : 'fuels';
  if (p.startsWith('time')) return 'time';
  if (p.startsWith('ship')) return 'ship';
  if (p.startsWith('fuels')) return 'fuels';
  return 'form';
}

/** Client check with the contract's own schema: the same messages the server would answer. */
export function validateSnapshot(c: SnapshotFormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!c.ship) errors.ship = 'msg.required';
  if (!c.local) errors.time = 'msg.required';
  else if (!parseLocalTime(`${c.local}${c.offset}`)) errors.time = 'ledger.time_format';
  for (const f of c.fuels)
    if (f.robT.trim() !== '' && !(Number(f.robT) >= 0)) errors[`fuels.${f.fuel}`] = 'ledger.rob_invalid';
  if (Object.keys(errors).length > 0) return errors;
  const parsed = SnapshotSchema.safeParse(snapshotOf(c));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = formKeyOf(issuePath(issue.path), c.fuels);
      errors[key] ??= issue.message;
    }
  return errors;
}

/** Keeps the typed ROBs of fuels the ship still has, adds the ship's others empty. */
const mergeFuels = (codes: string[], rows: RobRow[]): RobRow[] => [
  ...codes.map((fuel) => rows.find((r) => r.fuel === fuel) ?? { fuel, robT: '' }),
  // A fuel no longer configured but recorded in the snapshot stays, so saving loses nothing.
  ...rows.filter((r) => !codes.includes(r.fuel) && r.robT.trim() !== ''),
];

const errorOf = (event: unknown) => (event as { error: unknown }).error;

/**
 * The opening-volume (ROB snapshot) Add / Edit dialog: the ship, the time with its offset, and one
 * ROB per fuel of the ship. Choosing a ship loads its fuels; saving writes the snapshot through
 * `POST /api/voyage-data` (an edit sends the same refCode, which replaces it). A refusal puts each
 * error on its input (`fields` by path) or above the form (a lock, a network failure); the form
 * stays editable. Ends `saved` or `closed`.
 */
export const snapshotFormMachine = setup({
  types: {
    context: {} as SnapshotFormContext,
    events: {} as SnapshotFormEvent,
    input: {} as SnapshotFormInput,
  },
  actors: {
    loadFuels: notProvided<string[], { shipId: number }>('snapshotForm.loadFuels'),
    saveSnapshot: notProvided<unknown, SnapshotInput>('snapshotForm.saveSnapshot'),
  },
  actions: {
    clearFailure: assign({ errorCode: null, errorMessage: null }),
  },
  guards: {
    hasShip: ({ context }) => context.shipId !== null,
    formValid: ({ context }) => Object.keys(validateSnapshot(context)).length === 0,
  },
}).createMachine({
  id: 'snapshotForm',
  context: ({ input }) => {
    const s = input.snapshot;
    return {
      refCode: s?.snapshot.refCode ?? input.refCode ?? `ROB-${Date.now().toString(36).toUpperCase()}`,
      editing: Boolean(s),
      shipId: s?.shipId ?? null,
      ship: s?.ship ?? '',
      ...splitTime(s?.snapshot.time ?? ''),
      fuels: (s?.snapshot.fuels ?? []).map((f) => ({ fuel: f.fuel, robT: String(f.robT) })),
      errors: {},
      errorCode: null,
      errorMessage: null,
    };
  },
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasShip', target: 'loadingFuels' }, { target: 'editing' }] },
    loadingFuels: {
      tags: ['busy'],
      invoke: {
        id: 'loadFuels',
        src: 'loadFuels',
        input: ({ context }) => ({ shipId: context.shipId! }),
        onDone: {
          target: 'editing',
          actions: assign({ fuels: ({ context, event }) => mergeFuels(event.output, context.fuels) }),
        },
        // The form still works without the ship's list: the fuels already there stay editable.
        onError: {
          target: 'editing',
          actions: assign({ errorCode: ({ event }) => errorCode(event.error), errorMessage: null }),
        },
      },
    },
    editing: {
      on: {
        'form.ship': {
          target: 'loadingFuels',
          // Another ship has other fuels: the ROBs typed for this one do not carry over.
          actions: assign({
            shipId: ({ event }) => event.shipId,
            ship: ({ event }) => event.ship,
            fuels: [],
            errors: ({ context }) => {
              const { ship: _ship, ...rest } = context.errors;
              return Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('fuels')));
            },
            errorCode: null,
            errorMessage: null,
          }),
        },
        'form.local': {
          actions: assign({
            local: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, time: '' }),
          }),
        },
        'form.offset': {
          actions: assign({
            offset: ({ event }) => event.value,
            errors: ({ context }) => ({ ...context.errors, time: '' }),
          }),
        },
        'form.rob': {
          actions: assign({
            fuels: ({ context, event }) =>
              context.fuels.map((f) => (f.fuel === event.fuel ? { ...f, robT: event.value } : f)),
            errors: ({ context, event }) => ({ ...context.errors, [`fuels.${event.fuel}`]: '' }),
          }),
        },
        'form.save': [
          { guard: 'formValid', target: 'saving', actions: ['clearFailure', assign({ errors: {} })] },
          { actions: assign({ errors: ({ context }) => validateSnapshot(context) }) },
        ],
        'form.cancel': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSnapshot',
        src: 'saveSnapshot',
        input: ({ context }) => snapshotOf(context),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: assign({
            errors: ({ context, event }) =>
              Object.fromEntries(
                Object.entries(fieldErrorsOf(errorOf(event))).map(([path, message]) => [
                  formKeyOf(path, context.fuels),
                  message,
                ]),
              ),
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type SnapshotFormActor = ActorRefFrom<typeof snapshotFormMachine>;
