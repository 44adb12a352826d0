import type { TFunction } from 'i18next';
import { OUTCOMES } from '../../../domain/verification/outcomes';
import { useAreaText } from '../useAreaText';

const isOutcome = (code: string): code is (typeof OUTCOMES)[number] =>
  (OUTCOMES as readonly string[]).includes(code);

/** The verifier's opinion in the regulations' words ("verified as satisfactory", …). */
export const opinionText = (t: TFunction<'kit'>, code: string | null | undefined) =>
  !code ? '' : isOutcome(code) ? t(`opinions.${code}`) : code;

export function OpinionName({ code }: { code: string | null | undefined }) {
  return <>{opinionText(useAreaText('kit').t, code)}</>;
}
