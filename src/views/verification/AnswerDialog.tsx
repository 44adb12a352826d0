import { Checkbox, FormControl, Textarea } from '@primer/react';
import type { AnswerDraft } from '../../machines/verification/verificationTabMachine';
import { ConfirmationDialog } from '../shared/Dialog';
import { InlineError } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';

/**
 * The company's answer to a finding: accept (for a misstatement, saying whether the figures were
 * corrected) or dispute with a reason. Answering again replaces the answer; the history keeps both.
 */
export function AnswerDialog({
  draft,
  misstatement,
  problem,
  error,
  onChange,
  onClose,
}: {
  draft: AnswerDraft;
  misstatement: boolean;
  problem: string | null;
  error: string;
  onChange: (change: { reason?: string; corrected?: boolean }) => void;
  onClose: (send: boolean) => void;
}) {
  const { t } = useAreaText('reports');
  const dispute = draft.answer === 'dispute';
  return (
    <ConfirmationDialog
      title={`${t('verification.findings.answerTitle')} #${draft.findingId} · ${t(`verification.findings.${draft.answer}`)}`}
      onClose={(gesture) => onClose(gesture === 'confirm')}
      confirmButtonContent={t('verification.findings.send')}
      cancelButtonContent={t('verification.findings.cancel')}
    >
      {!dispute && misstatement && (
        <FormControl>
          <Checkbox checked={draft.corrected} onChange={(e) => onChange({ corrected: e.target.checked })} />
          <FormControl.Label>{t('verification.findings.acceptedCorrected')}</FormControl.Label>
        </FormControl>
      )}
      <FormControl required={dispute}>
        <FormControl.Label>{t('verification.findings.reason')}</FormControl.Label>
        <Textarea block value={draft.reason} onChange={(e) => onChange({ reason: e.target.value })} />
        {problem === 'reason' && (
          <FormControl.Validation variant="error">{t('verification.problems.reason')}</FormControl.Validation>
        )}
      </FormControl>
      {error && <InlineError>{error}</InlineError>}
    </ConfirmationDialog>
  );
}
