import type { VoyageDto } from '../../domain/api';
import type { AlertDto } from '../../domain/analysis/dto';

/** The voyage screen chart's context, events and actor inputs, and the filter and add-choice shapes. */

export interface VoyageFilterValues {
  companyId: string;
  keyword: string;
  voyageNo: string;
  startDate: string;
  endDate: string;
}

/** What the toolbar adds: a port call, an anchoring / drifting stop, an ice or rescue episode. */
export type AddKind = 'portCall' | 'stop' | 'episode';

/** A ship the user may write for, as the entry dialogs name it. */
export interface AddShip {
  id: number;
  /** IMO number or registration number: what the write contract names the ship by. */
  ref: string;
  nameEn: string;
  nameZh: string | null;
}

/**
 * Add without a selected voyage (a ship with no voyage yet): the user first names the ship and
 * the voyage number, then the entry dialog opens for them. `tried` shows the missing fields once
 * OK was pressed.
 */
export interface AddChoice {
  kind: AddKind;
  ship: AddShip | null;
  voyageNo: string;
  tried: boolean;
}

/** Emitted when the choice is complete: the screen opens the entry dialog for it. */
export interface AddChosen {
  type: 'add.chosen';
  kind: AddKind;
  ship: AddShip;
  voyageNo: string;
}

/** What waits for the user's confirmation, or is being sent. */
export type Pending =
  | { kind: 'lock'; voyageId: number; event: 'lock' | 'unlock'; comment: string }
  | { kind: 'delete'; voyageId: number }
  | { kind: 'record'; voyageId: number; ship: string; refCode: string }
  | null;

export interface VoyageScreenContext {
  readOnly: boolean;
  size: number;
  /** The one ship the list is read for (the inland ship list links with `?shipId=`), or none. */
  shipId: number | null;
  /** The ship and voyage number being chosen for an Add without a selected voyage. */
  choice: AddChoice | null;
  /** What the inputs show; `applied` is what the list was read with (Search copies it over). */
  filters: VoyageFilterValues;
  applied: VoyageFilterValues;
  page: number;
  voyages: VoyageDto[];
  total: number;
  selectedId: number | null;
  expanded: number[];
  pending: Pending;
  errorCode: string | null;
  errorMessage: string | null;
  notice: 'locked' | 'unlocked' | 'deleted' | 'recordDeleted' | null;
  /** Bumped after every write, so the lower panel reads the selected voyage again. */
  revision: number;
  /** Consumption alerts of the listed voyages (docs/analysis.md §5): the rows mark them. */
  alerts: AlertDto[];
}

export type VoyageScreenEvent =
  | { type: 'filter.change'; name: keyof VoyageFilterValues; value: string }
  | { type: 'filter.search' }
  | { type: 'filter.reset' }
  | { type: 'page.change'; page: number }
  | { type: 'list.retry' }
  | { type: 'voyage.select'; id: number }
  | { type: 'row.toggle'; id: number }
  | { type: 'lock.request'; id: number }
  | { type: 'lock.comment'; value: string }
  | { type: 'delete.request'; id: number }
  /** Deletes a record or an episode of the selected voyage (the lower panel shows that one). */
  | { type: 'record.delete'; ship: string; refCode: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  /** Add with no voyage selected: ask for the ship and the voyage number first. */
  | { type: 'add.choose'; kind: AddKind }
  | { type: 'choice.ship'; ship: AddShip | null }
  | { type: 'choice.voyageNo'; value: string }
  | { type: 'choice.accept' }
  | { type: 'choice.cancel' };

export interface ListInput {
  filters: VoyageFilterValues;
  page: number;
  size: number;
  shipId?: number;
}
/** The listed voyages whose consumption alerts the rows show, and the one ship the list is read for. */
export interface AlertsInput {
  voyages: VoyageDto[];
  shipId?: number;
}
export interface LockInput {
  voyageId: number;
  event: 'lock' | 'unlock';
  comment?: string;
  version?: number;
}
