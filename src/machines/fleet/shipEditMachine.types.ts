import type { Values } from '../../domain/api';
import type { EquipmentKind } from '../../domain/schemas/fleetEquipment';
import type { ShipRecord, TfcRecord, UnitRecord } from '../../domain/api';
import type { ShipTab } from './shipEditForms';

// ─── Input ───────────────────────────────────────────────────────────────────────────────────

export interface ShipEditInput {
  /** null: a new ship, which starts on the basic tab with an empty form. */
  shipId: number | null;
  /** The list's Detail action: everything shown, nothing writable. */
  readOnly?: boolean;
}

// ─── Context ─────────────────────────────────────────────────────────────────────────────────

/** What the unsaved-changes question was asked about: the user's move, replayed on "discard". */
export type Pending =
  | { type: 'tab.select'; tab: ShipTab }
  | { type: 'item.select'; id: number }
  | { type: 'item.new' }
  | { type: 'edit.close' };

export interface LoadedShip {
  ship: ShipRecord;
  units: Record<EquipmentKind, UnitRecord[]>;
  tfc: TfcRecord[];
}

export interface ShipEditContext {
  shipId: number | null;
  readOnly: boolean;
  tab: ShipTab;
  ship: ShipRecord | null;
  units: Partial<Record<EquipmentKind, UnitRecord[]>>;
  tfc: TfcRecord[];
  /** The unit or curve row the form edits on an item tab; null = a new one. */
  itemId: number | null;
  form: Values;
  /** The form as last loaded or saved: a difference is an unsaved change. */
  baseline: Values;
  pending: Pending | null;
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  errorMessage: string | null;
  notice: 'saved' | 'deleted' | 'photo' | null;
  /** Something was written: the ship list reloads when the screen closes. */
  changed: boolean;
}

// ─── Events ──────────────────────────────────────────────────────────────────────────────────

export type ShipEditEvent =
  | { type: 'tab.select'; tab: ShipTab }
  | { type: 'item.select'; id: number }
  | { type: 'item.new' }
  | { type: 'item.delete' }
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'edit.save' }
  | { type: 'edit.close' }
  | { type: 'discard.accept' }
  | { type: 'discard.cancel' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'conflict.reload' }
  | { type: 'load.retry' }
  | { type: 'photo.upload'; file: File };

export interface SaveInput {
  shipId: number | null;
  tab: ShipTab;
  itemId: number | null;
  values: Values;
}
