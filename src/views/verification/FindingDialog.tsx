import { Checkbox, CheckboxGroup, FormControl, Select, TextInput, Textarea } from '@primer/react';
import { FINDING_KINDS, refCodes } from '../../domain/verification/findings';
import type { FindingDraft } from '../../machines/verification/verificationTabMachine';
import { reportWords } from '../reports/reportText';
import { ConfirmationDialog } from '../shared/Dialog';
import { InlineError } from '../shared/ErrorText';
import { UserText } from '../shared/UserText';
import { findingKindText } from '../shared/labels/FindingName';
import { useAreaText } from '../shared/useAreaText';

type Problem = 'description' | 'figure' | 'amount' | 'rule';

/** The verifier's new finding: each kind asks for what defines it (a figure and amount, a rule). */
export function FindingDialog({
  draft,
  figureKeys,
  sampleRefs,
  problem,
  error,
  onChange,
  onClose,
}: {
  draft: FindingDraft;
  figureKeys: string[];
  /** The records of the drawn sample, offered to tick (none before a sample is drawn). */
  sampleRefs: readonly string[];
  problem: string | null;
  error: string;
  onChange: (field: keyof FindingDraft, value: string) => void;
  onClose: (save: boolean) => void;
}) {
  const text = useAreaText('reports');
  const { lineText } = reportWords(text);
  const kit = useAreaText('kit').t;
  const f = (
    k: 'kind' | 'description' | 'figure' | 'amount' | 'rule' | 'records' | 'recordsHint' | 'sampleRecords',
  ) => text.t(`verification.findings.${k}`);
  // A ticked record joins the typed codes, an unticked one leaves them: the form keeps one text.
  const codes = refCodes(draft.refs);
  const tick = (ref: string, on: boolean) =>
    onChange('refs', (on ? [...codes, ref] : codes.filter((r) => r !== ref)).join(', '));
  const invalid = (p: Problem) =>
    problem === p ? (
      <FormControl.Validation variant="error">{text.t(`verification.problems.${p}`)}</FormControl.Validation>
    ) : null;
  return (
    <ConfirmationDialog
      title={text.t('verification.findings.formTitle')}
      onClose={(gesture) => onClose(gesture === 'confirm')}
      confirmButtonContent={text.t('verification.findings.save')}
      cancelButtonContent={text.t('verification.findings.cancel')}
    >
      <FormControl>
        <FormControl.Label>{f('kind')}</FormControl.Label>
        <Select value={draft.kind} onChange={(e) => onChange('kind', e.target.value)}>
          {FINDING_KINDS.map((k) => (
            <Select.Option key={k} value={k}>
              {findingKindText(kit, k)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl required>
        <FormControl.Label>{f('description')}</FormControl.Label>
        <Textarea block value={draft.description} onChange={(e) => onChange('description', e.target.value)} />
        {invalid('description')}
      </FormControl>
      {draft.kind === 'misstatement' && (
        <>
          <FormControl required>
            <FormControl.Label>{f('figure')}</FormControl.Label>
            <Select value={draft.figureKey} onChange={(e) => onChange('figureKey', e.target.value)}>
              <Select.Option value="">—</Select.Option>
              {figureKeys.map((k) => (
                <Select.Option key={k} value={k}>
                  {lineText(k)}
                </Select.Option>
              ))}
            </Select>
            {invalid('figure')}
          </FormControl>
          <FormControl required>
            <FormControl.Label>{f('amount')}</FormControl.Label>
            <TextInput
              inputMode="decimal"
              value={draft.amount}
              onChange={(e) => onChange('amount', e.target.value)}
            />
            {invalid('amount')}
          </FormControl>
        </>
      )}
      {draft.kind === 'nonConformity' && (
        <FormControl required>
          <FormControl.Label>{f('rule')}</FormControl.Label>
          <TextInput block value={draft.rule} onChange={(e) => onChange('rule', e.target.value)} />
          {invalid('rule')}
        </FormControl>
      )}
      {sampleRefs.length > 0 && (
        <CheckboxGroup>
          <CheckboxGroup.Label>{f('sampleRecords')}</CheckboxGroup.Label>
          {sampleRefs.map((ref) => (
            <FormControl key={ref}>
              <Checkbox checked={codes.includes(ref)} onChange={(e) => tick(ref, e.target.checked)} />
              {/* A record's reference code is the ledger's data, in no language of the UI. */}
              <FormControl.Label>
                <UserText>{ref}</UserText>
              </FormControl.Label>
            </FormControl>
          ))}
        </CheckboxGroup>
      )}
      <FormControl>
        <FormControl.Label>{f('records')}</FormControl.Label>
        <TextInput block value={draft.refs} onChange={(e) => onChange('refs', e.target.value)} />
        <FormControl.Caption>{f('recordsHint')}</FormControl.Caption>
      </FormControl>
      {error && <InlineError>{error}</InlineError>}
    </ConfirmationDialog>
  );
}
