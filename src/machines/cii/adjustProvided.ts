import { fromPromise } from 'xstate';
import * as api from '../../services/ciiAdjustApi';
import { ciiAdjustScreenMachine, type CiiScreenData } from './ciiAdjustScreenMachine';
import { ciiRecordFormMachine } from './ciiRecordFormMachine';

/** The CII adjust / correct screens' actors on the client (src/services/ciiAdjustApi.ts). */

export const ciiAdjustScreenClient = ciiAdjustScreenMachine.provide({
  actors: {
    loadYear: fromPromise(async ({ input, signal }): Promise<CiiScreenData> => {
      const q = { shipId: input.shipId, year: input.year };
      const [records, proposals, comparison] = await Promise.all([
        api.listCiiRecords({ ...q, kind: input.kind }, signal),
        input.kind === 'adjustment' ? api.ciiProposals(q, signal) : Promise.resolve(null),
        api.ciiRatingComparison(q, signal),
      ]);
      return { records, proposals, comparison };
    }),
    loadHistory: fromPromise(({ input, signal }) => api.ciiHistory(input.id, signal)),
    sendEvent: fromPromise(({ input, signal }) => api.sendCiiEvent(input, signal)),
  },
});

export const ciiRecordFormClient = ciiRecordFormMachine.provide({
  actors: {
    saveRecord: fromPromise(({ input, signal }) => api.saveCiiRecord(input, signal)),
    uploadEvidence: fromPromise(({ input, signal }) => api.uploadCiiEvidence(input.id, input.file, signal)),
  },
});
