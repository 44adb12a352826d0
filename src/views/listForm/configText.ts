import type { TFunction } from 'i18next';
import type { AreaNamespace } from '../shared/useAreaText';

/**
 * A key a screen config holds as data (a label, a title, an option) in words: the system area's,
 * else the kit's; a config of another area names its namespace (`fleet:fields.imo`). An unknown
 * key is shown as it is.
 */
export function configText<N extends AreaNamespace>(
  t: TFunction<N>,
  key: string,
  options?: Record<string, unknown>,
): string {
  return t(key, { ...options, ns: ['system', 'kit'], defaultValue: key });
}
