import type { Lang } from '../../domain/api';
import { useTranslation } from 'react-i18next';
import { parseMessage } from '../../domain/schemas/issues';

/**
 * The admin namespace's `t`, typed loosely because screen configs hold keys as data, plus the two
 * translators every list screen needs: error codes (admin first, then the shell's `errors.*`, then
 * the server's own words) and field messages (client codes, or the server's already-translated text).
 */
export function useSystemText() {
  const { t, i18n } = useTranslation(['system', 'kit'], { nsMode: 'fallback' });
  const tx = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
  const errorText = (code: string | null, message?: string | null) => {
    if (!code) return '';
    // The server names the reason a delete is refused (which records use this one) in our language.
    if (code === 'in_use' && message) return message;
    if (i18n.exists(`kit:errors.${code}`)) return tx(`errors.${code}`);
    if (i18n.exists(`translation:errors.${code}`)) return tx(`translation:errors.${code}`);
    return message || tx('errors.unknown');
  };
  // A code of the shared zod error map carries its numbers (`msg.min?min=0`): they fill the words.
  const fieldText = (message: string | undefined) => {
    if (!message) return '';
    const { code, params } = parseMessage(message);
    return i18n.exists(`kit:validation.${code}`) ? tx(`validation.${code}`, params) : message;
  };
  return { t: tx, lang, errorText, fieldText };
}
