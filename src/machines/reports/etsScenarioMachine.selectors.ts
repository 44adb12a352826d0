import type { SnapshotFrom } from 'xstate';
import type { etsScenarioMachine } from './etsScenarioMachine';

/** What the scenario form and its table read from the chart's snapshot. */
type Snapshot = Pick<SnapshotFrom<typeof etsScenarioMachine>, 'context' | 'hasTag' | 'matches'>;

export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const draftOf = (s: Snapshot) => s.context.draft;
export const changesOf = (s: Snapshot) => s.context.changes;
/** The scenario whose delete waits for a confirmation, if any. */
export const confirmingOf = (s: Snapshot) => (s.matches('confirming') ? s.context.target : null);

/**
 * The one message under the form: a form refused before sending (its text key), else the last
 * write's refusal — stale (409) or the server's words.
 */
export const messageOf = (
  s: Snapshot,
): { key: 'nameRequired' | 'priceInvalid' | 'stale' } | { key: 'failed'; error: string } | null => {
  const { invalid, problem } = s.context;
  if (invalid) return { key: invalid };
  if (problem?.kind === 'stale') return { key: 'stale' };
  if (problem) return { key: 'failed', error: problem.text };
  return null;
};
