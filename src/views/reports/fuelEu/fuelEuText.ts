import type { Lang } from '../../../domain/api';
import { formatNumber } from '../../../i18n/format';

/** A FuelEU figure in the UI language's number format, up to `digits` decimals; a dash when unknown. */
export const fuelEuNumber =
  (lang: Lang) =>
  (x: number | null | undefined, digits = 3): string =>
    x === null || x === undefined ? '—' : formatNumber(x, lang, digits);
