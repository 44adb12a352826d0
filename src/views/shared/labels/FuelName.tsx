import type { TFunction } from 'i18next';
import { FUEL_CODES, type FuelCode } from '../../../domain/registry/fuels';
import { LEDGER_FUEL_CODES, type LedgerFuelCode } from '../../../domain/schemas/voyageData';
import { useAreaText } from '../useAreaText';

const isLedgerCode = (code: string): code is LedgerFuelCode =>
  (LEDGER_FUEL_CODES as readonly string[]).includes(code);
const isFuelClass = (code: string): code is FuelCode => (FUEL_CODES as readonly string[]).includes(code);

/**
 * A fuel's name from either of its code lists: the fuel dictionary's code a ledger line carries
 * (`11` → "LS HFO (0.1 % ≤ S < 0.5 %)") or the registry class the reports and CII count by
 * (`MDO_MGO` → "Marine diesel / gas oil (MDO/MGO)"). The lists do not overlap (digits against capitals). A
 * code neither list holds (a fuel a later dictionary adds) shows as it is rather than as nothing.
 */
export function fuelNameText(t: TFunction<'kit'>, code: string): string {
  if (isLedgerCode(code)) return t(`fuelNames.${code}`);
  if (isFuelClass(code)) return t(`fuelClasses.${code}`);
  return code;
}

/** A fuel's name in the UI language (see `fuelNameText`). */
export function FuelName({ code }: { code: string }) {
  const { t } = useAreaText('kit');
  return <>{fuelNameText(t, code)}</>;
}
