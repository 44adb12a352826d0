import { fromPromise } from 'xstate';
import { calculatorBody } from '../../domain/cii/calculatorForm';
import * as adjustApi from '../../services/ciiAdjustApi';
import * as api from '../../services/ciiApi';
import { analysisMachine } from '../analysis/analysisMachine';
import { ciiAdjustScreenMachine, type CiiScreenData } from './ciiAdjustScreenMachine';
import { ciiFleetMachine } from './ciiFleetMachine';
import { ciiRecordFormMachine } from './ciiRecordFormMachine';
import { ciiShipMachine, type PlanDraft } from './ciiShipMachine';
import { ciiWhatIfMachine } from './ciiWhatIfMachine';

/** The CII screens' actors on the client (src/services/ciiApi.ts). */

/** The calculator screen's forecast and what-if. */
export const ciiWhatIfClient = ciiWhatIfMachine.provide({
  actors: {
    loadForecast: fromPromise(({ input, signal }) => api.forecast(input, signal)),
    runWhatIf: fromPromise(({ input, signal }) => api.whatIf(input, signal)),
  },
});

/** The plain calculator: the analysis query machine, its query the form's fields. */
export const ciiCalculatorClient = analysisMachine.provide({
  actors: {
    runQuery: fromPromise(({ input, signal }) => api.calculate(calculatorBody(input), signal)),
  },
});

/** The fleet view and the ship page (docs/cii-ratings.md). */

const bodyOf = (d: PlanDraft): api.PlanBody => ({
  year: Number(d.year),
  target: d.target,
  targetRating: d.targetRating || null,
  status: d.status,
  owner: d.owner,
  dueDate: d.dueDate,
  note: d.note.trim() ? d.note : null,
});

export const ciiFleetScreenMachine = ciiFleetMachine.provide({
  actors: {
    loadFleet: fromPromise(({ signal }) => api.getFleet(signal)),
    refreshFleet: fromPromise(({ signal }) =>
      api.refreshFleet(Math.min(new Date().getUTCFullYear(), 2030), signal),
    ),
    exportFleet: fromPromise(async ({ input, signal }) => {
      await api.exportFleet((input as { lang: 'zh' | 'en' }).lang, signal);
      return null;
    }),
  },
});

export const ciiShipScreenMachine = ciiShipMachine.provide({
  actors: {
    loadShip: fromPromise(({ input, signal }) => api.getShip((input as { shipId: number }).shipId, signal)),
    savePlan: fromPromise(({ input, signal }) => {
      const { shipId, draft } = input as { shipId: number; draft: PlanDraft };
      return draft.id === null
        ? api.createPlan(shipId, bodyOf(draft), signal)
        : api.updatePlan(draft.id, draft.version!, bodyOf(draft), signal);
    }),
    deletePlan: fromPromise(({ input, signal }) => api.deletePlan((input as { id: number }).id, signal)),
  },
});

/** The adjust / correct screens (src/services/ciiAdjustApi.ts). */

export const ciiAdjustScreenClient = ciiAdjustScreenMachine.provide({
  actors: {
    loadYear: fromPromise(async ({ input, signal }): Promise<CiiScreenData> => {
      const q = { shipId: input.shipId, year: input.year };
      const [records, proposals, comparison] = await Promise.all([
        adjustApi.listCiiRecords({ ...q, kind: input.kind }, signal),
        input.kind === 'adjustment' ? adjustApi.ciiProposals(q, signal) : Promise.resolve(null),
        adjustApi.ciiRatingComparison(q, signal),
      ]);
      return { records, proposals, comparison };
    }),
    loadHistory: fromPromise(({ input, signal }) => adjustApi.ciiHistory(input.id, signal)),
    sendEvent: fromPromise(({ input, signal }) => adjustApi.sendCiiEvent(input, signal)),
  },
});

export const ciiRecordFormClient = ciiRecordFormMachine.provide({
  actors: {
    saveRecord: fromPromise(({ input, signal }) => adjustApi.saveCiiRecord(input, signal)),
    uploadEvidence: fromPromise(({ input, signal }) =>
      adjustApi.uploadCiiEvidence(input.id, input.file, signal),
    ),
  },
});
