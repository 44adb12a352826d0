import { useTranslation } from 'react-i18next';
import { useSystemText } from '../listForm/useSystemText';

/**
 * The ship edit screen's translators: error codes (the screen's own, the fleet's, then the
 * list-and-edit and shell wording, then the server's text) and field messages (client codes or
 * the server's already-translated text).
 */
export function useShipEditText() {
  const { i18n } = useTranslation('fleet');
  const admin = useSystemText();
  const errorText = (code: string | null, message: string | null) => {
    if (!code) return '';
    for (const key of [`fleet:shipEdit.errors.${code}`, `fleet:errors.${code}`])
      if (i18n.exists(key)) return admin.t(key);
    return admin.errorText(code, message);
  };
  const fieldText = (message: string | undefined) => {
    const own = message?.startsWith('fleet.') && `fleet:shipEdit.validation.${message.slice(6)}`;
    return own && i18n.exists(own) ? admin.t(own) : admin.fieldText(message);
  };
  return { t: admin.t, lang: admin.lang, errorText, fieldText };
}
