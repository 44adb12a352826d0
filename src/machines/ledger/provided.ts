import type { LedgerEpisodeDto, LedgerRecordDto, StateHistoryDto } from '../../domain/api';
import { fromPromise } from 'xstate';
import { voyageAlerts } from '../../services/analysisApi';
import * as api from '../../services/ledgerApi';
import * as formsApi from '../../services/ledgerFormsApi';
import { fetchMachine } from '../fetchMachine';
import { ledgerFormMachine, type PreviousRobQuery } from './ledgerFormMachine';
import { voyageScreenMachine } from './voyageScreenMachine';

/** The ledger area's actors on the client: the ledger API behind the energy-efficiency screen. */

/** The voyage screen's machine with the ledger API. */
export const voyageScreenClientMachine = voyageScreenMachine.provide({
  actors: {
    listVoyages: fromPromise(({ input, signal }) =>
      api.listVoyages(input.filters, input.page, input.size, signal, input.shipId),
    ),
    lockVoyage: fromPromise(({ input, signal }) => api.lockVoyage(input, signal)),
    deleteVoyage: fromPromise(({ input, signal }) => api.deleteVoyage(input.voyageId, signal)),
    deleteRecord: fromPromise(({ input, signal }) => api.deleteVoyageData(input, signal)),
    listAlerts: fromPromise(({ input, signal }) => voyageAlerts(input.voyages, input.shipId, signal)),
  },
});

/** What the lower panel shows for one voyage: its records, its ice/rescue episodes and its lock history. */
export interface VoyageDetail {
  records: LedgerRecordDto[];
  episodes: LedgerEpisodeDto[];
  history: StateHistoryDto[];
}

/** The lower panel of one voyage, read in one go so switching tabs never waits. */
export const voyageDetailMachine = (voyageId: number) =>
  fetchMachine.provide({
    actors: {
      fetch: fromPromise<unknown>(async ({ signal }): Promise<VoyageDetail> => {
        const [records, episodes, history] = await Promise.all([
          api.voyageRecords(voyageId, signal),
          api.voyageEpisodes(voyageId, signal),
          api.voyageHistory(voyageId, signal),
        ]);
        return { records, episodes, history };
      }),
    },
  });

/** The previous call's departure ROB the ROB tab shows beside the new one, read once per query. */
export const previousRobMachine = (q: PreviousRobQuery) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise<unknown>(({ signal }) => formsApi.previousRob(q, signal)) },
  });

/** The entry dialogs' machine with the client's calls (docs/architecture.md §1: never in a view). */
export const providedLedgerFormMachine = ledgerFormMachine.provide({
  actors: {
    loadFuels: fromPromise(({ input, signal }) => formsApi.shipFuels(input.shipId, signal)),
    save: fromPromise(({ input }) =>
      formsApi.saveVoyageData(
        input.form === 'episode' ? { episodes: [input.item] } : { records: [input.item] },
      ),
    ),
  },
});
