import type { TFunction } from 'i18next';
import { PURPOSES } from '../../../domain/schemas/voyageData';
import { useAreaText } from '../useAreaText';

type Purpose = (typeof PURPOSES)[number];
const isPurpose = (code: number): code is Purpose => (PURPOSES as readonly number[]).includes(code);

/**
 * A port call's purpose in words ("Load cargo / embark passengers"), without the number the
 * ledger stores it by. A number outside the list shows as it is.
 */
export function purposeText(t: TFunction<'kit'>, code: number | string): string {
  const n = Number(code);
  return isPurpose(n) ? t(`purposes.${n}`) : String(code);
}

/** A purpose in the UI language (see `purposeText`). */
export function PurposeName({ code }: { code: number | string }) {
  const { t } = useAreaText('kit');
  return <>{purposeText(t, code)}</>;
}
