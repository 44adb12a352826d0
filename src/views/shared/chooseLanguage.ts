import type { Lang } from '../../domain/api';
import type { AppSystem } from '../../machines/app/appSystem';
import { loadLanguage } from '../../i18n/languageTexts';

/**
 * Switches the interface language once its texts are here: only the chosen language loads with the
 * first screen, and a screen that renders in the new language before its texts arrive would show
 * keys (labels read `useLang()` through `getFixedT`). A failed request leaves the language as it
 * was and reaches the error log as an unhandled rejection.
 */
export function chooseLanguage(ui: AppSystem['ui'], language: Lang): void {
  void loadLanguage(language).then(() => ui.send({ type: 'language.set', language }));
}
