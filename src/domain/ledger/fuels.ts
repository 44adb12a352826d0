import { FUELS } from '../registry/fuels';
import type { LedgerFuelCode } from '../schemas/voyageData';
import { FUEL_CLASSES, type ByClass, type ByCode, type FuelClass } from './types';

/**
 * Fuel dictionary code → the registry's fuel class (docs/ledger.md §2): the sulphur grades of HFO (1, 11, 12)
 * and LFO (2, 21, 22) are one class each for reports; the other codes are one class apiece.
 */
const CLASS_OF: Readonly<Record<LedgerFuelCode, FuelClass>> = {
  '1': 'HFO',
  '11': 'HFO',
  '12': 'HFO',
  '2': 'LFO',
  '21': 'LFO',
  '22': 'LFO',
  '3': 'MDO_MGO',
  '4': 'LPG_PROPANE',
  '5': 'LPG_BUTANE',
  '6': 'LNG',
  '7': 'METHANOL',
  '8': 'ETHANOL',
};

export const fuelClassOf = (code: LedgerFuelCode): FuelClass => CLASS_OF[code];

/** Adds `t` tonnes of `code` into `into` (mutates; the derivation's inner loop). */
export function addCode(into: ByCode, code: LedgerFuelCode, t: number): void {
  into[code] = (into[code] ?? 0) + t;
}

/** Adds every code of `b`, scaled by `k`, into `into` (mutates). */
export function addAll(into: ByCode, b: ByCode, k = 1): void {
  for (const code in b) {
    const c = code as LedgerFuelCode;
    into[c] = (into[c] ?? 0) + (b[c] ?? 0) * k;
  }
}

/** Sums tonnes per code into tonnes per class; classes with nothing are left out. */
export function byClass(codes: ByCode): ByClass {
  const out: ByClass = {};
  for (const code in codes) {
    const c = code as LedgerFuelCode;
    const cls = CLASS_OF[c];
    out[cls] = (out[cls] ?? 0) + (codes[c] ?? 0);
  }
  return out;
}

/** t CO2 of tonnes per class, with the registry's one CF set (docs/ledger.md §2, docs/regulatory-sources.md §2). */
export function co2OfClasses(classes: ByClass): number {
  let co2 = 0;
  for (const cls of FUEL_CLASSES) co2 += (classes[cls] ?? 0) * FUELS[cls].cf;
  return co2;
}

/** t CO2 of tonnes per code (by class, then CF). */
export const co2OfCodes = (codes: ByCode): number => {
  let co2 = 0;
  for (const code in codes) {
    const c = code as LedgerFuelCode;
    co2 += (codes[c] ?? 0) * FUELS[CLASS_OF[c]].cf;
  }
  return co2;
};
