import { createHash } from 'node:crypto';
import type { CiiCorrections } from '../../../domain/cii/index.js';
import { PARAMETER_SET } from '../../../domain/registry/source.js';
import type { Db } from '../../db/client.js';
import { ciiShip, frozenDcsReports } from '../../repositories/cii/ciiShip.js';
import {
  replaceShipYear,
  storedShipYear,
  type CiiRatingRow,
  type NewCiiRatingRow,
} from '../../repositories/cii/ratingsStore.js';
import { ledgerFingerprint } from '../../repositories/reports/ledgerForReports.js';
import { ratingsFor, type CiiPeriodRating, type RatingsOptions } from './ratings.js';

export interface RefreshOptions extends RatingsOptions {
  /**
   * A revision of whatever `correctionsFor` reads (approved adjustments): it joins the fingerprint,
   * so approving an adjustment recomputes the rating like a ledger change does.
   */
  correctionsRev?: () => Promise<string>;
}

/**
 * What a ship-year's ratings depend on (docs/cii-ratings.md §3): the ledger of the year (records,
 * episodes, snapshots, flag/DOC changes, the report generators' fingerprint), the ship's CII type
 * and tonnage, the DCS reports that are Locked or later (their figure sets), the parameter set,
 * the corrections' revision and, given the time of the rating, whether the year is still running.
 * Equal fingerprint → the stored rows are current.
 */
export async function shipYearFingerprint(db: Db, shipId: number, year: number, opts: RefreshOptions = {}) {
  const [ledger, ship, frozen, corr] = await Promise.all([
    ledgerFingerprint(db, shipId, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))),
    ciiShip(db, shipId),
    frozenDcsReports(db, shipId, year),
    opts.correctionsRev?.() ?? Promise.resolve(''),
  ]);
  const lines = [
    `ledger:${ledger}`,
    `ship:${ship.calcType}:${ship.gt}:${ship.dwt}`,
    ...frozen.map((f) => `frozen:${f.reportId}:${f.status}:${f.figureSetId}`).sort(),
    `params:${PARAMETER_SET}`,
    `corr:${corr}`,
    // A year still running is rated year to date (periodInput.ts); once it has ended the same
    // ledger gives another answer, so the fingerprint moves with the year's end too.
    ...(opts.at && opts.at.getTime() < Date.UTC(year + 1, 0, 1) ? ['running'] : []),
  ];
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** Spec "adjust type": which G5 terms a period's corrections apply, in a fixed order. */
export function adjustTypeOf(c: CiiCorrections | undefined): string | null {
  if (!c) return null;
  const terms: string[] = [];
  if (c.voyageFuels?.length || c.voyageDistanceNm) terms.push('voyage');
  if (c.tanker) terms.push(c.tanker.operation);
  if (c.electricalFuels?.length) terms.push('electrical');
  if (c.boilerFuels?.length) terms.push('boiler');
  if (c.otherFuels?.length) terms.push('other');
  if (c.iceClass) terms.push('iceClass');
  if (c.fc !== undefined && c.fc !== 1) terms.push('fc');
  if (c.fiVse !== undefined && c.fiVse !== 1) terms.push('fiVse');
  return terms.length ? terms.join(',') : null;
}

/** One stored row from a computed period (the CII data columns and the figures). */
export function rowOf(
  shipId: number,
  year: number,
  p: CiiPeriodRating,
  fingerprint: string,
  at: Date,
): NewCiiRatingRow {
  const r = p.result;
  return {
    shipId,
    year,
    periodStart: new Date(p.period.start),
    periodEnd: new Date(p.period.end),
    splitBy: p.splitBy,
    shipType: p.totals?.shipType ?? null,
    dwt: p.totals?.dwt ?? null,
    gt: p.totals?.gt ?? null,
    capacity: r?.capacity ?? null,
    capacityRef: r?.capacityRef ?? null,
    distanceNm: p.input?.distanceNm ?? p.totals?.distanceNm ?? null,
    fuelT: p.totals?.fuelT ?? null,
    co2T: r?.co2Tonnes ?? null,
    attained: r?.attained ?? null,
    reference: r?.reference ?? null,
    required: r?.required ?? null,
    reductionFactor: r?.reductionFactor ?? null,
    boundaries: r?.boundaries ?? null,
    ratio: r?.ratio ?? null,
    rating: r?.rating ?? null,
    adjustType: adjustTypeOf(p.corrections),
    correctionFactor: r ? (p.correctionFactor ?? 1) : null,
    uncorrected: r?.uncorrected ?? null,
    paramVersion: r?.parameterSet ?? PARAMETER_SET,
    reason: p.reason ?? null,
    source: p.source?.kind ?? 'ledger',
    reportId: p.source?.kind === 'report' ? p.source.reportId : null,
    fingerprint,
    computedAt: at,
  };
}

/**
 * The ship-year's stored ratings, recomputed first when the fingerprint moved (a ledger change, a
 * lock, a new parameter set). A period whose DCS report is Locked or later reads the frozen
 * figures (periodInput.ts), so a ledger change after the lock leaves its rating as it was.
 */
export async function currentShipYear(
  db: Db,
  shipId: number,
  year: number,
  at: Date,
  opts: RefreshOptions = {},
): Promise<{ rows: CiiRatingRow[]; recomputed: boolean }> {
  const [fingerprint, stored] = await Promise.all([
    shipYearFingerprint(db, shipId, year, { ...opts, at }),
    storedShipYear(db, shipId, year),
  ]);
  if (stored.length && stored.every((r) => r.fingerprint === fingerprint))
    return { rows: stored, recomputed: false };
  const periods = await ratingsFor(db, shipId, year, { ...opts, at });
  await replaceShipYear(
    db,
    shipId,
    year,
    periods.map((p) => rowOf(shipId, year, p, fingerprint, at)),
  );
  return { rows: await storedShipYear(db, shipId, year), recomputed: true };
}
