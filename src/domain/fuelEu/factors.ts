import { DomainError } from '../registry/errors';
import {
  ANNEX_II,
  DEFAULT_LNG_CONSUMER,
  ETHANOL_CERTIFIED_ONLY,
  LNG_SLIP_PERCENT,
  type LngConsumer,
} from '../registry/fuelEuFactors';
import type { FuelCode } from '../registry/fuels';
import type { Gwp } from '../registry/gwp';

export interface FuelPathway {
  readonly fuel: FuelCode;
  readonly consumer?: LngConsumer;
  /** Renewable fuel of non-biological origin: reward factor RWD applies. */
  readonly rfnbo?: boolean;
  /** Certified well-to-wake value E (g CO2e/MJ) from the PoS/RED certificate (biofuels, RFNBO). */
  readonly certifiedWtw?: number;
}

export interface PathwayFactors {
  /** MJ per g. */
  readonly lcv: number;
  /** g CO2e per MJ. */
  readonly wtt: number;
  /** g CO2e per g of fuel, slip included. */
  readonly ttwPerGram: number;
}

/**
 * Annex II factors for one pathway (docs/regulatory-sources.md §7.3–7.4).
 * TtW per g = (1 − C_slip)·(Cf_CO2 + Cf_CH4·GWP_CH4 + Cf_N2O·GWP_N2O) + C_slip·GWP_CH4 (C_sf,CH4 = 1).
 * With a certified E: WtT = E − Cf_CO2/LCV (bio: Annex II col. 4(a); RFNBO: e_u read as the TtW CO2,
 * decision FUELEU_CERTIFIED), so the WtW is E plus the CH4/N2O terms.
 */
export function pathwayFactors(p: FuelPathway, gwp: Gwp): PathwayFactors {
  if (p.rfnbo && p.certifiedWtw === undefined) {
    throw new DomainError('certified_value_required', `${p.fuel}: an RFNBO needs its certified WtW value`);
  }
  const row =
    ANNEX_II[p.fuel] ??
    (p.fuel === 'ETHANOL' && p.certifiedWtw !== undefined ? ETHANOL_CERTIFIED_ONLY : null);
  if (!row) {
    throw new DomainError(
      'fuel_not_in_annex_ii',
      `${p.fuel} has no FuelEU Annex II default; give a certified WtW`,
    );
  }
  const slip = p.fuel === 'LNG' ? LNG_SLIP_PERCENT[p.consumer ?? DEFAULT_LNG_CONSUMER] / 100 : 0;
  const combusted = row.cfCo2 * gwp.co2 + row.cfCh4 * gwp.ch4 + row.cfN2o * gwp.n2o;
  const ttwPerGram = (1 - slip) * combusted + slip * gwp.ch4;
  const wtt = p.certifiedWtw === undefined ? row.wtt : p.certifiedWtw - row.cfCo2 / row.lcv;
  return { lcv: row.lcv, wtt, ttwPerGram };
}
