import { fromPromise } from 'xstate';
import * as api from '../../../services/euPartsApi';
import { euPartsMachine } from '../euPartsMachine';

/** Parts B and C of an EU MRV report on the client (src/services/euPartsApi.ts). */
export const euPartsClient = euPartsMachine.provide({
  actors: {
    loadParts: fromPromise(({ input, signal }) => api.euParts(input.reportId, signal)),
    saveParts: fromPromise(({ input, signal }) => api.saveEuParts(input.reportId, input.body, signal)),
  },
});
