import { useAreaText } from '../shared/useAreaText';

/** @deprecated The kit's texts: call `useAreaText('kit')`; a config's keys go through `configText`. */
export function useSystemText() {
  return useAreaText('kit');
}
