import type { TFunction } from 'i18next';
import { LNG_CONSUMERS } from '../../../domain/registry/fuelEuFactors';
import { CONSUMERS } from '../../../domain/schemas/voyageData';
import { useAreaText } from '../useAreaText';

const KNOWN: readonly string[] = [...CONSUMERS, ...LNG_CONSUMERS];
type Consumer = (typeof CONSUMERS)[number] | (typeof LNG_CONSUMERS)[number];
const isConsumer = (code: string): code is Consumer => KNOWN.includes(code);

/**
 * A fuel consumer in words, from either of its code lists: the ledger's consumer of a fuel line
 * (`main`, `auxiliary`, …) or the FuelEU class of an LNG engine (`LNG_OTTO_MS`). An unknown
 * consumer shows as it is.
 */
export function consumerText(t: TFunction<'kit'>, code: string | null | undefined): string {
  if (!code) return '';
  return isConsumer(code) ? t(`consumers.${code}`) : code;
}

/** A consumer in the UI language (see `consumerText`). */
export function ConsumerName({ code }: { code: string | null | undefined }) {
  const { t } = useAreaText('kit');
  return <>{consumerText(t, code)}</>;
}
