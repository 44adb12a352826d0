import type { Values } from '../../domain/api';
import { ShipInputSchema, TfcInputSchema } from '../../domain/schemas/fleet';
import { issueMessage } from '../../domain/schemas/issues';
import { EQUIPMENT_KINDS, EQUIPMENT_SCHEMAS, type EquipmentKind } from '../../domain/schemas/fleetEquipment';

/**
 * Tabs of the ship edit screen (docs/legacy-system.md §5): basic information, one tab per equipment
 * kind, and the theoretical consumption curve. Equipment and curve tabs hold several "items"
 * (units, curve rows), one of which the form edits.
 */
export type ItemTab = EquipmentKind | 'tfc';
export type ShipTab = 'basic' | ItemTab;
export const SHIP_TABS: readonly ShipTab[] = ['basic', ...EQUIPMENT_KINDS, 'tfc'];
export const isItemTab = (tab: ShipTab): tab is ItemTab => tab !== 'basic';

/** The shared zod schema each tab is checked with before it is sent (the server checks again). */
export const schemaOf = (tab: ShipTab) =>
  tab === 'basic' ? ShipInputSchema : tab === 'tfc' ? TfcInputSchema : EQUIPMENT_SCHEMAS[tab];

/** The names a tab's form may hold: the keys of its schema. */
export const fieldsOf = (tab: ShipTab): string[] => Object.keys(schemaOf(tab).shape);

/**
 * Field → message code of a tab's form: the schema's own codes (`fleet.imo_check_digit`) or the
 * shared error map's (`msg.required`, `msg.range?min=0&max=1000000`), which the view translates.
 * The first problem of a field wins.
 */
export function validateTab(tab: ShipTab, values: Values): Record<string, string> {
  const result = schemaOf(tab).safeParse(values, { error: issueMessage });
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    errors[String(issue.path[0] ?? '_')] ??= issue.message;
  }
  return errors;
}

/** What a new record of a tab starts with: lists empty, propeller form 1, not shaft-driven. */
export function blankValues(tab: ShipTab): Values {
  const names = fieldsOf(tab);
  const start: Values = {};
  if (names.includes('fuels')) start.fuels = [];
  if (names.includes('energyForms')) start.energyForms = [];
  if (tab === 'generator') start.shaftDriven = false;
  if (tab === 'propeller') start.form = '1';
  if (tab === 'basic') {
    start.scrubber = false;
    start.authorityCodes = [];
  }
  return start;
}

/** '' , null, undefined and [] are one "empty": clearing a box the record left null is no change. */
const norm = (v: unknown) =>
  v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0)
    ? null
    : typeof v === 'object'
      ? JSON.stringify(v)
      : v;

/** Whether two forms hold the same values (the unsaved-changes test). */
export function sameValues(a: Values, b: Values): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
    if (norm(a[key]) !== norm(b[key])) return false;
  return true;
}
