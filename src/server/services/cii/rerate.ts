import { performance } from 'node:perf_hooks';
import { calculateCii, ciiInputFromTotals, ciiShipTypeOf } from '../../../domain/cii/index.js';
import type { Db } from '../../db/client.js';
import { storedTotals, writeFigures, type RatedFigures } from '../../repositories/cii/ratingsStore.js';

/**
 * Re-rates every stored period of a year from its stored totals (docs/cii-ratings.md §3): what a
 * new parameter set needs (new Z factors or vectors) without reading the ledger again; also the
 * path `npm run bench:calc` times for a 10,000-ship fleet. Writes in chunks of one statement each.
 */
export async function rerateYear(db: Db, year: number, at: Date, chunk = 5000) {
  const t0 = performance.now();
  const rows = await storedTotals(db, year);
  const t1 = performance.now();
  const out: RatedFigures[] = [];
  let skipped = 0;
  for (const r of rows) {
    const shipType = ciiShipTypeOf(r.shipType);
    if (!shipType || !r.fuelT || !r.distanceNm) {
      skipped++;
      continue;
    }
    const c = calculateCii(
      ciiInputFromTotals({
        shipType,
        dwt: r.dwt ?? undefined,
        gt: r.gt ?? undefined,
        year: r.year,
        distanceNm: r.distanceNm,
        fuelT: r.fuelT,
      }),
    );
    out.push({
      id: r.id,
      capacity: c.capacity,
      capacityRef: c.capacityRef,
      co2T: c.co2Tonnes,
      attained: c.attained,
      reference: c.reference,
      required: c.required,
      reductionFactor: c.reductionFactor,
      ratio: c.ratio,
      rating: c.rating,
      boundaries: c.boundaries,
      paramVersion: c.parameterSet,
    });
  }
  const t2 = performance.now();
  for (let i = 0; i < out.length; i += chunk) await writeFigures(db, out.slice(i, i + chunk), at);
  const t3 = performance.now();
  // Where the time went, for the bench's figures.
  const ms = { read: t1 - t0, compute: t2 - t1, write: t3 - t2 };
  return { read: rows.length, rated: out.length, skipped, ms };
}
