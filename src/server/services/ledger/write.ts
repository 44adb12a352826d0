import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Lang } from '../../../domain/api.js';
import {
  consumptionIssues,
  deriveLegs,
  episodeFromInput,
  recordFromInput,
  snapshotFromInput,
  voyageIndicators,
  type DerivedLeg,
  type LedgerEpisode,
  type LedgerRecord,
  type LedgerSnapshot,
  type PortFacts,
  type ShipFacts,
} from '../../../domain/ledger/index.js';
import { issueMessage } from '../../../domain/schemas/issues.js';
import {
  EpisodeSchema,
  episodeIssues,
  issuePath,
  MAX_ITEMS,
  RecordSchema,
  recordIssues,
  SnapshotSchema,
  VoyageDataDeleteSchema,
  type EpisodeInput,
  type LedgerIssue,
  type RecordInput,
  type SnapshotInput,
} from '../../../domain/schemas/voyageData.js';
import { isLocked } from '../../../machines/workflow/voyageLockMachine.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ledgerMessage } from '../../i18n/lookup.js';
import {
  loadShipLedger,
  lockShipVoyages,
  voyagesOfShip,
  type ShipLedger,
} from '../../repositories/ledger/write/load.js';
import { replaceShipLegs, updateVoyageSummaries } from '../../repositories/ledger/write/legs.js';
import { portFacts } from '../../repositories/ports.js';
import { shipFactsById, shipsByName, type WriteShip } from '../../repositories/ledger/write/lookup.js';
import {
  deleteItems,
  ensureVoyages,
  upsertEpisodes,
  upsertRecords,
  upsertSnapshots,
} from '../../repositories/ledger/write/store.js';
import { principalShipScope, type LedgerPrincipal } from '../../scope/principal.js';

/**
 * The ledger write (spec voyage-data.md §1; docs/api-ledger.md): one function for the API route, the
 * upload pipeline and the demo seed. Everything is checked before anything is written — contract
 * errors of every item, ships and ports, duplicate refCodes, then the mass balance of each ship's
 * ledger with the new items merged in — and answered at once (422 with every error and its path).
 * Then the lock rules (409), then the writes and the legs of the affected ships, recomputed from
 * their whole ledger, all in one transaction: nothing is written unless everything is.
 */

/**
 * A body of 5,000 port calls with their lines is some 10 MB of JSON; 32 MB leaves room for long
 * BDN particulars without letting a client park a gigabyte in the server's memory.
 * The ledger route and the upload routes take the same bodies.
 */
export const VOYAGE_DATA_BODY_LIMIT = 32 * 1024 * 1024;

export interface WriteResult {
  created: number;
  updated: number;
  unchanged: number;
  voyages: Array<{ ship: string; voyageNo: string }>;
}

export interface DeleteResult {
  deleted: number;
  /** refCodes the ship has no item for (a retried delete): nothing to do, not an error. */
  missing: string[];
  voyages: Array<{ ship: string; voyageNo: string }>;
}

/** How the upload pipeline (docs/api-uploads.md) runs the same write. */
export interface WriteOptions {
  /**
   * Check everything a write checks (contract, ships, ports, duplicates, mass balance, locks) and
   * derive the legs, but write nothing: the upload's "check" call.
   */
  dryRun?: boolean;
  /** Every item must name this ship (an upload is for one ship); another ship is an item error. */
  shipId?: number;
  /** Called per ship with its legs after the write (or as they would be), and the refCodes written. */
  onLegs?: (legs: DerivedLeg[], touched: ReadonlySet<string>) => void;
}

/** An issue with its wording, as the 422 answer lists it. */
export interface LedgerError {
  path: string;
  code: string;
  message: string;
}

/** 422 `invalid_voyage_data` with every error of the call. */
export class VoyageDataError extends AppError {
  constructor(
    public readonly errors: LedgerError[],
    lang: Lang,
  ) {
    super(422, 'invalid_voyage_data', ledgerMessage('invalid_voyage_data', lang), undefined, { errors });
  }
}

export const voyageLocked = (voyageNo: string, lang: Lang) =>
  new AppError(409, 'voyage_locked', ledgerMessage('voyage_locked', lang, { voyageNo }), { voyageNo });
export const snapshotLocked = (refCode: string, lang: Lang) =>
  new AppError(409, 'snapshot_locked', ledgerMessage('snapshot_locked', lang, { refCode }), { refCode });

