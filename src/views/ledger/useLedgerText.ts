import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/api';

/**
 * The entry dialogs' texts: `t` over the `ledgerForms` namespace (typed loosely: field specs hold
 * keys as data) and `msg`, which reads an error as the dialogs hold it. A client code of the
 * shared schema (`ledger.fuel_twice?fuel=11`, `msg.number`) is translated here; a server message
 * arrives already in the user's language and is shown as it is.
 */
export function useLedgerText() {
  const { t, i18n } = useTranslation('ledgerForms');
  const tx = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
  const msg = (message: string) => {
    const [code = '', query = ''] = message.split('?');
    const params = Object.fromEntries(new URLSearchParams(query));
    if (/^(ledger|msg)\.[a-z_]+$/.test(code)) {
      if (params.fuel && i18n.exists(`ledgerForms:fuelNames.${params.fuel}`))
        params.fuel = tx(`fuelNames.${params.fuel}`);
      return i18n.exists(`ledgerForms:codes.${code}`) ? tx(`codes.${code}`, params) : tx('codes.msg.invalid');
    }
    // zod's own English words (a rule without a code of ours) are not for the user.
    if (/^(Too|Invalid|Expected|Number must)/.test(message)) return tx('codes.msg.invalid');
    return message;
  };
  return { t: tx, lang, msg };
}
