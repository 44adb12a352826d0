import type { TFunction } from 'i18next';
import { parseMessage } from '../../domain/schemas/issues';

/**
 * A field message of the ledger administration forms: the contract's codes (`ledger.*`) in the
 * area's words, else the shared field messages (`fieldText` of `useAreaText`: the zod codes
 * `msg.*`, or the server's words, already in the user's language).
 */
export function messageText(
  t: TFunction<'ledgerAdmin'>,
  fieldText: (message: string | undefined) => string,
  message: string | undefined,
): string {
  if (!message) return '';
  const { code } = parseMessage(message);
  const words = code.startsWith('ledger.') ? t(`messages.${code}`, { defaultValue: '' }) : '';
  return words || fieldText(message);
}
