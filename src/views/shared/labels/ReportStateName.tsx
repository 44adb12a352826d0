import type { TFunction } from 'i18next';
import { useAreaText } from '../useAreaText';

/**
 * The states a user meets for a report: the stored lifecycle states, the list states of a report
 * not made yet (`none`, and `candidate`, the "from" of a report's first history row) and the
 * substates the header shows (a draft `current` with the ledger, or `stale`).
 */
const STATES = [
  'candidate',
  'none',
  'draft',
  'locked',
  'submitted',
  'verified',
  'confirmed',
  'accepted',
  'superseded',
  'cancelled',
  'stale',
  'current',
  'inVerification',
  'satisfactory',
  'satisfactoryWithComments',
] as const;
type ReportState = (typeof STATES)[number];
const isState = (code: string): code is ReportState => (STATES as readonly string[]).includes(code);

/** A report state in words; an unknown state shows as it is. */
export function reportStateText(t: TFunction<'kit'>, code: string | null | undefined): string {
  if (!code) return '';
  return isState(code) ? t(`reportStates.${code}`) : code;
}

/** A report state in the UI language (see `reportStateText`). */
export function ReportStateName({ code }: { code: string | null | undefined }) {
  const { t } = useAreaText('kit');
  return <>{reportStateText(t, code)}</>;
}
