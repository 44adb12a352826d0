import { formatTime } from '../../i18n/time';
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

/**
 * An ISO instant as UTC text (`2025-01-01 00:00 UTC`). The administration screens name the zone
 * beside times shown next to local ones; the voyage screen, all UTC, writes them bare.
 */
export const utcText = (iso: string | null | undefined) =>
  iso ? `${formatTime(iso, 'YYYY-MM-DD HH:mm', 'en', 0)} UTC` : '';

/** A local time with its offset as the user reads it: `2025-01-01 08:00 (+08:00)`. */
export const localText = (time: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?(Z|[+-]\d{2}:\d{2})$/.exec(time);
  return m ? `${m[1]} ${m[2]} (${m[3] === 'Z' ? '+00:00' : m[3]})` : time;
};
