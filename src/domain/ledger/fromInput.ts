import {
  parseLocalTime,
  type EpisodeInput,
  type RecordInput,
  type SnapshotInput,
} from '../schemas/voyageData';
import type { LedgerEpisode, LedgerRecord, LedgerSnapshot, TimedFuel } from './types';

/**
 * Payload (the write contract, already parsed by its zod schema) → the derivation's shapes
 * (docs/ledger.md §1). Local times become UTC instants; the offsets are kept on records so a
 * record can be written back as the ship reported it.
 */

function utc(text: string, what: string) {
  const t = parseLocalTime(text);
  // The schema refuses such a text before it gets here: reaching this is a caller's bug.
  if (!t) throw new RangeError(`${what}: not an ISO 8601 local time with offset: ${text}`);
  return t;
}

const timed = (list: readonly { fuel: TimedFuel['fuel']; tonnes: number; time: string }[] | undefined) =>
  (list ?? []).map((x) => ({ fuel: x.fuel, tonnes: x.tonnes, time: utc(x.time, 'time').utc }));

export function recordFromInput(r: RecordInput): LedgerRecord {
  const arr = utc(r.arrival, 'arrival');
  const dep = utc(r.departure, 'departure');
  return {
    refCode: r.refCode,
    voyageNo: r.voyageNo,
    nextVoyageNo: r.nextVoyageNo ?? null,
    kind: r.kind,
    port: r.port ?? null,
    inPortLimits: r.inPortLimits,
    arrival: arr.utc,
    departure: dep.utc,
    arrivalOffsetMin: arr.offsetMin,
    departureOffsetMin: dep.offsetMin,
    distanceNm: r.distanceNm,
    purposes: r.purposes,
    shorePowerKWh: r.shorePowerKWh ?? null,
    cargo: r.cargo,
    fuels: r.fuels.map((f) => ({
      fuel: f.fuel,
      robArrivalT: f.robArrivalT,
      robDepartureT: f.robDepartureT,
      correctionT: f.correctionT ?? 0,
    })),
    bunkers: timed(r.bunkers),
    transfers: timed(r.transfers),
    sludge: timed(r.sludge),
  };
}

export function episodeFromInput(e: EpisodeInput): LedgerEpisode {
  return {
    refCode: e.refCode,
    voyageNo: e.voyageNo,
    kind: e.kind,
    begin: utc(e.begin, 'begin').utc,
    end: utc(e.end, 'end').utc,
    distanceNm: e.distanceNm,
    fuels: e.fuels.map((f) => ({ fuel: f.fuel, consumedT: f.consumedT })),
  };
}

export function snapshotFromInput(s: SnapshotInput): LedgerSnapshot {
  return {
    refCode: s.refCode,
    time: utc(s.time, 'time').utc,
    fuels: s.fuels.map((f) => ({ fuel: f.fuel, robT: f.robT })),
  };
}
