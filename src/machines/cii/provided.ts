import { fromPromise } from 'xstate';
import { calculatorBody } from '../../domain/cii/calculatorForm';
import * as api from '../../services/ciiApi';
import { analysisMachine } from '../analysis/analysisMachine';
import { ciiWhatIfMachine } from './ciiWhatIfMachine';

/** The CII calculator screen's actors on the client (src/services/ciiApi.ts). */
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