/** The shape around the items; each item is parsed on its own so every item's errors are found. */
const Shell = z.strictObject({
  records: z.array(z.unknown()).optional(),
  episodes: z.array(z.unknown()).optional(),
  snapshots: z.array(z.unknown()).optional(),
});

/** JSON with keys sorted at every level and undefined dropped: equal items hash equal. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}
/**
 * Hash of an item as parsed (trimmed, voyage numbers upper-cased), with the ship as its row id so
 * naming it by IMO or by registration number is the same item.
 */
const payloadHash = (item: { ship: string }, shipId: number) =>
  createHash('sha256')
    .update(canonical({ ...item, ship: shipId }))
    .digest('hex');

type Parsed<T> = { index: number; input: T };

interface ShipWork {
  ship: WriteShip;
  name: string;
  records: Parsed<RecordInput>[];
  episodes: Parsed<EpisodeInput>[];
  snapshots: Parsed<SnapshotInput>[];
}

class Issues {
  readonly list: LedgerError[] = [];
  constructor(private readonly lang: Lang) {}
  add(path: string, code: string, params?: Record<string, string | number>) {
    this.list.push({ path, code: code.split('?')[0]!, message: ledgerMessage(code, this.lang, params) });
  }
  addAll(prefix: string, issues: LedgerIssue[]) {
    for (const i of issues) this.add(`${prefix}.${i.path}`, i.code, i.params);
  }
  throwIfAny() {
    if (this.list.length) throw new VoyageDataError(this.list, this.lang);
  }
}

/** Parses each item with its schema; answers the valid ones and records the errors of the others. */
function parseItems<T>(
  list: unknown[] | undefined,
  name: string,
  schema: z.ZodType<T>,
  cross: (item: T) => LedgerIssue[],
  issues: Issues,
  dirty: Set<string>,
): Parsed<T>[] {
  const out: Parsed<T>[] = [];
  (list ?? []).forEach((raw, index) => {
    const ship = (raw as { ship?: unknown } | null)?.ship;
    const r = schema.safeParse(raw, { error: issueMessage });
    if (!r.success) {
      for (const i of r.error.issues) issues.add(issuePath([name, index, ...i.path]), i.message);
      if (typeof ship === 'string') dirty.add(ship.trim());
      return;
    }
    const more = cross(r.data);
    if (more.length) {
      issues.addAll(`${name}[${index}]`, more);
      if (typeof ship === 'string') dirty.add(ship.trim());
    } else out.push({ index, input: r.data });
  });
  return out;
}

/** What the derivation sees of the port dictionary, once per call. */
const factsLookup = (facts: Map<string, PortFacts>) => (code: string) => facts.get(code);

/**
 * Writes records, episodes and snapshots (spec §1). Throws `VoyageDataError` (422), 409
 * `voyage_locked` / `snapshot_locked`; on success every affected ship's legs are rebuilt.
 */
