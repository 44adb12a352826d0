import { fromPromise } from 'xstate';
import * as api from '../../services/ledgerFormsApi';
import { ledgerFormMachine } from './ledgerFormMachine';

/** The entry dialogs' machine with the client's calls (docs/architecture.md §1: never in a view). */
export const providedLedgerFormMachine = ledgerFormMachine.provide({
  actors: {
    loadFuels: fromPromise(({ input, signal }) => api.shipFuels(input.shipId, signal)),
    save: fromPromise(({ input }) =>
      api.saveVoyageData(input.form === 'episode' ? { episodes: [input.item] } : { records: [input.item] }),
    ),
  },
});
