import type { TFunction } from 'i18next';
import { fuelNameText } from '../shared/labels/FuelName';
import { kitText } from '../shared/labels/kitText';

/**
 * An entry dialog's error in words. A client code of the shared schema (`ledger.fuel_twice?fuel=11`,
 * `msg.number`) is read from `codes.*` with its params (a fuel code named as the fuel); a code the
 * texts do not hold reads as the generic invalid message. A server message arrives already in the
 * user's language and is shown as it is.
 */
export function formMessage(t: TFunction<'ledgerForms'>, message: string): string {
  const [code = '', query = ''] = message.split('?');
  const params = Object.fromEntries(new URLSearchParams(query));
  if (/^(ledger|msg)\.[a-z_]+$/.test(code)) {
    if (params.fuel) params.fuel = fuelNameText(kitText(), params.fuel);
    return t(`codes.${code}`, { ...params, defaultValue: t('codes.msg.invalid') });
  }
  // zod's own English words (a rule without a code of ours) are not for the user.
  if (/^(Too|Invalid|Expected|Number must)/.test(message)) return t('codes.msg.invalid');
  return message;
}
