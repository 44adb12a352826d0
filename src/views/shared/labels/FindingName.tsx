import type { TFunction } from 'i18next';
import { FINDING_KINDS, FINDING_STATES } from '../../../domain/verification/findings';
import { useAreaText } from '../useAreaText';

/** A verification finding's kind and state in words (docs/verification.md §2). */
const isKind = (code: string): code is (typeof FINDING_KINDS)[number] =>
  (FINDING_KINDS as readonly string[]).includes(code);
const isState = (code: string): code is (typeof FINDING_STATES)[number] =>
  (FINDING_STATES as readonly string[]).includes(code);

/** A finding's kind in words; an unknown kind shows as it is. */
export const findingKindText = (t: TFunction<'kit'>, code: string) =>
  isKind(code) ? t(`findingKinds.${code}`) : code;

/** A finding's state in words; an unknown state shows as it is. */
export const findingStateText = (t: TFunction<'kit'>, code: string) =>
  isState(code) ? t(`findingStates.${code}`) : code;

export function FindingKindName({ code }: { code: string }) {
  return <>{findingKindText(useAreaText('kit').t, code)}</>;
}

export function FindingStateName({ code }: { code: string }) {
  return <>{findingStateText(useAreaText('kit').t, code)}</>;
}
