import type { Lang, PortNamePair } from '../../../domain/api.js';
import { addAll, type ByCode, type DerivedLeg } from '../../../domain/ledger/index.js';
import {
  LEGS_PREVIEW_MAX,
  type LegPreview,
  type UploadCounts,
  type UploadDiff,
} from '../../../domain/schemas/uploads.js';
import type { Db } from '../../db/client.js';
import { writeVoyageData } from '../ledger/write/index.js';
import { portsByCode } from '../../repositories/ports.js';
import type { LedgerPrincipal } from '../../scope/principal.js';
import { IssueList } from './refusal.js';

/**
 * A voyage or snapshots upload: the ledger write itself (src/server/services/ledger/write/index.ts) with the
 * upload's one extra rule, every item names the upload's ship. The check is the same call as a
 * dry run, so it refuses exactly what the write would refuse.
 */

type Lists = { records?: unknown; episodes?: unknown; snapshots?: unknown };
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const lists = (payload: unknown): Lists =>
  payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Lists) : {};

/**
 * What the file holds, read from the raw payload so a refused upload is counted too: items per
 * kind, and the distinct voyage numbers (trimmed, upper-cased like the contract's VoyageNo).
 */
export function voyageCounts(payload: unknown): UploadCounts {
  const p = lists(payload);
  const voyages = new Set<string>();
  for (const item of [...listOf(p.records), ...listOf(p.episodes)]) {
    const r = item as { voyageNo?: unknown; nextVoyageNo?: unknown } | null;
    for (const no of [r?.voyageNo, r?.nextVoyageNo])
      if (typeof no === 'string' && no.trim()) voyages.add(no.trim().toUpperCase());
  }
  return {
    records: listOf(p.records).length,
    episodes: listOf(p.episodes).length,
    snapshots: listOf(p.snapshots).length,
    ships: 0,
    voyages: voyages.size,
  };
}

/** A leg as the check's preview shows it: ports, times, distance, fuel at sea and in port by code. */
export function legPreview(l: DerivedLeg): LegPreview {
  const fuelT: ByCode = {};
  addAll(fuelT, l.fuelAtSeaT);
  addAll(fuelT, l.fuelInPortT);
  return {
    from: l.fromPort,
    to: l.toPort,
    fromRefCode: l.fromRefCode,
    toRefCode: l.toRefCode,
    voyageNo: l.voyageNo,
    departure: new Date(l.departure).toISOString(),
    arrival: new Date(l.arrival).toISOString(),
    distanceNm: l.distanceNm,
    fuelT,
  };
}

export interface VoyageRun {
  diff: UploadDiff;
  legsPreview: LegPreview[];
}

/**
 * Runs the ledger write for the upload's ship (dry when `dryRun`). Throws the writer's refusals
 * (422 item errors, 409 locks) and the upload's own (`UploadRefused`: records in a snapshots file).
 */
export async function runVoyageUpload(
  db: Db,
  principal: LedgerPrincipal,
  kind: 'voyage' | 'snapshots',
  shipId: number,
  payload: unknown,
  lang: Lang,
  now: Date,
  dryRun: boolean,
): Promise<VoyageRun> {
  if (kind === 'snapshots') {
    const p = lists(payload);
    const issues = new IssueList(lang);
    if (listOf(p.records).length) issues.add('records', 'upload.snapshots_only');
    if (listOf(p.episodes).length) issues.add('episodes', 'upload.snapshots_only');
    issues.throwIfAny();
  }
  // IMO legs the upload makes or changes: those that start or end at one of its records.
  const legs: DerivedLeg[] = [];
  const result = await writeVoyageData(db, principal, payload, lang, now, {
    dryRun,
    shipId,
    onLegs: (all, touched) =>
      legs.push(
        ...all.filter((l) => l.kind === 'imo' && (touched.has(l.fromRefCode) || touched.has(l.toRefCode))),
      ),
  });
  legs.sort((a, b) => a.departure - b.departure);
  const shown = legs.slice(0, LEGS_PREVIEW_MAX);
  // The preview names its ports with their codes, as the voyage list does.
  const names = await portsByCode(
    db,
    shown.flatMap((l) => [l.fromPort, l.toPort]),
  );
  const named = (code: string | null): PortNamePair | null => {
    const p = code ? names.get(code) : undefined;
    return p ? [p.enName, p.cnName || null] : null;
  };
  return {
    diff: { new: result.created, changed: result.updated, unchanged: result.unchanged },
    legsPreview: shown.map((l) => ({
      ...legPreview(l),
      fromNames: named(l.fromPort),
      toNames: named(l.toPort),
    })),
  };
}
