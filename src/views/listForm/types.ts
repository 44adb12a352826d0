import type { Lang, Row } from '../../domain/api';
import type { ComponentType, ReactNode } from 'react';
import type { AnyActorLogic } from 'xstate';
import type { ZodType } from 'zod';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';

/** Where a select's choices come from: a fixed list (labels are admin i18n keys) or another list route. */
export type OptionsSource =
  | { kind: 'static'; options: Array<{ value: string | number; label: string }> }
  | {
      kind: 'resource';
      resource: string;
      value: string;
      label: (row: Row, lang: Lang) => string;
      query?: Record<string, string | number>;
      /** Another source than the resource's list route (role options, the function tree). */
      load?: (signal: AbortSignal) => Promise<Row[]>;
    };

export interface ColumnSpec {
  key: string;
  /** admin i18n key of the header. */
  label: string;
  /** Per-language fields (`{ zh: 'cnName', en: 'enName' }`): the cell follows the UI language. */
  bilingual?: Record<Lang, string>;
  render?: (row: Row, lang: Lang) => ReactNode;
  /** The value is a code shown as the admin i18n key `<codes>.<value>` (status 0/1/2, menu type). */
  codes?: string;
  /** Cell text in the export when `render` shows more than text. */
  text?: (row: Row, lang: Lang) => string | number;
  /**
   * Hidden until the user shows it from the Columns menu: keeps wide lists to their essentials.
   */
  optional?: boolean;
}

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'checkbox'
  | 'select'
  | 'multiselect'
  | 'status'
  | 'date'
  | 'password'
  | 'file';

/** What an edit-dialog field component gets; `readOnly` when the Detail dialog shows it. */
export interface FieldProps {
  field: FieldSpec;
  value: unknown;
  error: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
  readOnly?: boolean;
}

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: OptionsSource;
  /** Read-only once the record exists (natural keys such as the port code). */
  createOnly?: boolean;
  /** Shown only in the Add dialog (the initial password). */
  newOnly?: boolean;
  /** For `file`: the accepted types, as in <input accept>. */
  accept?: string;
  /** A screen's own input (the linked-companies picker) instead of the generic one. */
  component?: ComponentType<FieldProps>;
}

export interface FilterSpec {
  name: string;
  label: string;
  type: 'text' | 'select' | 'datetime';
  options?: OptionsSource;
  /**
   * Choices that follow another filter's value (sub-types of the chosen ship type), in place of
   * `options`: the parent filter's name and the choices for its value. The select is disabled
   * while the parent is empty, and a change of the parent clears it.
   */
  dependsOn?: { filter: string; options: (parent: string) => OptionsSource };
}

/**
 * A row action beyond edit/delete (reset password, move up); its actor is `runCommand`. With a
 * `confirm` question it asks first; without, it runs at once.
 */
export interface CommandSpec {
  name: string;
  label: string;
  confirm?: string;
  perm: string;
  /** The command changes the list (order): reload it when done. */
  reload?: boolean;
  /** Whether the row allows it now (the first sibling cannot move up); disabled when false. */
  enabled?: (row: Row) => boolean;
}

/** A dialog opened from a row (role functions, ship authority) that owns its own machine. */
export interface RowDialogSpec {
  name: string;
  label: string;
  perm: string;
  /** `close(changed)`: a change reloads the list (counts shown in it may have moved). */
  render: (row: Row, close: (changed: boolean) => void) => ReactNode;
}

/** What draws a screen's rows: the table, or a screen's own view of them (the function tree). */
export interface ListBodyProps {
  actorRef: ListFormActor;
  config: ScreenConfig;
  can: (perm: string | undefined) => boolean;
  onRowDialog: (name: string, row: Row) => void;
}

export interface ScreenConfig {
  /** Path under /api: `dict/port`, `system/users`. */
  resource: string;
  /** admin i18n key of the screen title. */
  title: string;
  columns: ColumnSpec[];
  /** A line above the list saying what the screen is for, where its name alone does not. */
  intro?: string;
  filters: FilterSpec[];
  /** Edit dialog fields; none means a read-only list (system log). */
  fields: FieldSpec[];
  schema?: ZodType;
  defaults?: Record<string, unknown>;
  pageSize?: number;
  /** Button permission keys from the function tree; a missing key hides the button. */
  permissions: { add?: string; edit?: string; delete?: string; export?: string; status?: string };
  commands?: CommandSpec[];
  rowDialogs?: RowDialogSpec[];
  /** Actor overrides, e.g. `runCommand` for reset password. */
  actors?: Record<string, AnyActorLogic>;
  /** Draws the rows instead of the table (the function tree); it gets the table's props. */
  body?: ComponentType<ListBodyProps>;
  /**
   * Users who may list but not edit get a read-only Detail dialog of `fields` (the original's
   * "Detail" action); `false` leaves it out.
   */
  detail?: boolean;
  /**
   * Whether the server lets this user change the row (it marks company rows outside the user's
   * tree `editable: false`): a read-only row offers Detail instead of Edit, status and Delete.
   */
  rowEditable?: (row: Row) => boolean;
  /** Shown above the list (the ship-authority user picker). */
  exportName?: string;
}
