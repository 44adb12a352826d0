import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';

/**
 * @deprecated `useAreaText('kit')` (or the area's namespace); a key a config holds as data goes
 * through `configText`. Kept only for the analysis screens, which move to `useAreaText('analysis')`
 * on their own; remove it with them.
 */
export function useSystemText() {
  const kit = useAreaText('kit');
  const t = (key: string, options?: Record<string, unknown>) => configText(kit.t, key, options);
  return { ...kit, t };
}
