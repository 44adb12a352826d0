import { src } from '../registry/source';

/**
 * f_c cubic-capacity corrections of the EEDI/EEXI guidelines that G5 refers to (docs/regulatory-sources.md
 * §1.7, tag S/U). The bulk "light cargo" variant is not implemented: its formula is an open item
 * (§10 item 2), so callers cannot pick it.
 */
export const CUBIC_CAPACITY_SOURCE = src('MEPC.355(78) (G5) → EEDI/EEXI guidelines', 'f_c', '§1.7', 'U');

/** Chemical tanker: R^(−0.7) − 0.014 when R = DWT / V_tank < 0.98, else 1. */
export function fcChemicalTanker(dwt: number, tankVolumeM3: number): number {
  const r = dwt / tankVolumeM3;
  return r < 0.98 ? Math.pow(r, -0.7) - 0.014 : 1;
}

/** Gas carrier: R^(−0.56), R = DWT / V_tank. */
export const fcGasCarrier = (dwt: number, tankVolumeM3: number): number =>
  Math.pow(dwt / tankVolumeM3, -0.56);

/** Ro-pax: ((DWT/GT)/0.25)^(−0.8) when DWT/GT < 0.25, else 1. */
export function fcRoPax(dwt: number, gt: number): number {
  const r = dwt / gt;
  return r < 0.25 ? Math.pow(r / 0.25, -0.8) : 1;
}
