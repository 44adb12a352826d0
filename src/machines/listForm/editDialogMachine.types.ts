import type { Row, Values } from '../../domain/api';

// ─── Context, input, events and output of the edit-dialog machine ───────────────────────────

/** Field → message: an i18n code (`msg.required`, `msg.min?min=0` from the shared zod error map) from the client, or the server's text. */
export type FieldErrors = Record<string, string>;
export type Validate = (values: Values) => FieldErrors;

/** What the dialog opens: a new record, one to edit, or one to read. */
export type OpenEvent =
  /** `values` start the new record on top of the defaults (a child function's parent). */
  | { type: 'dialog.new'; values?: Values }
  | { type: 'dialog.edit'; id: number }
  | { type: 'dialog.view'; id: number };

export interface EditDialogInput {
  /** Path under /api, e.g. `dict/port`. */
  resource: string;
  /** Raised at start; without it the dialog waits for an open event (its model test sends them). */
  open?: OpenEvent;
  /** Values of a new record. */
  defaults?: Values;
  validate?: Validate;
  /** Turns a fetched record into form values (nulls in text fields become ''). */
  toForm?: (row: Row) => Values;
}

/**
 * How the dialog ended: `saved` (the list reloads and says so), `left` (a conflict left unsaved:
 * the list reloads to show the other user's version), `failed` (the record could not be read: the
 * list says why), `closed` (nothing changed).
 */
export type Outcome = 'saved' | 'left' | 'failed' | 'closed';

export interface EditDialogOutput {
  outcome: Outcome;
  notice: { code: string; value?: string } | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export interface EditDialogContext {
  resource: string;
  open: OpenEvent | null;
  defaults: Values;
  /** A function, so graph serialisation (JSON) skips it. */
  validate: Validate;
  toForm: (row: Row) => Values;
  editId: number | null;
  values: Values;
  /**
   * The values a record was written with when a follow-up step of its save failed (SavedThenFailed):
   * a retry with the same values need not write them again. Null otherwise.
   */
  saved: Values | null;
  fieldErrors: FieldErrors;
  errorCode: string | null;
  errorMessage: string | null;
  outcome: Outcome;
  /** The save's notice (`saved`, or `passwordIssued` with the generated password) for the list. */
  notice: EditDialogOutput['notice'];
}

export type EditDialogEvent =
  | OpenEvent
  | { type: 'detail.close' }
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'conflict.reload' };
