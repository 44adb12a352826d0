import type { SnapshotFrom } from 'xstate';
import type { fetchMachine } from './fetchMachine';

/** What a fetch screen derives from its chart's snapshot, each a pure function of it. */
type Snapshot = Pick<SnapshotFrom<typeof fetchMachine>, 'value' | 'context'>;

/** Where the fetch stands: loading (the first time or again), ready, or failed. */
export const fetchPhase = (s: Pick<Snapshot, 'value'>) => s.value;

/** The code of the last failure, if any. */
export const fetchErrorCode = (s: Snapshot) => s.context.errorCode;
