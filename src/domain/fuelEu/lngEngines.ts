import { DEFAULT_LNG_CONSUMER, type LngConsumer } from '../registry/fuelEuFactors';
import {
  LNG_ENGINE_KINDS,
  LNG_ENGINE_MODEL_RULES,
  LNG_MEDIUM_SPEED_MIN_RPM,
} from '../registry/fuelEuEngines';

/** One unit of the ship's equipment as the FuelEU report reads it. */
export interface FuelEuEngine {
  readonly kind: string;
  readonly boardSn: string;
  readonly model: string | null;
  readonly ratedPowerKw: number | null;
  readonly ratedSpeedRpm: number | null;
  /** Fuel dictionary codes the unit burns. */
  readonly fuelCodes: readonly string[];
}

export interface LngConsumerShare {
  readonly consumer: LngConsumer;
  /** Share of the ship's LNG burnt by this class (Σ = 1). */
  readonly share: number;
  /** The engines behind the share (board numbers), empty for the default class. */
  readonly engines: readonly string[];
}

const LNG_CODE = '6';

/** The Annex II class of one LNG engine: model rules first, then rated speed (registry fuelEuEngines). */
export function lngConsumerOf(e: FuelEuEngine): LngConsumer {
  const rule = LNG_ENGINE_MODEL_RULES.find((r) => e.model && r.pattern.test(e.model));
  if (rule) return rule.consumer;
  if (e.ratedSpeedRpm === null) return DEFAULT_LNG_CONSUMER;
  return e.ratedSpeedRpm >= LNG_MEDIUM_SPEED_MIN_RPM ? 'LNG_OTTO_MS' : 'LNG_OTTO_SS';
}

/**
 * How the ship's LNG splits over the slip classes: by the rated power of the LNG engines (the
 * ledger records LNG per ship, not per engine; docs/reports-fueleu.md §3). Without an LNG engine
 * of known power all LNG goes to the registry's default (worst) class.
 */
export function lngConsumerShares(engines: readonly FuelEuEngine[]): LngConsumerShare[] {
  const lng = engines.filter(
    (e) =>
      (LNG_ENGINE_KINDS as readonly string[]).includes(e.kind) &&
      e.fuelCodes.includes(LNG_CODE) &&
      (e.ratedPowerKw ?? 0) > 0,
  );
  const total = lng.reduce((s, e) => s + e.ratedPowerKw!, 0);
  if (!(total > 0)) return [{ consumer: DEFAULT_LNG_CONSUMER, share: 1, engines: [] }];
  const by = new Map<LngConsumer, { kw: number; engines: string[] }>();
  for (const e of lng) {
    const c = lngConsumerOf(e);
    const g = by.get(c) ?? { kw: 0, engines: [] };
    g.kw += e.ratedPowerKw!;
    g.engines.push(e.boardSn);
    by.set(c, g);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([consumer, g]) => ({ consumer, share: g.kw / total, engines: g.engines }));
}
