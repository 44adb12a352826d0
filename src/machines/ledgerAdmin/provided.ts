import { parseLocalTime } from '../../domain/schemas/voyageData';
import { systemFieldInstant } from '../../domain/systemZone';
import type { Query, Row } from '../../domain/api';
import { fromPromise } from 'xstate';
import * as api from '../../services/ledgerAdminApi';
import { resourceEditDialogMachine, resourceListMachine } from '../listForm/provided';
import { listFormWith } from '../listForm/listFormMachine';
import { fetchMachine } from '../fetchMachine';
import { apiKeyIssueMachine } from './apiKeyIssueMachine';
import { lockDialogMachine } from './lockDialogMachine';
import { snapshotFormMachine } from './snapshotFormMachine';

/** The ledger administration screens' actors on the client (src/services/ledgerAdminApi.ts). */

/**
 * The period filters hold times typed at UTC+8 (with their offset, or bare from an older default);
 * the ledger's read calls take ISO instants, so they go out as UTC. Never the browser's clock.
 */
export const withInstants = (query: Query): Query =>
  Object.fromEntries(
    Object.entries(query).map(([k, v]) => {
      if ((k !== 'from' && k !== 'to') || typeof v !== 'string') return [k, v];
      const zoned = parseLocalTime(v);
      if (zoned) return [k, new Date(zoned.utc).toISOString()];
      return [k, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) ? systemFieldInstant(v) : v];
    }),
  ) as Query;

const listOf = (fetch: (query: Query, signal: AbortSignal) => Promise<unknown>) =>
  fromPromise(({ input, signal }: { input: { resource: string; query: Query }; signal: AbortSignal }) =>
    fetch(withInstants(input.query), signal),
  );

/** Opening volume: the snapshots' own list and delete calls on the generic list machine. */
export const snapshotListMachine = listFormWith(
  {
    fetchList: listOf(async (query, signal) => {
      const page = await api.listSnapshots(query, signal);
      return { ...page, items: page.items as unknown as Row[] };
    }),
    deleteRecord: fromPromise<unknown, { id: number; version?: number }>(({ input, signal }) =>
      api.deleteSnapshot(input.id, input.version, signal),
    ),
  },
  { list: resourceListMachine, dialog: resourceEditDialogMachine },
);

/** Report monitoring: ships with their counts in the period. */
export const monitoringListMachine = listFormWith(
  { fetchList: listOf((query, signal) => api.listMonitoring(query, signal)) },
  { list: resourceListMachine, dialog: resourceEditDialogMachine },
);

/** API keys: their list, and revoke as a confirmed row command. */
export const apiKeyListMachine = listFormWith(
  {
    fetchList: listOf(async (query, signal) => {
      const page = await api.listApiKeys(query, signal);
      return { ...page, items: page.items as unknown as Row[] };
    }),
    runCommand: fromPromise<null, { id: number; command: string }>(async ({ input, signal }) => {
      await api.revokeApiKey(input.id, signal);
      return null;
    }),
  },
  { list: resourceListMachine, dialog: resourceEditDialogMachine },
);

export const snapshotFormClient = snapshotFormMachine.provide({
  actors: {
    loadFuels: fromPromise(({ input, signal }) => api.shipFuelCodes(input.shipId, signal)),
    saveSnapshot: fromPromise(({ input, signal }) => api.saveSnapshot(input, signal)),
  },
});

export const snapshotLockClient = lockDialogMachine.provide({
  actors: {
    sendLock: fromPromise(({ input, signal }) =>
      api.lockSnapshot(
        input.id,
        { event: input.event, comment: input.comment, version: input.version },
        signal,
      ),
    ),
  },
});

export const apiKeyIssueClient = apiKeyIssueMachine.provide({
  actors: {
    issueKey: fromPromise(({ input, signal }) => api.issueApiKey(input, signal)),
    copyKey: fromPromise(async ({ input }) => {
      await navigator.clipboard.writeText(input.key);
    }),
  },
});

/** One snapshot's state history, loaded with its dialog. */
export const snapshotHistoryMachine = (id: number) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.snapshotHistory(id, signal)) } });

/** One ship's raw records in the period (report monitoring's "View reports"). */
export const monitoringRecordsMachine = (shipId: number, period: { from?: string; to?: string }) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.monitoringRecords(shipId, period, signal)) },
  });
