import type { SnapshotFrom } from 'xstate';
import type { reportPageMachine } from './reportPageMachine';

/** What the report page derives from its chart's snapshot, each a pure function of it. */
type Snapshot = Pick<SnapshotFrom<typeof reportPageMachine>, 'matches' | 'hasTag'>;

/**
 * What the page shows: the first load, the load's failure, a status change being asked about
 * (and sent), a regeneration being confirmed, or the report itself.
 */
export const reportPagePhase = (
  s: Pick<Snapshot, 'matches'>,
): 'loading' | 'failed' | 'asking' | 'confirmingRegenerate' | 'ready' => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ ready: 'asking' }) || s.matches({ ready: 'sending' })) return 'asking';
  if (s.matches({ ready: 'confirmingRegenerate' })) return 'confirmingRegenerate';
  return 'ready';
};

/** Whether the page waits on the server. */
export const reportPageBusy = (s: Pick<Snapshot, 'hasTag'>) => s.hasTag('busy');
