import type { Lang } from '../../domain/api';
import type { Resources } from 'i18next';
import { useTranslation } from 'react-i18next';
import { parseMessage } from '../../domain/schemas/issues';

/** A namespace a screen area owns (the shell's `translation` is read through `useTranslation()`). */
export type AreaNamespace = Exclude<keyof Resources, 'translation'>;

/**
 * An area's texts: `t` typed over the namespace's keys (a misspelt key fails `tsc`), the UI
 * language, and the translators every area shares: error codes and field messages.
 *
 * Keys built at run time from data (a code from the server, a label a screen config holds) go
 * through `t(key, { defaultValue })`: i18next types a call with a default as any string, and the
 * default is what the screen shows for an unknown key.
 */
export function useAreaText<N extends AreaNamespace>(ns: N) {
  const { t, i18n } = useTranslation(ns);
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
  /**
   * An error code in words: the area's own wording first (it names what the code is about on its
   * screen), then the kit's, then the shell's, then the server's message (already in the user's
   * language), then the generic words.
   */
  const errorText = (code: string | null, message?: string | null): string => {
    if (!code) return '';
    // The server names the reason a delete is refused (which records use this one) in our language.
    if (code === 'in_use' && message) return message;
    const key = [`${ns}:errors.${code}`, `kit:errors.${code}`, `translation:errors.${code}`].find((k) =>
      i18n.exists(k),
    );
    if (key) return i18n.t(key, { defaultValue: code });
    return message || i18n.t('kit:errors.unknown');
  };
  /**
   * A field's message: a code of the shared zod error map carries its numbers (`msg.min?min=0`),
   * which fill the words; a server message arrives already translated and is shown as it is.
   */
  const fieldText = (message: string | undefined): string => {
    if (!message) return '';
    const { code, params } = parseMessage(message);
    const key = `kit:validation.${code}`;
    return i18n.exists(key) ? i18n.t(key, { ...params, defaultValue: message }) : message;
  };
  return { t, lang, errorText, fieldText };
}

/** What `useAreaText(ns)` gives, for the plain functions that word an area's data with it. */
export type AreaText<N extends AreaNamespace> = ReturnType<typeof useAreaText<N>>;
