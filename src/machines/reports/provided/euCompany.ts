import { fromPromise } from 'xstate';
import type { EtsPriceScenario } from '../../../domain/euMrv/company';
import * as api from '../../../services/euCompanyApi';
import { fetchMachine } from '../../fetchMachine';
import { etsScenarioMachine, type ScenarioSave } from '../etsScenarioMachine';

/** The company-level screen's charts with their calls (docs/reports-eu.md §4.1–4.2). */

export const companyChoicesMachine = () =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.companyChoices(signal)) } });

export const companyLevelMachine = (companyId: number, year: number) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.companyLevel(companyId, year, signal)) },
  });

export const companyScenariosMachine = (companyId: number) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.scenariosOf(companyId, signal)) },
  });

/** The scenario writes of one company. */
export const etsScenarioWrites = (companyId: number) =>
  etsScenarioMachine.provide({
    actors: {
      save: fromPromise<unknown, ScenarioSave>(({ input: { id, version, ...body } }) =>
        id !== undefined && version !== undefined
          ? api.changeScenario(id, { ...body, version })
          : api.addScenario(companyId, body),
      ),
      remove: fromPromise<unknown, EtsPriceScenario>(({ input }) =>
        api.deleteScenario(input.id, input.version),
      ),
    },
  });

/** The xlsx download (a one-off call, no state to follow). */
export const exportCompanyLevel = api.exportCompanyLevel;