export async function writeVoyageData(
  db: Db,
  principal: LedgerPrincipal,
  body: unknown,
  lang: Lang,
  now: Date,
  options: WriteOptions = {},
): Promise<WriteResult> {
  const issues = new Issues(lang);
  const shell = Shell.safeParse(body ?? {}, { error: issueMessage });
  if (!shell.success) {
    for (const i of shell.error.issues) issues.add(issuePath(i.path) || '_', i.message);
    issues.throwIfAny();
  }
  const { records: rawRecords, episodes: rawEpisodes, snapshots: rawSnapshots } = shell.data!;
  const total = (rawRecords?.length ?? 0) + (rawEpisodes?.length ?? 0) + (rawSnapshots?.length ?? 0);
  if (total > MAX_ITEMS) {
    // Refused before any item is read: a too-large call costs no parsing.
    issues.add('_', 'ledger.too_many_items');
    issues.throwIfAny();
  }

  // Ships (as named) with an item in error: their mass balance is not checked (see below).
  const dirty = new Set<string>();
  const records = parseItems(rawRecords, 'records', RecordSchema, recordIssues, issues, dirty);
  const episodes = parseItems(rawEpisodes, 'episodes', EpisodeSchema, episodeIssues, issues, dirty);
  const snapshots = parseItems(rawSnapshots, 'snapshots', SnapshotSchema, () => [], issues, dirty);

  // Ships, in the caller's scope: an unknown ship and one outside the scope are the same error.
  const names = [...new Set([...records, ...episodes, ...snapshots].map((p) => p.input.ship))];
  const shipOf = await shipsByName(db, names, principalShipScope(principal));
  const work = new Map<number, ShipWork>();
  const shipFor = (kind: string, p: Parsed<{ ship: string }>) => {
    const ship = shipOf.get(p.input.ship);
    if (!ship) {
      issues.add(`${kind}[${p.index}].ship`, 'ledger.ship_unknown', { ship: p.input.ship });
      return undefined;
    }
    if (options.shipId !== undefined && ship.id !== options.shipId) {
      issues.add(`${kind}[${p.index}].ship`, 'upload.ship_other', { ship: p.input.ship });
      return undefined;
    }
    let w = work.get(ship.id);
    if (!w) {
      w = { ship, name: p.input.ship, records: [], episodes: [], snapshots: [] };
      work.set(ship.id, w);
    }
    return w;
  };
  // One item per (ship, refCode) and kind in a call: which of two would win is not for us to guess.
  const seen = new Set<string>();
  const once = (kind: string, shipId: number, p: Parsed<{ refCode: string; ship: string }>) => {
    const key = `${kind}|${shipId}|${p.input.refCode}`;
    if (seen.has(key)) {
      issues.add(`${kind}[${p.index}].refCode`, 'ledger.ref_code_twice', { refCode: p.input.refCode });
      dirty.add(p.input.ship);
      return false;
    }
    seen.add(key);
    return true;
  };
  for (const p of records) {
    const w = shipFor('records', p);
    if (w && once('records', w.ship.id, p)) w.records.push(p);
  }
  for (const p of episodes) {
    const w = shipFor('episodes', p);
    if (w && once('episodes', w.ship.id, p)) w.episodes.push(p);
  }
  for (const p of snapshots) {
    const w = shipFor('snapshots', p);
    if (w && once('snapshots', w.ship.id, p)) w.snapshots.push(p);
  }

  // Ports: in the dictionary, which also gives the EEA / UK flags the legs need.
  const allCodes = records.flatMap((p) => (p.input.port ? [p.input.port] : []));
  const ports = await portFacts(db, allCodes);
  for (const p of records)
    if (p.input.port && !ports.has(p.input.port)) {
      issues.add(`records[${p.index}].port`, 'ledger.port_unknown', { port: p.input.port });
      dirty.add(p.input.ship);
    }

  // A ship whose items all passed gets its mass balance checked against its stored ledger; with a
  // bad item left out that check would report errors that are not there.
  const dirtyIds = new Set([...dirty].map((n) => shipOf.get(n)?.id));
  const clean = new Set([...work.keys()].filter((id) => !dirtyIds.has(id)));

  return db.transaction(async (tx) => {
    const plans: ShipPlan[] = [];
    // Ships in id order, so two concurrent writes lock voyages in the same order.
    for (const id of [...work.keys()].sort((a, b) => a - b)) {
      const w = work.get(id)!;
      await lockShipVoyages(tx, id);
      const stored = await loadShipLedger(tx, id);
      const plan = planShip(w, stored, ports, issues, clean.has(id));
      plans.push(plan);
    }
    issues.throwIfAny();

    let created = 0;
    let updated = 0;
    let unchanged = 0;
    // Every ship's locks are checked before any ship is written; a dry run stops after the checks.
    const legsOf = plans.map((plan) => checkPlan(plan, ports, lang));
    for (const [i, plan] of plans.entries()) {
      created += plan.created;
      updated += plan.updated;
      unchanged += plan.unchanged;
      if (!options.dryRun) await storePlan(tx, plan, legsOf[i]!, lang, now);
      options.onLegs?.(legsOf[i]!, new Set([...plan.records, ...plan.episodes].map((x) => x.input.refCode)));
    }
    const voyages = new Map<string, { ship: string; voyageNo: string }>();
    for (const plan of plans)
      for (const no of plan.voyageNos)
        voyages.set(`${plan.work.name}|${no}`, { ship: plan.work.name, voyageNo: no });
    return { created, updated, unchanged, voyages: [...voyages.values()] };
  });
}

