import { consumptionIssues } from '../ledger/consumption';
import { recordFromInput } from '../ledger/fromInput';
import {
  episodeIssues,
  EpisodeSchema,
  issuePath,
  parseLocalTime,
  recordIssues,
  RecordSchema,
  VoyageDataSchema,
  type LedgerIssue,
  type RecordInput,
  type VoyageDataInput,
} from '../schemas/voyageData';
import { issueMessage } from '../schemas/issues';
import { ShipsPayloadSchema, type ShipsPayload } from '../schemas/uploads';
import { bindSheets } from './headers';
import { locate } from './locate';
import { mapSheets, type Locator } from './map';
import { SHEETS_OF } from './sheets';
import type { Dictionaries, UploadIssue, UploadKind, Workbook } from './types';

/**
 * Every check the browser runs before anything is sent (docs/uploads.md §3), as one pure function
 * the worker calls: sheets and headers, cell conversions, the contract's zod schema (the server's
 * own), the per-item rules of the contract, chronology, ROB mass balance (the ledger derivation's
 * `consumptionIssues`), dictionaries, duplicates and refCode references.
 */

export interface CheckOptions {
  dictionaries: Dictionaries;
  /** The chosen ship's IMO and registration numbers: every item must be for that ship. */
  shipRefs?: readonly string[];
}

export interface CheckCounts {
  records: number;
  episodes: number;
  snapshots: number;
  voyages: number;
  /** Ships kind only: register rows. */
  ships?: number;
}

export interface CheckResult<P = VoyageDataInput> {
  /** The payload to submit: valid only when `issues` is empty. */
  payload: P;
  issues: UploadIssue[];
  counts: CheckCounts;
  locator: Locator;
}

const at = (path: string, code: string, params?: LedgerIssue['params']): LedgerIssue => ({
  path,
  code,
  params,
});

function schemaIssues(payload: unknown): LedgerIssue[] {
  const r = VoyageDataSchema.safeParse(payload);
  return r.success ? [] : r.error.issues.map((i) => at(issuePath(i.path), i.message));
}

/** The contract's per-item rules, for the items that pass their own schema. */
function itemRules(raw: Record<string, unknown[]>) {
  const out: LedgerIssue[] = [];
  const records: { index: number; r: RecordInput }[] = [];
  raw.records?.forEach((x, i) => {
    const p = RecordSchema.safeParse(x);
    if (!p.success) return;
    records.push({ index: i, r: p.data });
    for (const issue of recordIssues(p.data))
      out.push(at(`records[${i}].${issue.path}`, issue.code, issue.params));
  });
  raw.episodes?.forEach((x, i) => {
    const p = EpisodeSchema.safeParse(x);
    if (p.success)
      for (const issue of episodeIssues(p.data))
        out.push(at(`episodes[${i}].${issue.path}`, issue.code, issue.params));
  });
  return { out, records };
}

/**
 * Records in the order of the sheet, per ship: each must arrive after the previous one left
 * (`upload.records_overlap`) and the rows must be in time order (`upload.records_order`), since a
 * row out of place usually means a wrong date rather than a wrong row.
 */
function chronology(records: { index: number; r: RecordInput }[]): LedgerIssue[] {
  const out: LedgerIssue[] = [];
  const last = new Map<string, { arr: number; dep: number; refCode: string }>();
  for (const { index, r } of records) {
    const arr = parseLocalTime(r.arrival)!.utc;
    const dep = parseLocalTime(r.departure)!.utc;
    const prev = last.get(r.ship);
    if (prev && arr < prev.arr)
      out.push(at(`records[${index}].arrival`, 'upload.records_order', { refCode: prev.refCode }));
    else if (prev && arr < prev.dep)
      out.push(at(`records[${index}].arrival`, 'upload.records_overlap', { refCode: prev.refCode }));
    if (!prev || arr >= prev.arr) last.set(r.ship, { arr, dep, refCode: r.refCode });
  }
  return out;
}

/** Negative consumptions per ship, at the fuel line the server would name (src/server/services/ledger/write/plan.ts). */
function massBalance(records: { index: number; r: RecordInput }[]): LedgerIssue[] {
  const out: LedgerIssue[] = [];
  const byShip = new Map<string, { index: number; r: RecordInput }[]>();
  for (const x of records) {
    const list = byShip.get(x.r.ship) ?? [];
    list.push(x);
    byShip.set(x.r.ship, list);
  }
  for (const list of byShip.values()) {
    const byRef = new Map(list.map((x) => [x.r.refCode, x]));
    for (const i of consumptionIssues(list.map((x) => recordFromInput(x.r)))) {
      const x = byRef.get(i.refCode)!;
      const j = x.r.fuels.findIndex((f) => f.fuel === i.fuel);
      const field = i.where === 'sea' ? 'robArrivalT' : 'robDepartureT';
      const round = (t: number) => Math.round(t * 1000) / 1000;
      out.push(
        at(
          j >= 0 ? `records[${x.index}].fuels[${j}].${field}` : `records[${x.index}].fuels`,
          `ledger.negative_consumption_${i.where}`,
          {
            fuel: i.fuel,
            fromRobT: round(i.fromRobT),
            toRobT: round(i.toRobT),
          },
        ),
      );
    }
  }
  return out;
}

