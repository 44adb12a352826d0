import { calculateEuEts, type EuEtsResult } from '../euMrv/ets';
import type { Port } from '../euMrv/ports';
import type { Segment } from '../euMrv/segments';
import { calculateFuelEu } from '../fuelEu/calculate';
import type { FuelEuFuel } from '../fuelEu/intensity';
import { DomainError, OutOfTableError } from '../registry/errors';
import { FUEL_CODES, type FuelCode } from '../registry/fuels';
import {
  addTonnes,
  forecastCii,
  fuelAmounts,
  periodFigures,
  scaleTonnes,
  yearToDate,
  type CiiForecast,
  type ForecastInput,
  type FuelTonnes,
  type Stretch,
} from '../cii/forecast';
import type { CiiRating } from '../cii/rating';
import {
  scenarioRemainder,
  switchFuel,
  ZERO_SCENARIO,
  type Scenario,
  type ScenarioFactors,
} from './scenario';

/**
 * One scenario, three regimes (docs/cii-forecast-what-if.md §3): the projected year under a
 * scenario rated by calculateCii, costed by calculateEuEts and balanced by calculateFuelEu, side by
 * side with the same figures for the unchanged forecast. Every figure comes from those engines.
 */

/** An EU MRV voyage of the ledger (between ports of call) with the stay at its end port of call. */
export interface EuLeg {
  readonly departureAt: number;
  readonly from: Port;
  readonly to: Port;
  readonly fuelAtSea: FuelTonnes;
  readonly fuelInPort: FuelTonnes;
}

export interface WhatIfInput extends ForecastInput {
  /** The ship's EU MRV voyages departing in the year. */
  readonly euLegs: readonly EuLeg[];
  readonly iceClassIA?: boolean;
  /** EU allowance price the user enters, EUR per t CO2e. */
  readonly euaPriceEur: number;
  readonly scenario: Scenario;
}

export type Regime<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

export interface CiiFigures {
  readonly distanceNm: number;
  readonly co2Tonnes: number;
  readonly attained: number;
  readonly required: number;
  readonly ratio: number;
  readonly rating: CiiRating;
}

export interface EtsFigures {
  readonly etsCo2e: number;
  readonly phaseIn: number;
  readonly surrender: number;
  readonly costEur: number;
}

export interface FuelEuFigures {
  readonly energyMJ: number;
  readonly ghgIntensity: number;
  readonly target: number;
  readonly complianceBalanceT: number;
  readonly penaltyEur: number;
}

export interface RegimeFigures {
  readonly fuelTonnes: number;
  readonly cii: Regime<CiiFigures>;
  readonly ets: Regime<EtsFigures>;
  readonly fuelEu: Regime<FuelEuFigures>;
}

export interface WhatIfResult {
  readonly forecast: CiiForecast;
  readonly scenario: Scenario;
  readonly factors: ScenarioFactors;
  readonly remainder: Stretch;
  readonly base: RegimeFigures;
  readonly projected: RegimeFigures;
}

/** A refusal of an engine (year outside its table, no energy in scope) as its code, not a crash. */
function regime<T>(calc: () => T): Regime<T> {
  try {
    return { ok: true, value: calc() };
  } catch (err) {
    if (err instanceof OutOfTableError || err instanceof DomainError) return { ok: false, code: err.code };
    throw err;
  }
}

const lines = (t: FuelTonnes) => fuelAmounts(t).map((f) => ({ fuel: f.fuel, tonnes: f.tonnes }));

/** Each EU voyage as a voyage segment (sea fuel) and a berth segment at its end port (port fuel). */
function segmentsOf(legs: readonly EuLeg[], sea = 1, port = 1, change?: (t: FuelTonnes) => FuelTonnes) {
  const out: Segment[] = [];
  const map = change ?? ((t: FuelTonnes) => t);
  for (const l of legs) {
    out.push({ type: 'voyage', from: l.from, to: l.to, fuels: lines(map(scaleTonnes(l.fuelAtSea, sea))) });
    out.push({ type: 'berth', port: l.to, fuels: lines(map(scaleTonnes(l.fuelInPort, port))) });
  }
  return out;
}

