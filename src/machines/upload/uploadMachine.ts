import { assign, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { ApiError, errorCode } from '../../domain/apiError';
import {
  CSV_MAX_BYTES,
  type UploadCheckResult,
  type UploadKind,
  type UploadWriteResult,
} from '../../domain/schemas/uploads';
import type { CheckCounts } from '../../domain/upload/checks';
import { locate } from '../../domain/upload/locate';
import type { Locator } from '../../domain/upload/map';
import type { Cell, UploadIssue, Workbook } from '../../domain/upload/types';
import type { VoyageDataInput } from '../../domain/schemas/voyageData';
import type { ShipsPayload } from '../../domain/schemas/uploads';
import { SHEETS_OF } from '../../domain/upload/sheets';

/** What a file becomes: the ledger contract, or register rows for the ships kind. */
export type UploadPayload = VoyageDataInput | ShipsPayload;
import { notProvided } from '../notProvided';

/**
 * The one upload pipeline (docs/uploads.md §5), configured by kind: choose a file →
 * reading (in a worker made for that file, progress in %, cancel stops it) → checking (every row in
 * the worker) → errors (fix cells in place or choose a corrected file, recheck) → the server's dry
 * run → ready (counts, new/changed/unchanged, legs preview) → submitting → done or failed (the
 * server's errors mapped back to sheet/row/column). A file already accepted for the ship asks
 * before it is sent again.
 */

export interface UploadTarget {
  kind: UploadKind;
  /** The ship of a voyage or snapshots file; a ships file names its ships itself (null). */
  shipId: number | null;
  /** The ship's IMO and registration numbers: every item must name one of them. */
  shipRefs: string[];
}

export interface UploadContext extends UploadTarget {
  file: File | null;
  /** What the worker checks: the chosen file, or the sheets as edited in place. */
  source: 'file' | 'edits';
  fileName: string;
  sha256: string;
  pct: number;
  workbook: Workbook | null;
  issues: UploadIssue[];
  counts: CheckCounts | null;
  payload: UploadPayload | null;
  locator: Locator | null;
  check: UploadCheckResult | null;
  result: UploadWriteResult | null;
  errorCode: string | null;
  errorParams: Record<string, number> | undefined;
}

/** What the worker actor reports (the client's wraps src/services/upload/runWorker.ts). */
export type WorkerEvent =
  | { type: 'read.progress'; pct: number }
  | { type: 'read.parsed'; workbook: Workbook; sha256: string }
  | {
      type: 'read.checked';
      issues: UploadIssue[];
      counts: CheckCounts;
      /** Null when there are issues: nothing is sent or located before a clean check. */
      payload: UploadPayload | null;
      locator: Locator | null;
    }
  | { type: 'read.failed'; code: string; params?: Record<string, number> };

export type UploadEvent =
  | { type: 'upload.configure'; target: UploadTarget }
  | { type: 'upload.file.choose'; file: File }
  | { type: 'upload.cancel' }
  | { type: 'cell.edit'; sheet: string; row: number; column: number; value: Cell }
  | { type: 'upload.recheck' }
  | { type: 'upload.submit' }
  | { type: 'duplicate.accept' }
  | { type: 'duplicate.cancel' }
  | { type: 'upload.reset' }
  | WorkerEvent;

export interface ReadInput {
  file: File | null;
  workbook: Workbook | null;
  target: UploadTarget;
}

export interface SubmitInput {
  kind: UploadTarget['kind'];
  shipId: number | null;
  fileName: string;
  sha256: string;
  payload: UploadPayload;
}

const EMPTY = {
  file: null,
  source: 'file' as const,
  fileName: '',
  sha256: '',
  pct: 0,
  workbook: null,
  issues: [],
  counts: null,
  payload: null,
  locator: null,
  check: null,
  result: null,
  errorCode: null,
  errorParams: undefined,
};

/** The server's issues (paths of the contract) on the cells they came from. */
const serverIssues = (
  c: UploadContext,
  list: { path: string; code: string; message: string; params?: Record<string, string | number> }[],
) =>
  list.map((i) => ({
    ...locate(c.locator ?? new Map(), i, SHEETS_OF[c.kind][0]!.key),
    message: i.message,
  }));

/** A refused write's per-path errors (http.ts keeps them as `fields`: path → wording). */
const refusedIssues = (c: UploadContext, error: unknown) =>
  error instanceof ApiError && error.fields
    ? serverIssues(
        c,
        Object.entries(error.fields).map(([path, message]) => ({ path, code: 'upload.server', message })),
      )
    : [];

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadTarget,
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts (a worker per file, the upload API).
    readFile: fromCallback<EventObject, ReadInput>(() => {
      throw new Error('upload.readFile: not provided (machines/upload/provided.ts)');
    }),
    checkOnServer: notProvided<UploadCheckResult, SubmitInput>('upload.checkOnServer'),
    submit: notProvided<UploadWriteResult, SubmitInput>('upload.submit'),
  },
  guards: {
    tooLarge: ({ event }) => event.type === 'upload.file.choose' && event.file.size > CSV_MAX_BYTES,
    hasIssues: ({ event }) => event.type === 'read.checked' && event.issues.length > 0,
    serverFound: ({ event }) => (event as unknown as { output: UploadCheckResult }).output.issues.length > 0,
    duplicate: ({ context }) => context.check?.duplicateOf != null,
    // A ships file names its ships itself (IMO numbers); the other kinds are for one chosen ship.
    hasShip: ({ context }) => context.kind === 'ships' || context.shipId !== null,
  },
  actions: {
    takeFile: assign(({ event }) =>
      event.type === 'upload.file.choose' ? { ...EMPTY, file: event.file, fileName: event.file.name } : {},
    ),
    clear: assign(() => EMPTY),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ ...input, ...EMPTY }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Choose the kind, the ship and a file.',
      on: {
        'upload.configure': { actions: assign(({ event }) => ({ ...event.target, ...EMPTY })) },
        'upload.file.choose': [
          {
            // Refused before a byte is read: the worker would have to hold the whole file.
            guard: 'tooLarge',
            target: 'refused',
            actions: assign({
              errorCode: 'upload.too_large',
              errorParams: { maxMb: CSV_MAX_BYTES / 1024 / 1024 },
            }),
          },
          { guard: 'hasShip', target: 'working', actions: 'takeFile' },
        ],
      },
    },
    working: {
      tags: ['busy', 'dirty'],
      description: 'A worker made for this file reads it, then checks every row; cancel terminates it.',
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context: c }) => ({
          file: c.source === 'file' ? c.file : null,
          workbook: c.source === 'edits' ? c.workbook : null,
          target: { kind: c.kind, shipId: c.shipId, shipRefs: c.shipRefs },
        }),
      },
      initial: 'reading',
      states: {
        reading: {
          on: {
            'read.parsed': {
              target: 'checking',
              actions: assign(({ event }) => ({ workbook: event.workbook, sha256: event.sha256 })),
            },
          },
        },
        checking: {},
      },
      on: {
        'read.progress': { actions: assign({ pct: ({ event }) => event.pct }) },
        'read.checked': [
          {
            guard: 'hasIssues',
            target: 'errors',
            actions: assign(({ event }) => ({
              issues: event.issues,
              counts: event.counts,
              payload: null,
              locator: event.locator,
            })),
          },
          {
            target: 'serverCheck',
            actions: assign(({ event }) => ({
              issues: [],
              counts: event.counts,
              payload: event.payload,
              locator: event.locator,
            })),
          },
        ],
        'read.failed': {
          target: 'refused',
          actions: assign(({ event }) => ({ errorCode: event.code, errorParams: event.params })),
        },
        'upload.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    serverCheck: {
      tags: ['busy', 'dirty'],
      description: 'The server dry-runs the write: its own checks, the diff against stored rows, the legs.',
      invoke: {
        id: 'checkOnServer',
        src: 'checkOnServer',
        input: ({ context: c }) => ({
          kind: c.kind,
          shipId: c.shipId,
          fileName: c.fileName,
          sha256: c.sha256,
          payload: c.payload!,
        }),
        onDone: [
          {
            guard: 'serverFound',
            target: 'errors',
            actions: assign(({ context, event }) => ({ issues: serverIssues(context, event.output.issues) })),
          },
          { target: 'ready', actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
      on: { 'upload.cancel': { target: 'idle', actions: 'clear' } },
    },
    errors: {
      tags: ['dirty'],
      description: 'The issues by sheet, row and column; fix cells here or choose a corrected file.',
      on: {
        'cell.edit': {
          actions: assign({
            workbook: ({ context, event }) =>
              context.workbook?.map((s) =>
                s.name !== event.sheet
                  ? s
                  : {
                      ...s,
                      rows: s.rows.map((r, i) =>
                        i + s.firstRow !== event.row
                          ? r
                          : Object.assign([...r], { [event.column]: event.value }),
                      ),
                    },
              ) ?? null,
          }),
        },
        'upload.recheck': { target: 'working.checking', actions: assign({ source: 'edits', pct: 0 }) },
        'upload.file.choose': { target: 'working', actions: 'takeFile' },
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
    ready: {
      tags: ['dirty'],
      on: {
        'upload.submit': [{ guard: 'duplicate', target: 'confirmDuplicate' }, { target: 'submitting' }],
        'upload.file.choose': { target: 'working', actions: 'takeFile' },
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
    confirmDuplicate: {
      tags: ['dirty'],
      description: 'The same file (SHA-256) was accepted for this ship before: send it again?',
      on: { 'duplicate.accept': 'submitting', 'duplicate.cancel': 'ready' },
    },
    submitting: {
      tags: ['busy', 'dirty'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context: c }) => ({
          kind: c.kind,
          shipId: c.shipId,
          fileName: c.fileName,
          sha256: c.sha256,
          payload: c.payload!,
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            errorCode: errorCode(event.error),
            issues: refusedIssues(context, event.error),
          })),
        },
      },
    },
    done: {
      on: {
        'upload.file.choose': { target: 'working', actions: 'takeFile' },
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      description: 'The server refused or could not be reached; its issues are shown on their cells.',
      on: {
        'upload.file.choose': { target: 'working', actions: 'takeFile' },
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
    refused: {
      description: 'Not a spreadsheet, too large, or unreadable: nothing was checked.',
      on: {
        'upload.file.choose': [
          {
            guard: 'tooLarge',
            target: 'refused',
            reenter: true,
            actions: assign({
              errorCode: 'upload.too_large',
              errorParams: { maxMb: CSV_MAX_BYTES / 1024 / 1024 },
            }),
          },
          { target: 'working', actions: 'takeFile' },
        ],
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type UploadActor = ActorRefFrom<typeof uploadMachine>;
