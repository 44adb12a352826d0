import type { LngConsumer } from './fuelEuFactors';
import { src } from './source';

/**
 * How an LNG-burning engine of the ship's equipment maps to an Annex II fuel-consumer class
 * (Regulation (EU) 2023/1805 Annex II, column "fuel consumer class"). The equipment records carry
 * the model and rated speed, not the combustion principle, so the class is read from the model
 * name first (the makers' published designations: MAN ME-GI = high-pressure Diesel cycle; WinGD
 * X-DF and MAN ME-GA = low-pressure Otto, slow speed; Rolls-Royce/Bergen B-gas and other pure gas
 * "LBSI" engines = lean-burn spark ignition), then from the rated speed (docs/reports-fueleu.md §3):
 * a dual-fuel engine at or above 300 rpm is medium speed Otto, below it
 * slow speed Otto.
 */
export const LNG_ENGINE_MODEL_RULES: readonly { readonly pattern: RegExp; readonly consumer: LngConsumer }[] =
  [
    { pattern: /ME-?GI/i, consumer: 'LNG_DIESEL_SS' },
    { pattern: /LBSI|B-?GAS|\bSG\b|-SG\b|C26:33L\d+PG/i, consumer: 'LNG_LBSI' },
    { pattern: /ME-?GA|X\d+DF/i, consumer: 'LNG_OTTO_SS' },
  ];

/** Rated speed (rpm) from which a dual-fuel engine counts as medium speed. */
export const LNG_MEDIUM_SPEED_MIN_RPM = 300;

/** The equipment kinds whose LNG is burnt in an engine with a slip class (boilers and GCUs have none). */
export const LNG_ENGINE_KINDS = ['main_engine', 'aux_engine'] as const;

export const LNG_ENGINE_SOURCE = src(
  'Regulation (EU) 2023/1805',
  'Annex II fuel consumer classes; engine designations (docs/reports-fueleu.md §3)',
  '§7.4',
  'S',
);