/**
 * FuelEU tonnes by scope from the ETS engine's own scoping (one scope engine): a voyage at share 1
 * is between member-state ports, at 0.5 to or from a third country; a berth in scope is at berth.
 */
export function fuelEuFuels(segments: readonly Segment[], ets: EuEtsResult): FuelEuFuel[] {
  const acc = new Map<FuelCode, { intra: number; extra: number; berth: number }>();
  segments.forEach((s, i) => {
    const share = ets.segments[i].fuelEuShare;
    if (share === 0) return;
    for (const f of s.fuels) {
      const a = acc.get(f.fuel) ?? { intra: 0, extra: 0, berth: 0 };
      if (s.type === 'berth') a.berth += f.tonnes;
      else if (share === 1) a.intra += f.tonnes;
      else a.extra += f.tonnes;
      acc.set(f.fuel, a);
    }
  });
  return FUEL_CODES.filter((f) => acc.has(f)).map((fuel) => {
    const a = acc.get(fuel)!;
    return { fuel, tonnesIntraEu: a.intra, tonnesExtraEu: a.extra, tonnesAtBerth: a.berth };
  });
}

function figures(
  input: WhatIfInput,
  forecast: CiiForecast,
  scenario: Scenario,
): { figures: RegimeFigures; factors: ScenarioFactors; remainder: Stretch } {
  const { ship, year } = input;
  const { stretch, factors } = scenarioRemainder(
    forecast.profile,
    forecast.remainder,
    forecast.remainderDays,
    scenario,
  );
  const ytd = yearToDate(input.legs);
  const fuel = addTonnes(addTonnes(ytd.fuel, stretch.fuelAtSea), stretch.fuelInPort);
  const period = periodFigures(ship, year, ytd.distanceNm + stretch.distanceNm, fuel);
  const cii: Regime<CiiFigures> = period.cii
    ? {
        ok: true,
        value: {
          distanceNm: period.distanceNm,
          co2Tonnes: period.cii.co2Tonnes,
          attained: period.cii.attained,
          required: period.cii.required,
          ratio: period.cii.ratio,
          rating: period.cii.rating,
        },
      }
    : { ok: false, code: 'no_distance' };

  // The EU voyages of the profile window stand for the remainder, scaled to its length and changed
  // by the same scenario factors and switch as the IMO legs.
  const profile = forecast.profile;
  const window = profile ? input.euLegs.filter((l) => l.departureAt >= profile.windowStart) : [];
  const k = profile && profile.windowDays > 0 ? forecast.remainderDays / profile.windowDays : 0;
  const change = (t: FuelTonnes) => switchFuel(t, scenario.switchSharePct, scenario.switchTo);
  const segments = [
    ...segmentsOf(input.euLegs),
    ...segmentsOf(window, k * factors.sea, k * factors.port, change),
  ];
  const scope = () =>
    calculateEuEts({ year, shipType: ship.shipType, segments, iceClassIA: input.iceClassIA });
  const ets = regime((): EtsFigures => {
    const r = scope();
    return {
      etsCo2e: r.etsCo2e,
      phaseIn: r.phaseIn,
      surrender: r.surrender,
      costEur: r.surrender * input.euaPriceEur,
    };
  });
  const fuelEu = regime((): FuelEuFigures => {
    const r = calculateFuelEu({ year, fuels: fuelEuFuels(segments, scope()) });
    return {
      energyMJ: r.energyMJ,
      ghgIntensity: r.ghgIntensity,
      target: r.target,
      complianceBalanceT: r.complianceBalanceT,
      penaltyEur: r.penaltyEur,
    };
  });
  const fuelTonnes = fuelAmounts(fuel).reduce((s, f) => s + f.tonnes, 0);
  return { figures: { fuelTonnes, cii, ets, fuelEu }, factors, remainder: stretch };
}

/** The forecast, and the projected year unchanged and under the scenario, in all three regimes. */
export function whatIf(input: WhatIfInput): WhatIfResult {
  const forecast = forecastCii(input);
  const base = figures(input, forecast, ZERO_SCENARIO);
  const changed = figures(input, forecast, input.scenario);
  return {
    forecast,
    scenario: input.scenario,
    factors: changed.factors,
    remainder: changed.remainder,
    base: base.figures,
    projected: changed.figures,
  };
}
