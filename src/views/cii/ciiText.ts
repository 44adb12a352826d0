import { useSystemText } from '../listForm/useSystemText';

/** The CII adjust texts (`cii:adjust.` keys) next to the list kit's translators. */
export function useCiiText() {
  const text = useSystemText();
  const c = (key: string, options?: Record<string, unknown>) => text.t(`cii:adjust.${key}`, options);
  return { ...text, c };
}