interface ShipPlan {
  work: ShipWork;
  stored: ShipLedger;
  created: number;
  updated: number;
  unchanged: number;
  /** Items to write (new or changed), with their hashes. */
  records: Array<{ input: RecordInput; hash: string }>;
  episodes: Array<{ input: EpisodeInput; hash: string }>;
  snapshots: Array<{ input: SnapshotInput; hash: string }>;
  /** The ship's ledger after the write, for the derivation. */
  merged: { records: LedgerRecord[]; episodes: LedgerEpisode[]; snapshots: LedgerSnapshot[] };
  voyageNos: string[];
}

/** Splits a ship's items into new, changed and unchanged, merges them, checks the mass balance. */
function planShip(
  w: ShipWork,
  stored: ShipLedger,
  _ports: Map<string, PortFacts>,
  issues: Issues,
  checkBalance: boolean,
): ShipPlan {
  const plan: ShipPlan = {
    work: w,
    stored,
    created: 0,
    updated: 0,
    unchanged: 0,
    records: [],
    episodes: [],
    snapshots: [],
    merged: { records: [], episodes: [], snapshots: [] },
    voyageNos: [],
  };
  const voyageNos = new Set<string>();
  const count = <T extends { refCode: string; payloadHash: string }>(
    storedList: T[],
    items: Parsed<{ refCode: string; ship: string }>[],
    into: Array<{ input: never; hash: string }>,
  ) => {
    const byRef = new Map(storedList.map((s) => [s.refCode, s]));
    for (const p of items) {
      const hash = payloadHash(p.input, w.ship.id);
      const old = byRef.get(p.input.refCode);
      if (!old) plan.created++;
      else if (old.payloadHash === hash) {
        plan.unchanged++;
        continue;
      } else plan.updated++;
      into.push({ input: p.input as never, hash });
    }
  };
  count(stored.records, w.records, plan.records as never);
  count(stored.episodes, w.episodes, plan.episodes as never);
  count(stored.snapshots, w.snapshots, plan.snapshots as never);
  for (const p of w.records) {
    voyageNos.add(p.input.voyageNo);
    if (p.input.nextVoyageNo) voyageNos.add(p.input.nextVoyageNo);
  }
  for (const p of w.episodes) voyageNos.add(p.input.voyageNo);
  plan.voyageNos = [...voyageNos];

  const newRecords = new Map(plan.records.map((r) => [r.input.refCode, recordFromInput(r.input)]));
  plan.merged.records = [...stored.records.filter((r) => !newRecords.has(r.refCode)), ...newRecords.values()];
  const newEpisodes = new Map(plan.episodes.map((e) => [e.input.refCode, episodeFromInput(e.input)]));
  plan.merged.episodes = [
    ...stored.episodes.filter((e) => !newEpisodes.has(e.refCode)),
    ...newEpisodes.values(),
  ];
  const newSnapshots = new Map(plan.snapshots.map((s) => [s.input.refCode, snapshotFromInput(s.input)]));
  plan.merged.snapshots = [
    ...stored.snapshots.filter((s) => !newSnapshots.has(s.refCode)),
    ...newSnapshots.values(),
  ];

  // Two snapshots of a ship at one instant cannot both bound a period.
  const indexOfSnapshot = new Map(w.snapshots.map((p) => [p.input.refCode, p.index]));
  const atInstant = new Map<number, string>();
  for (const s of plan.merged.snapshots) {
    const other = atInstant.get(s.time);
    if (other !== undefined) {
      const mine = indexOfSnapshot.has(s.refCode) ? s.refCode : other;
      const theirs = mine === s.refCode ? other : s.refCode;
      issues.add(`snapshots[${indexOfSnapshot.get(mine) ?? '?'}].time`, 'ledger.snapshot_time_taken', {
        refCode: theirs,
      });
    } else atInstant.set(s.time, s.refCode);
  }

  if (checkBalance) {
    const indexOfRecord = new Map(w.records.map((p) => [p.input.refCode, p]));
    for (const i of consumptionIssues(plan.merged.records)) {
      const p = indexOfRecord.get(i.refCode);
      const fuels = p ? p.input.fuels : plan.merged.records.find((r) => r.refCode === i.refCode)?.fuels;
      const j = fuels?.findIndex((f) => f.fuel === i.fuel) ?? -1;
      // The value to look at: the arrival ROB for the passage, the departure ROB for the stay.
      const field = i.where === 'sea' ? 'robArrivalT' : 'robDepartureT';
      const at = p ? `records[${p.index}]` : `records[${i.refCode}]`;
      issues.add(
        j >= 0 ? `${at}.fuels[${j}].${field}` : `${at}.fuels`,
        `ledger.negative_consumption_${i.where}`,
        {
          fuel: i.fuel,
          fromRobT: round(i.fromRobT),
          toRobT: round(i.toRobT),
        },
      );
    }
  }
  return plan;
}

