import type { PortFacts } from '../../../../domain/ledger/index.js';
import type { EpisodeInput, RecordInput, SnapshotInput } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import { portFacts } from '../../../repositories/ports.js';
import { shipsByName, type WriteShip } from '../../../repositories/ledger/write/lookup.js';
import { principalShipScope, type LedgerPrincipal } from '../../../scope/principal.js';
import type { Issues } from './errors.js';
import type { Parsed, ParsedVoyageData } from './parse.js';

/** One ship's items of a write. */
export interface ShipWork {
  ship: WriteShip;
  name: string;
  records: Parsed<RecordInput>[];
  episodes: Parsed<EpisodeInput>[];
  snapshots: Parsed<SnapshotInput>[];
}

/**
 * Sorts the parsed items by ship and checks their ships, refCodes and ports. Answers the work per
 * ship, the ports' facts, and the ships clean enough to have their mass balance checked.
 */
export async function groupByShip(
  db: Db,
  principal: LedgerPrincipal,
  { records, episodes, snapshots, dirty }: ParsedVoyageData,
  options: { shipId?: number },
  issues: Issues,
): Promise<{ work: Map<number, ShipWork>; ports: Map<string, PortFacts>; clean: Set<number> }> {
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
  return { work, ports, clean };
}
