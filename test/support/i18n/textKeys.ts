/** Every leaf key of a text bundle, dotted (`pager.of_one`). */
export const textKeys = (o: object, at = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? textKeys(v as object, `${at}${k}.`) : [`${at}${k}`],
  );

/**
 * A key as a screen asks for it: i18next picks `x_one` or `x_other` by the count, so both are `x`.
 * Chinese has one plural form (`_other` only) where English has two, so bundles compare on these.
 */
export const askedKey = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

/** The keys a screen can ask a bundle for, plural forms folded into their base. */
export const askableKeys = (o: object): string[] => [...new Set(textKeys(o).map(askedKey))];

/** The key holding the same text in Chinese: an English `_one` form reads Chinese `_other`. */
export const zhKeyOf = (enKey: string) => enKey.replace(/_one$/, '_other');