const round = (t: number) => Math.round(t * 1000) / 1000;

/** Checks the plan against the voyage and snapshot locks; answers the ship's legs after it. */
function checkPlan(plan: ShipPlan, ports: Map<string, PortFacts>, lang: Lang): DerivedLeg[] {
  const { stored, work } = plan;
  const statusOf = new Map(stored.voyages.map((v) => [v.voyageNo, v.status]));
  const refuse = (voyageNo: string | null | undefined) => {
    if (voyageNo && isLocked(statusOf.get(voyageNo) ?? 'unlocked')) throw voyageLocked(voyageNo, lang);
  };
  const oldRecord = new Map(stored.records.map((r) => [r.refCode, r]));
  for (const { input } of plan.records) {
    refuse(input.voyageNo);
    refuse(input.nextVoyageNo);
    const old = oldRecord.get(input.refCode);
    refuse(old?.voyageNo);
    refuse(old?.nextVoyageNo);
  }
  const oldEpisode = new Map(stored.episodes.map((e) => [e.refCode, e]));
  for (const { input } of plan.episodes) {
    refuse(input.voyageNo);
    refuse(oldEpisode.get(input.refCode)?.voyageNo);
  }
  const oldSnapshot = new Map(stored.snapshots.map((s) => [s.refCode, s]));
  for (const { input } of plan.snapshots) {
    const old = oldSnapshot.get(input.refCode);
    if (old && isLocked(old.status)) throw snapshotLocked(old.refCode, lang);
  }

  const legs = deriveLegs(plan.merged.records, plan.merged.episodes, factsLookup(ports), work.ship.facts);
  if (plan.records.length || plan.episodes.length)
    refuseLockedLegChange(stored, factsLookup(ports), work.ship.facts, legs, lang);
  return legs;
}

/** Writes the plan's items and rebuilds the ship's legs (`checkPlan` has passed). */
async function storePlan(tx: Db, plan: ShipPlan, legs: DerivedLeg[], lang: Lang, now: Date) {
  const { stored, work } = plan;
  const nos = [
    ...plan.records.flatMap(({ input }) =>
      input.nextVoyageNo ? [input.voyageNo, input.nextVoyageNo] : [input.voyageNo],
    ),
    ...plan.episodes.map(({ input }) => input.voyageNo),
  ];
  const ids = await ensureVoyages(tx, work.ship.id, nos, now);
  const voyageId = (no: string) => ids.get(no)?.id ?? stored.voyages.find((v) => v.voyageNo === no)!.id;
  await upsertRecords(
    tx,
    work.ship.id,
    plan.records.map((r) => ({
      ...r,
      voyageId: voyageId(r.input.voyageNo),
      nextVoyageId: r.input.nextVoyageNo ? voyageId(r.input.nextVoyageNo) : null,
    })),
    now,
  );
  await upsertEpisodes(
    tx,
    work.ship.id,
    plan.episodes.map((e) => ({ ...e, voyageId: voyageId(e.input.voyageNo) })),
    now,
  );
  await upsertSnapshots(tx, work.ship.id, plan.snapshots, now);
  if (plan.records.length || plan.episodes.length)
    await writeLegs(tx, work.ship.id, work.ship.facts, plan.merged.records, legs, lang, now);
}

/** Signature of a leg's content, its sequence number aside (an earlier leg shifts every later seq). */
const legKey = (l: Omit<DerivedLeg, 'seq'>) => {
  const n = (x: number | null | undefined) =>
    x === null || x === undefined ? null : Math.round(x * 1e6) / 1e6;
  const fuels = (f: Record<string, number | undefined>) =>
    Object.keys(f)
      .filter((k) => Math.abs(f[k] ?? 0) > 1e-9)
      .sort()
      .map((k) => `${k}=${n(f[k])}`)
      .join(';');
  return [
    l.kind,
    l.fromRefCode,
    l.toRefCode,
    l.fromPort,
    l.toPort,
    l.departure,
    l.arrival,
    n(l.distanceNm),
    n(l.hoursUnderway),
    fuels(l.fuelAtSeaT),
    fuels(l.fuelInPortT),
    fuels(l.fuelIceT),
    fuels(l.fuelRescueT),
    n(l.transportWorkTnm),
    n(l.cargoT),
    l.kind === 'imo' ? null : (l.euCategory ?? null),
  ].join('|');
};

