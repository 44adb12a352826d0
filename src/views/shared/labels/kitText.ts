import i18n, { type TFunction } from 'i18next';
import type { Lang } from '../../../domain/api';

/**
 * The kit's `t` in a language (by default the UI's), for code that words a code outside a
 * component (a list column's `render(row, lang)`, a screen's word helpers): the labels'
 * `…Text(t, code)` functions take it.
 */
export const kitText = (lang?: Lang): TFunction<'kit'> => i18n.getFixedT(lang ?? null, 'kit');
