import { fromPromise } from 'xstate';
import * as api from '../../services/ciiApi';
import { ciiFleetMachine } from './ciiFleetMachine';
import { ciiShipMachine, type PlanDraft } from './ciiShipMachine';

/** The CII screens' actors on the client (src/services/ciiApi.ts). */

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