/**
 * A locked voyage's legs are its reported figures: a write whose recompute would change them (a
 * record inserted into it, a changed ROB at its end port) is refused like an edit of its records.
 * Both sides are derived with today's code (`before` from the stored ledger), so a change of the
 * derivation itself never locks a ship out of writing; the stored legs of locked voyages are kept.
 */
function refuseLockedLegChange(
  stored: ShipLedger,
  ports: (code: string) => PortFacts | undefined,
  facts: ShipFacts,
  after: DerivedLeg[],
  lang: Lang,
) {
  const locked = stored.voyages.filter((v) => isLocked(v.status));
  if (locked.length === 0) return;
  const before = deriveLegs(stored.records, stored.episodes, ports, facts);
  const keys = (legs: DerivedLeg[], voyageNo: string) =>
    legs
      .filter((l) => l.voyageNo === voyageNo)
      .map(legKey)
      .sort();
  for (const v of locked) {
    const was = keys(before, v.voyageNo);
    const will = keys(after, v.voyageNo);
    if (was.length !== will.length || was.some((k, i) => k !== will[i])) throw voyageLocked(v.voyageNo, lang);
  }
}

/** Replaces the ship's legs and each voyage's start, end and indicators. */
async function writeLegs(
  tx: Db,
  shipId: number,
  facts: ShipFacts,
  records: readonly LedgerRecord[],
  legs: DerivedLeg[],
  lang: Lang,
  now: Date,
) {
  void lang;
  const all = await voyagesOfShip(tx, shipId);
  const idOf = new Map(all.map((v) => [v.voyageNo, v.id]));
  // Legs of locked voyages stay as they were reported (refuseLockedLegChange saw they would not change).
  const locked = new Set(all.filter((v) => isLocked(v.status)).map((v) => v.voyageNo));
  const keep = all.filter((v) => locked.has(v.voyageNo)).map((v) => v.id);
  const fresh = legs.filter((l) => !locked.has(l.voyageNo));
  await replaceShipLegs(tx, shipId, fresh, keep, (no) => {
    const id = idOf.get(no);
    // Every voyage a record names was created with it; a leg of an unknown voyage is a bug.
    if (id === undefined) throw new Error(`leg of unknown voyage ${no}`);
    return id;
  });
  const summaries = all
    .filter((v) => !isLocked(v.status))
    .map((v) => {
      const starts = records
        .filter((r) => (r.nextVoyageNo ?? r.voyageNo) === v.voyageNo)
        .map((r) => r.departure);
      const own = records.filter((r) => r.voyageNo === v.voyageNo);
      const arrivals = own.map((r) => r.arrival);
      const start = starts.length ? Math.min(...starts) : arrivals.length ? Math.min(...arrivals) : null;
      // The end is the last arrival after the start: a voyage that has only left its first port is
      // still under way, and the arrival at that port (before the start) is not its end.
      const after = start === null ? arrivals : arrivals.filter((a) => a > start);
      const end = after.length ? Math.max(...after) : null;
      const imo = legs.filter((l) => l.kind === 'imo' && l.voyageNo === v.voyageNo);
      return {
        id: v.id,
        startAt: start === null ? null : new Date(start),
        endAt: end === null ? null : new Date(end),
        indicators: imo.length ? voyageIndicators(imo, facts) : null,
      };
    });
  await updateVoyageSummaries(tx, summaries, now);
}

/**
 * Rebuilds a ship's legs from its stored ledger (after a delete elsewhere, e.g. a voyage delete):
 * the `recompute` the ledger lock routes take. The caller has already refused deletes that
 * touch a locked voyage; the legs of locked voyages are kept as stored.
 */
