import { parseLocalTime } from '../../../src/domain/schemas/voyageData.js';
import { DEMO_SHIPS, type DemoShip } from '../../../src/server/db/seed/demoFleetData.js';
import {
  demoPorts,
  demoVoyageShip,
  generateDemoVoyages,
} from '../../../src/server/db/seed/demoVoyages/index.js';

export const LEDGER_YEAR = 2025;

/**
 * One demo ship's ledger for LEDGER_YEAR as the write API takes it, from the demo generator.
 * The ro-pax ferry's stays shortened to a daily-ish ferry make ~400 records: the write target's
 * "one ship-year".
 */
export function demoShipYear(ship: DemoShip, stayFactor?: number) {
  const to = Date.parse(`${LEDGER_YEAR + 1}-01-01T00:00:00Z`);
  const full = generateDemoVoyages(demoVoyageShip(ship), demoPorts(), {
    now: to,
    fromYear: LEDGER_YEAR,
    stayFactor,
  });
  const inYear = (t: string) => parseLocalTime(t)!.utc < to;
  return {
    records: full.records.filter((r) => inYear(r.departure)),
    episodes: full.episodes.filter((e) => inYear(e.end)),
    snapshots: full.snapshots,
  };
}

export const ferry = DEMO_SHIPS.find((s) => s.type === '11')!;
export const ferryShipYear = () => demoShipYear(ferry, 0.35);

/** The refCodes of a payload, as DELETE /api/voyage-data takes them. */
export function refCodesOf(p: ReturnType<typeof demoShipYear>) {
  return [...p.records, ...p.episodes, ...p.snapshots].map((i) => i.refCode);
}
