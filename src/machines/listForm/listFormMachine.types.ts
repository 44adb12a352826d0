import type { Row, Values } from '../../domain/api';
import type { ExportColumn } from '../../domain/api';
import type { Validate } from './editDialogMachine.types';

// ─── Context, input and events of the list/query machine ────────────────────────────────────

/** The page sizes a list offers; the list starts with the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListFormInput {
  /** Path under /api, e.g. `dict/port`. */
  resource: string;
  pageSize?: number;
  /** Initial (and reset) filter values. */
  filters?: Record<string, string>;
  /** Values of a new record (passed on to the edit dialog, as are `validate` and `toForm`). */
  defaults?: Values;
  validate?: Validate;
  /** Turns a fetched record into form values (nulls in text fields become ''). */
  toForm?: (row: Row) => Values;
}

export interface ListFormContext {
  resource: string;
  size: number;
  page: number;
  total: number;
  rows: Row[];
  initialFilters: Record<string, string>;
  /** What the filter bar shows; `query` is what the list was last loaded with. */
  filters: Record<string, string>;
  query: Record<string, string>;
  defaults: Values;
  /** Functions, so graph serialisation (JSON) skips them. */
  validate: Validate;
  toForm: (row: Row) => Values;
  /** What the open record dialog is for (add, edit, detail); null while none is open. */
  dialogFor: 'new' | 'edit' | 'view' | null;
  /** The row a delete, status change or command is about. */
  target: {
    id: number;
    status?: number;
    version?: number;
    command?: string;
    /** The command changes the list (a reorder): reload it afterwards. */
    reload?: boolean;
  } | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** A success to announce: `saved`, `deleted`, `status`, `exported`, or a command name. */
  notice: { code: string; value?: string } | null;
}

export type ListFormEvent =
  | { type: 'list.retry' }
  | { type: 'filter.change'; name: string; value: string }
  | { type: 'filter.search' }
  | { type: 'filter.reset' }
  | { type: 'page.go'; page: number }
  | { type: 'page.size'; size: number }
  /** `values`: the new record's own starting values over the defaults (a child's parent). */
  | { type: 'row.new'; values?: Values }
  | { type: 'row.edit'; id: number }
  | { type: 'row.delete'; id: number; version?: number }
  | { type: 'row.status'; id: number; status: number; version?: number }
  | { type: 'row.view'; id: number }
  /** `confirm: false` runs at once (a move), `reload` reloads the list after it. */
  | { type: 'row.command'; id: number; command: string; confirm?: boolean; reload?: boolean }
  | { type: 'list.export'; columns: ExportColumn[]; fileName: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' };