export async function recomputeShipLegs(
  tx: Db,
  shipId: number,
  lang: Lang = 'en',
  now = new Date(),
): Promise<void> {
  const facts = await shipFactsById(tx, shipId);
  if (!facts) return;
  const stored = await loadShipLedger(tx, shipId);
  const ports = await portFacts(
    tx,
    stored.records.flatMap((r) => (r.port ? [r.port] : [])),
  );
  const legs = deriveLegs(stored.records, stored.episodes, factsLookup(ports), facts);
  await writeLegs(tx, shipId, facts, stored.records, legs, lang, now);
}

/**
 * `DELETE /api/voyage-data` `{ ship, refCodes }` (spec §1): the ship's records, episodes and
 * snapshots with these refCodes go, all or nothing, under the same scope, lock and mass-balance
 * rules as a write; the legs are rebuilt. A ship outside the caller's scope is 404.
 */
export async function deleteVoyageData(
  db: Db,
  principal: LedgerPrincipal,
  body: unknown,
  lang: Lang,
  now: Date,
): Promise<DeleteResult> {
  const issues = new Issues(lang);
  const parsed = VoyageDataDeleteSchema.safeParse(body ?? {}, { error: issueMessage });
  if (!parsed.success) {
    for (const i of parsed.error.issues) issues.add(issuePath(i.path) || '_', i.message);
    issues.throwIfAny();
  }
  const { ship: name, refCodes } = parsed.data!;
  const ship = (await shipsByName(db, [name], principalShipScope(principal))).get(name);
  if (!ship) throw new AppError(404, 'not_found');

  return db.transaction(async (tx) => {
    await lockShipVoyages(tx, ship.id);
    const stored = await loadShipLedger(tx, ship.id);
    const wanted = new Set(refCodes);
    const records = stored.records.filter((r) => wanted.has(r.refCode));
    const episodes = stored.episodes.filter((e) => wanted.has(e.refCode));
    const snapshots = stored.snapshots.filter((s) => wanted.has(s.refCode));
    const found = new Set([...records, ...episodes, ...snapshots].map((x) => x.refCode));

    const remaining = stored.records.filter((r) => !wanted.has(r.refCode));
    for (const i of consumptionIssues(remaining)) {
      const j =
        remaining.find((r) => r.refCode === i.refCode)?.fuels.findIndex((f) => f.fuel === i.fuel) ?? -1;
      const field = i.where === 'sea' ? 'robArrivalT' : 'robDepartureT';
      issues.add(
        j >= 0 ? `records[${i.refCode}].fuels[${j}].${field}` : `records[${i.refCode}].fuels`,
        `ledger.negative_consumption_${i.where}`,
        { fuel: i.fuel, fromRobT: round(i.fromRobT), toRobT: round(i.toRobT) },
      );
    }
    issues.throwIfAny();

    const statusOf = new Map(stored.voyages.map((v) => [v.voyageNo, v.status]));
    const refuse = (no: string | null) => {
      if (no && isLocked(statusOf.get(no) ?? 'unlocked')) throw voyageLocked(no, lang);
    };
    for (const r of records) {
      refuse(r.voyageNo);
      refuse(r.nextVoyageNo);
    }
    for (const e of episodes) refuse(e.voyageNo);
    for (const s of snapshots) if (isLocked(s.status)) throw snapshotLocked(s.refCode, lang);

    const remainingEpisodes = stored.episodes.filter((e) => !wanted.has(e.refCode));
    const ports = await portFacts(
      tx,
      stored.records.flatMap((r) => (r.port ? [r.port] : [])),
    );
    const legs = deriveLegs(remaining, remainingEpisodes, factsLookup(ports), ship.facts);
    if (records.length || episodes.length)
      refuseLockedLegChange(stored, factsLookup(ports), ship.facts, legs, lang);

    await deleteItems(tx, {
      records: records.map((r) => r.id),
      episodes: episodes.map((e) => e.id),
      snapshots: snapshots.map((s) => s.id),
    });
    if (records.length || episodes.length)
      await writeLegs(tx, ship.id, ship.facts, remaining, legs, lang, now);
    const nos = new Set<string>();
    for (const r of records) {
      nos.add(r.voyageNo);
      if (r.nextVoyageNo) nos.add(r.nextVoyageNo);
    }
    for (const e of episodes) nos.add(e.voyageNo);
    return {
      deleted: records.length + episodes.length + snapshots.length,
      missing: refCodes.filter((c) => !found.has(c)),
      voyages: [...nos].map((voyageNo) => ({ ship: name, voyageNo })),
    };
  });
}
