import type { SnapshotFrom } from 'xstate';
import { targetValueOf, type statisticsMachine } from './statisticsMachine';

/** What the statistics screen reads from its chart's snapshot. */
type Snapshot = Pick<SnapshotFrom<typeof statisticsMachine>, 'context' | 'hasTag' | 'matches' | 'value'>;

export const isBusy = (s: Snapshot) => s.hasTag('busy');
/** The chart's state (its states are flat): what the screen shows around the table. */
export const phaseOf = (s: Snapshot) => s.value;
export const targetDraftOf = (s: Snapshot) => s.context.targetDraft;
/** The target form may be sent: its value is a number of 0 or more. */
export const targetSendable = (s: Snapshot) => targetValueOf(s.context.targetDraft) !== null;
