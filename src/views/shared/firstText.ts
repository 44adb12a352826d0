import type { TFunction } from 'i18next';
import type { AreaNamespace } from './useAreaText';

/**
 * The words of the first key the texts hold (keys of another namespace carry its prefix), filled
 * with `options`; `fallback` when none does. For a code from data read through a cascade of
 * wordings, most specific first.
 */
export function firstText<N extends AreaNamespace>(
  t: TFunction<N>,
  keys: readonly string[],
  options: Record<string, unknown>,
  fallback: string,
): string {
  return keys.reduceRight<string>((next, key) => t(key, { ...options, defaultValue: next }), fallback);
}