/** Ports and fuels the dictionaries do not know, and items for another ship than the chosen one. */
function lookups(raw: Record<string, Record<string, unknown>[]>, o: CheckOptions): LedgerIssue[] {
  const out: LedgerIssue[] = [];
  const { ports, fuels } = o.dictionaries;
  const refs = o.shipRefs?.map((s) => s.trim().toUpperCase());
  for (const [name, items] of Object.entries(raw))
    items.forEach((item, i) => {
      const port = typeof item.port === 'string' ? item.port.toUpperCase() : undefined;
      if (ports && port && /^[A-Z]{2}[A-Z2-9]{3}$/.test(port) && !ports.has(port))
        out.push(at(`${name}[${i}].port`, 'ledger.port_unknown', { port }));
      if (
        refs &&
        typeof item.ship === 'string' &&
        item.ship !== '' &&
        !refs.includes(item.ship.toUpperCase())
      )
        out.push(at(`${name}[${i}].ship`, 'upload.ship_mismatch', { ship: item.ship }));
      if (!fuels) return;
      for (const [list, lines] of Object.entries(item))
        if (Array.isArray(lines))
          lines.forEach((l: unknown, j) => {
            const code = (l as { fuel?: unknown })?.fuel;
            if (typeof code === 'string' && !fuels.has(code))
              out.push(at(`${name}[${i}].${list}[${j}].fuel`, 'ledger.fuel_unknown'));
          });
    });
  return out;
}

const cellKey = (i: UploadIssue) => `${i.sheet}|${i.row}|${i.column}`;

/**
 * The file's issues in order: structure and reading first; then the contract's, except at a cell
 * the reading already refused (blank, wrong unit, no offset), which is not reported twice.
 */
function merge(
  structure: UploadIssue[],
  cells: UploadIssue[],
  located: UploadIssue[],
  total: number,
  fileSheet: string,
) {
  const issues = [...structure, ...cells];
  // A file with headers and no rows would write nothing: say so instead of offering an empty submit.
  if (total === 0 && structure.length === 0)
    issues.push({ sheet: fileSheet, row: 0, column: '', value: null, code: 'upload.no_rows' });
  const refused = new Set(issues.map(cellKey));
  for (const i of located) if (!refused.has(cellKey(i)) || i.column === '') issues.push(i);
  return issues.sort(byPlace);
}

/** Checks one file's sheets for `kind` (the ships kind: `checkShips`). */
export function checkWorkbook(kind: Exclude<UploadKind, 'ships'>, wb: Workbook, o: CheckOptions): CheckResult;
export function checkWorkbook(
  kind: UploadKind,
  wb: Workbook,
  o: CheckOptions,
): CheckResult<VoyageDataInput | ShipsPayload>;
export function checkWorkbook(
  kind: UploadKind,
  wb: Workbook,
  o: CheckOptions,
): CheckResult<VoyageDataInput | ShipsPayload> {
  if (kind === 'ships') return checkShips(wb);
  const defs = SHEETS_OF[kind];
  const { bound, issues: structure } = bindSheets(defs, wb);
  const { payload: raw, locator, issues: cells } = mapSheets(bound);
  const rules = itemRules(raw);
  const schema = schemaIssues(raw);
  // Chronology and balance need valid times and figures: run them only on a clean schema pass.
  const derived = schema.length === 0 ? [...chronology(rules.records), ...massBalance(rules.records)] : [];
  const located = [...schema, ...rules.out, ...derived, ...lookups(raw, o)].map((i) =>
    locate(locator, i, defs[0]!.key),
  );
  const total = Object.values(raw).reduce((n, list) => n + list.length, 0);
  const records = (raw.records ?? []) as { voyageNo?: unknown; nextVoyageNo?: unknown }[];
  const voyages = new Set(
    records
      .flatMap((r) => [r.voyageNo, r.nextVoyageNo])
      .filter((v) => typeof v === 'string')
      .map((v) => (v as string).trim().toUpperCase()),
  );
  return {
    payload: raw as VoyageDataInput,
    issues: merge(structure, cells, located, total, defs[0]!.key),
    counts: {
      records: raw.records?.length ?? 0,
      episodes: raw.episodes?.length ?? 0,
      snapshots: raw.snapshots?.length ?? 0,
      voyages: voyages.size,
    },
    locator,
  };
}

/**
 * The ships kind: the rows against `ShipUploadRowSchema` (the ship form's rules, the server's own
 * schema) with each issue on its cell, duplicate IMO numbers, equipment lines whose IMO number is
 * on no Ships row, and board serial numbers twice within a ship and kind.
 */
export function checkShips(wb: Workbook): CheckResult<ShipsPayload> {
  const defs = SHEETS_OF.ships;
  const { bound, issues: structure } = bindSheets(defs, wb);
  const { payload: raw, locator, issues: cells } = mapSheets(bound);
  const ships = raw.ships ?? [];
  // The server's error map (src/server/http/validate.ts), so an empty cell reads "required".
  const r = ShipsPayloadSchema.safeParse({ ships }, { error: issueMessage });
  const located = (r.success ? [] : r.error.issues)
    // An empty file is `upload.no_rows`, not the payload's "at least one ship".
    .filter((i) => !(ships.length === 0 && i.path.length === 1))
    .map((i) => locate(locator, at(issuePath(i.path), i.message), 'ships'));
  return {
    payload: { ships } as unknown as ShipsPayload,
    issues: merge(structure, cells, located, ships.length, 'ships'),
    counts: { records: 0, episodes: 0, snapshots: 0, voyages: 0, ships: ships.length },
    locator,
  };
}

/** Issues in the order of the file: by sheet definition, then row. */
export const byPlace = (a: UploadIssue, b: UploadIssue) =>
  a.sheet < b.sheet ? -1 : a.sheet > b.sheet ? 1 : a.row - b.row;
