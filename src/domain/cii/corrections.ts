import { DomainError } from '../registry/errors';
import { FUELS, type FuelAmount, type FuelCode } from '../registry/fuels';
import {
  ELECTRICAL_DEDUCTION_SHARE,
  ICE_CAPACITY_FACTOR,
  ICE_FM,
  TANKER_ADJUSTMENT,
  type IceClass,
  type TankerOperation,
} from '../registry/ciiG5';
import { lookupYear } from '../registry/yearTable';
import type { ShipType } from '../registry/shipTypes';

/** G5 (MEPC.355(78)) inputs. Fuel amounts in tonnes; every term is optional. */
export interface CiiCorrections {
  /** FC_voyage,j: fuel of deducted voyage periods (safety / SAR, sailing in ice). */
  readonly voyageFuels?: readonly FuelAmount[];
  /** D_x: distance of those voyage periods, nm. */
  readonly voyageDistanceNm?: number;
  /** Fuel of STS operations or DP shuttle operations (tankers); TF_j = (1 − AF) × this. */
  readonly tanker?: { readonly operation: TankerOperation; readonly fuels: readonly FuelAmount[] };
  readonly electricalFuels?: readonly FuelAmount[];
  readonly boilerFuels?: readonly FuelAmount[];
  readonly otherFuels?: readonly FuelAmount[];
  readonly iceClass?: IceClass;
  /** Cubic-capacity correction f_c (see cubicCapacity.ts), default 1. */
  readonly fc?: number;
  /** Voluntary structural enhancement f_iVSE = DWT_ref / DWT_enhanced, default 1. */
  readonly fiVse?: number;
}

/** AF_Tanker = k × DWT^(−e). */
export const tankerAdjustmentFactor = (operation: TankerOperation, dwt: number): number =>
  TANKER_ADJUSTMENT[operation].k * Math.pow(dwt, -TANKER_ADJUSTMENT[operation].e);

/** f_i = base + perDwt / DWT for ice-classed ships. */
export const iceCapacityFactor = (ice: IceClass, dwt: number): number =>
  ICE_CAPACITY_FACTOR[ice].base + ICE_CAPACITY_FACTOR[ice].perDwt / dwt;

const addTo = (m: Map<FuelCode, number>, fuels: readonly FuelAmount[] | undefined, k: number) => {
  for (const x of fuels ?? []) m.set(x.fuel, (m.get(x.fuel) ?? 0) + x.tonnes * k);
};

export interface CorrectedTerms {
  /** Numerator of the corrected CII, t CO2. */
  readonly co2Tonnes: number;
  /** D_t − D_x, nm. */
  readonly distanceNm: number;
  /** f_i · f_m · f_c · f_iVSE. */
  readonly capacityFactor: number;
}

/**
 * Numerator and denominator terms of the corrected CII (docs/regulatory-sources.md §1.7):
 * Σ_j CF_j {FC_j − (FC_voyage,j + TF_j + (0.75 − 0.03·y_i)(FC_el + FC_boiler + FC_others)_j)}
 * over f_i·f_m·f_c·f_iVSE·C·(D_t − D_x). Deductions per fuel may not exceed that fuel's total.
 */
export function correctedTerms(
  shipType: ShipType,
  dwt: number | undefined,
  year: number,
  fuels: readonly FuelAmount[],
  distanceNm: number,
  c: CiiCorrections,
): CorrectedTerms {
  const isTanker = shipType === 'tanker';
  if (!isTanker && (c.tanker || c.boilerFuels?.length || c.otherFuels?.length)) {
    throw new DomainError(
      'correction_not_applicable',
      'TF, FC_boiler and FC_others apply to tankers only (G5)',
    );
  }
  const needsDwt = c.tanker !== undefined || c.iceClass !== undefined;
  if (needsDwt && !(dwt !== undefined && dwt > 0)) {
    throw new DomainError('dwt_required', 'AF_Tanker and f_i are functions of DWT; give dwt');
  }
  const deduction = new Map<FuelCode, number>();
  addTo(deduction, c.voyageFuels, 1);
  if (c.tanker) addTo(deduction, c.tanker.fuels, 1 - tankerAdjustmentFactor(c.tanker.operation, dwt!));
  const hasCargoTerms = [c.electricalFuels, c.boilerFuels, c.otherFuels].some((x) => x?.length);
  const share = hasCargoTerms ? lookupYear(ELECTRICAL_DEDUCTION_SHARE, year) : 0;
  for (const list of [c.electricalFuels, c.boilerFuels, c.otherFuels]) addTo(deduction, list, share);

  const total = new Map<FuelCode, number>();
  addTo(total, fuels, 1);
  let co2 = 0;
  for (const [fuel, t] of total) co2 += FUELS[fuel].cf * (t - (deduction.get(fuel) ?? 0));
  for (const [fuel, d] of deduction) {
    if (d > (total.get(fuel) ?? 0) + 1e-9) {
      throw new DomainError(
        'correction_exceeds_total',
        `deducted ${fuel} (${d} t) exceeds the ${fuel} consumed`,
      );
    }
  }
  const dx = c.voyageDistanceNm ?? 0;
  if (!(dx >= 0 && dx < distanceNm)) {
    throw new DomainError('correction_exceeds_total', 'D_x must be ≥ 0 and less than the distance travelled');
  }
  const fi = c.iceClass ? iceCapacityFactor(c.iceClass, dwt!) : 1;
  const fm = c.iceClass ? ICE_FM[c.iceClass] : 1;
  return {
    co2Tonnes: co2,
    distanceNm: distanceNm - dx,
    capacityFactor: fi * fm * (c.fc ?? 1) * (c.fiVse ?? 1),
  };
}
