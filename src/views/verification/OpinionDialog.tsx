import { FormControl, Text, Textarea, TextInput } from '@primer/react';
import type { Outcome } from '../../domain/verification/outcomes';
import { STATEMENT_REQUIRED } from '../../domain/verification/outcomes';
import { ConfirmationDialog } from '../shared/Dialog';
import { InlineError } from '../shared/ErrorText';
import { opinionText } from '../shared/labels/OpinionName';
import { useAreaText } from '../shared/useAreaText';

/** The opinion is final: the verifier confirms it here, with its statement where one is needed. */
export function OpinionDialog({
  outcome,
  statement,
  problem,
  error,
  onStatement,
  team,
  siteVisit,
  onExtra,
  onClose,
}: {
  outcome: Outcome;
  statement: string;
  problem: string | null;
  /** The server's refusal in words (a material misstatement names the line, the sum and the level). */
  error: string;
  onStatement: (value: string) => void;
  /** The verification team and site visit, entered with the opinion (optional). */
  team: string;
  siteVisit: string;
  onExtra: (field: 'team' | 'siteVisit', value: string) => void;
  onClose: (confirmed: boolean) => void;
}) {
  const { t } = useAreaText('reports');
  const kit = useAreaText('kit').t;
  const required = STATEMENT_REQUIRED.includes(outcome);
  const words = opinionText(kit, outcome);
  return (
    <ConfirmationDialog
      title={words}
      onClose={(gesture) => onClose(gesture === 'confirm')}
      confirmButtonContent={t('verification.opinion.give')}
      cancelButtonContent={t('verification.opinion.back')}
      confirmButtonType={outcome === 'notVerified' ? 'danger' : 'normal'}
    >
      <Text as="p">{t('verification.opinion.ask', { outcome: words })}</Text>
      <FormControl required={required}>
        <FormControl.Label>
          {t(required ? 'verification.opinion.statementLabel' : 'verification.opinion.statementOptional')}
        </FormControl.Label>
        <Textarea block value={statement} onChange={(e) => onStatement(e.target.value)} />
        {problem === 'statement' && (
          <FormControl.Validation variant="error">
            {t('verification.problems.statement')}
          </FormControl.Validation>
        )}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('verification.opinionExtra.team')}</FormControl.Label>
        <TextInput block value={team} onChange={(e) => onExtra('team', e.target.value)} />
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('verification.opinionExtra.siteVisit')}</FormControl.Label>
        <TextInput block value={siteVisit} onChange={(e) => onExtra('siteVisit', e.target.value)} />
      </FormControl>
      {error && <InlineError>{error}</InlineError>}
    </ConfirmationDialog>
  );
}
