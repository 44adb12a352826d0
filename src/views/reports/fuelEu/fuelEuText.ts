import type { Lang } from '../../../domain/api';
import { useAreaText } from '../../shared/useAreaText';

/** A FuelEU figure in the UI language's number format, up to `digits` decimals; a dash when unknown. */
export const fuelEuNumber =
  (lang: Lang) =>
  (x: number | null | undefined, digits = 3): string =>
    x === null || x === undefined
      ? '—'
      : x.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: digits });

/**
 * The FuelEU words as the balance and the pool and flex dialogs still read them.
 * @deprecated To be removed once those read `useAreaText('fuelEu')` and `fuelEuNumber`.
 */
export function useFuelEuText() {
  const { t: f, lang } = useAreaText('fuelEu');
  return { f, lang, num: fuelEuNumber(lang) };
}
