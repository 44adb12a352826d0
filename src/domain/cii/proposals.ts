import type { FuelAmount, FuelCode } from '../registry/fuels';
import type { AdjustmentType } from './adjustments';

/** A ledger episode as the proposal reads it (docs/ledger.md "Episode"). */
export interface LedgerEpisode {
  readonly refCode: string;
  readonly voyageNo: string | null;
  readonly kind: 'ice' | 'rescue';
  /** ISO instants. */
  readonly begin: string;
  readonly end: string;
  readonly distanceNm: number;
  readonly fuels: ReadonlyArray<{ readonly fuel: FuelCode; readonly consumedT: number }>;
}

export interface AdjustmentProposal {
  readonly type: Extract<AdjustmentType, 'ice' | 'rescue'>;
  readonly episodeRef: string;
  readonly voyageNo: string | null;
  readonly begin: string;
  readonly end: string;
  readonly distanceNm: number;
  /** One line per fuel type, summed, zero lines left out. */
  readonly fuels: readonly FuelAmount[];
  /**
   * Why G5 may not admit it, for the form to show: sailing in ice is deductible for ice-classed
   * ships only (G5 FC_voyage (b)); an episode running past the period's end belongs to the period
   * it begins in, but its figures then include the part after the bound.
   */
  readonly warnings: ReadonlyArray<'not_ice_classed' | 'crosses_period_end'>;
}

export interface ProposalContext {
  /** The DCS period, [start, end), ISO instants. */
  readonly period: { readonly start: string; readonly end: string };
  /** The ship's ice class, null when it has none. */
  readonly iceClass: string | null;
  /** Episode references already recorded as live (not cancelled) adjustments. */
  readonly recorded: ReadonlySet<string>;
}

const ms = (iso: string) => Date.parse(iso);

/**
 * Voyage adjustments proposed from the ledger's ice and rescue episodes (docs/
 * cii-adjustments.md §2): one per episode beginning inside the period and not yet recorded, with
 * the episode's fuel per type and its distance (ledger episodes are already inside the legs'
 * figures, so G5 deducts exactly these amounts). Oldest first.
 */
export function proposeAdjustments(
  episodes: readonly LedgerEpisode[],
  ctx: ProposalContext,
): AdjustmentProposal[] {
  const start = ms(ctx.period.start);
  const end = ms(ctx.period.end);
  return episodes
    .filter((e) => ms(e.begin) >= start && ms(e.begin) < end && !ctx.recorded.has(e.refCode))
    .sort((a, b) => ms(a.begin) - ms(b.begin) || a.refCode.localeCompare(b.refCode))
    .map((e) => {
      const byFuel = new Map<FuelCode, number>();
      for (const f of e.fuels) byFuel.set(f.fuel, (byFuel.get(f.fuel) ?? 0) + f.consumedT);
      const warnings: AdjustmentProposal['warnings'][number][] = [];
      if (e.kind === 'ice' && !ctx.iceClass) warnings.push('not_ice_classed');
      if (ms(e.end) > end) warnings.push('crosses_period_end');
      return {
        type: e.kind,
        episodeRef: e.refCode,
        voyageNo: e.voyageNo,
        begin: e.begin,
        end: e.end,
        distanceNm: e.distanceNm,
        fuels: [...byFuel].filter(([, t]) => t > 0).map(([fuel, tonnes]) => ({ fuel, tonnes })),
        warnings,
      };
    });
}
