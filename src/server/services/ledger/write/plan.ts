import { createHash } from 'node:crypto';
import {
  consumptionIssues,
  episodeFromInput,
  recordFromInput,
  snapshotFromInput,
  type LedgerEpisode,
  type LedgerRecord,
  type LedgerSnapshot,
  type PortFacts,
} from '../../../../domain/ledger/index.js';
import type { EpisodeInput, RecordInput, SnapshotInput } from '../../../../domain/schemas/voyageData.js';
import type { ShipLedger } from '../../../repositories/ledger/write/load.js';
import type { Issues } from './errors.js';
import type { ShipWork } from './group.js';
import type { Parsed } from './parse.js';

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

export interface ShipPlan {
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
export function planShip(
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

/** Tonnes to three decimals, as the mass-balance errors quote them. */
export const round = (t: number) => Math.round(t * 1000) / 1000;
