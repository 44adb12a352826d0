import { useTranslation } from 'react-i18next';
import { useAreaText } from '../shared/useAreaText';

/**
 * The ship edit screen's translators (its own words come from `useAreaText('fleet')`): error codes (the screen's own, the fleet's, then the
 * list-and-edit and shell wording, then the server's text) and field messages (client codes or
 * the server's already-translated text).
 */
export function useShipEditText() {
  const { i18n } = useTranslation('fleet');
  const admin = useAreaText('kit');
  const errorText = (code: string | null, message: string | null): string => {
    if (!code) return '';
    for (const key of [`fleet:shipEdit.errors.${code}`, `fleet:errors.${code}`])
      if (i18n.exists(key)) return i18n.t(key, { defaultValue: code });
    return admin.errorText(code, message);
  };
  const fieldText = (message: string | undefined): string => {
    const own = message?.startsWith('fleet.') && `fleet:shipEdit.validation.${message.slice(6)}`;
    return own && i18n.exists(own) ? i18n.t(own, { defaultValue: own }) : admin.fieldText(message);
  };
  return { errorText, fieldText };
}
