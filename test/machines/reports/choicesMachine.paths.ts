/** The report panels' typed choices' generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot } from 'xstate';
import { choicesMachine } from '../../../src/machines/reports/choicesMachine';
import { edgePaths, eventsFrom, coveringPaths } from '../../support/graph';

// The ETS price of an EU report, as the voyage list's panel starts it: nothing typed yet.
export const INPUT = { values: { price: '' } };
export const CHOICES = {
  typeValid: { type: 'choice.change', name: 'price', value: '80' },
  typeNegative: { type: 'choice.change', name: 'price', value: '-1' },
  clear: { type: 'choice.change', name: 'price', value: '' },
};
export const events = eventsFrom(Object.values(CHOICES));
/**
 * One flat state: what the panel shows is the typed price (a cost, a refusal or neither), so
 * coverage keys on that.
 */
export const stateKey = (s: AnyMachineSnapshot) => s.context.values.price as string;
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { input: INPUT, events, serializeState, stateKey };

// Every change between empty, valid and refused prices, each after the shortest way to its source.
export const paths = coveringPaths(options, edgePaths(choicesMachine, options));

export const choicesModelPaths = async () => ({ machine: choicesMachine, ...options, paths });
