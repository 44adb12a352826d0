/**
 * A namespace's `t` asked with a default: the keys `firstText` tries are built from data, so each
 * call carries the words to show when the texts do not hold the key.
 */
type TWithDefault = (key: string, options: Record<string, unknown> & { defaultValue: string }) => string;

/**
 * The words of the first key the texts hold (keys of another namespace carry its prefix), filled
 * with `options`; `fallback` when none does. For a code from data read through a cascade of
 * wordings, most specific first.
 */
export function firstText(
  t: TWithDefault,
  keys: readonly string[],
  options: Record<string, unknown>,
  fallback: string,
): string {
  return keys.reduceRight<string>((next, key) => t(key, { ...options, defaultValue: next }), fallback);
}
