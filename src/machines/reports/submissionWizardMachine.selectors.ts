import type { WizardStep } from '../../domain/reports/regimes';
import type { SnapshotFrom } from 'xstate';
import type { submissionWizardMachine } from './submissionWizardMachine';

/** What the submission wizard derives from its chart's snapshot, each a pure function of it. */
type Snapshot = Pick<SnapshotFrom<typeof submissionWizardMachine>, 'value' | 'hasTag'>;

/** The step each top state of the chart shows; the states before the choice show the choice. */
const STEP_OF: Record<string, WizardStep> = {
  starting: 'choose',
  restoring: 'choose',
  routing: 'choose',
  choose: 'choose',
  completeness: 'completeness',
  preparing: 'completeness',
  figures: 'figures',
  corrections: 'corrections',
  review: 'review',
  submit: 'submit',
  done: 'done',
};

/** The step a snapshot's state value shows. */
export const stepOf = (value: unknown): WizardStep =>
  STEP_OF[typeof value === 'string' ? value : Object.keys(value as object)[0]!] ?? 'choose';

/** The step the wizard shows. */
export const wizardStep = (s: Pick<Snapshot, 'value'>) => stepOf(s.value);

/** Where the choice of a candidate stands (none outside the choice step). */
export const candidatesPhase = (s: Pick<Snapshot, 'value'>) => {
  const v = s.value;
  return typeof v === 'object' && 'choose' in v ? v.choose : null;
};

/** Whether the wizard waits on the server. */
export const wizardBusy = (s: Pick<Snapshot, 'hasTag'>) => s.hasTag('busy');

/** Where the completeness step's "lock all voyages" stands: asking, locking, or neither. */
export const lockAllPhase = (s: Pick<Snapshot, 'value'>): 'confirming' | 'locking' | null => {
  const v = s.value;
  if (typeof v !== 'object' || !('completeness' in v)) return null;
  if (v.completeness === 'confirmingLockAll') return 'confirming';
  return v.completeness === 'lockingVoyages' ? 'locking' : null;
};

/** Whether the submit step asks the user to confirm the submission. */
export const submitAsking = (s: Pick<Snapshot, 'value'>) => {
  const v = s.value;
  return typeof v === 'object' && 'submit' in v && v.submit === 'asking';
};

/** Whether the report is being generated from the ledger (a few seconds: the step shows progress). */
export const wizardGenerating = (s: Pick<Snapshot, 'value'>) => s.value === 'preparing';
