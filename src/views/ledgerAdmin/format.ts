import { fuelClassOf } from '../../domain/ledger/fuels';
import type { FuelClass } from '../../domain/ledger/types';
import { LEDGER_FUEL_CODES, type LedgerFuelCode } from '../../domain/schemas/voyageData';

/** How the original labels the fuel classes (docs/ledger.md §2); which code is which class is the domain's. */
const CLASS_LABEL: Record<FuelClass, string> = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MDO/MGO',
  LPG_PROPANE: 'LPG (propane)',
  LPG_BUTANE: 'LPG (butane)',
  LNG: 'LNG',
  METHANOL: 'Methanol',
  ETHANOL: 'Ethanol',
};
/** A ledger fuel code with its class (`11 HFO`); a code outside the dictionary shows as itself. */
export const fuelLabel = (code: string) => {
  const known = (LEDGER_FUEL_CODES as readonly string[]).includes(code);
  return known ? `${code} ${CLASS_LABEL[fuelClassOf(code as LedgerFuelCode)]}` : code;
};
