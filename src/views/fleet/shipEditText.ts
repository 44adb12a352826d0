import type { AreaText } from '../shared/useAreaText';

/**
 * An error code of the ship edit screen in words: the screen's own wording first, then the area
 * cascade of `useAreaText` (the fleet's, the kit's, the shell's, the server's text).
 */
export function shipEditError(text: AreaText<'fleet'>, code: string | null, message: string | null): string {
  if (!code) return '';
  return text.t(`shipEdit.errors.${code}`, { defaultValue: text.errorText(code, message) });
}

/**
 * A field message of the ship forms: a fleet rule's code (`fleet.imo_check`) in the screen's words,
 * else the shared field messages (client codes, or the server's already-translated text).
 */
export function shipEditField(text: AreaText<'fleet'>, message: string | undefined): string {
  const own = message?.startsWith('fleet.') ? message.slice(6) : '';
  return own
    ? text.t(`shipEdit.validation.${own}`, { defaultValue: text.fieldText(message) })
    : text.fieldText(message);
}
