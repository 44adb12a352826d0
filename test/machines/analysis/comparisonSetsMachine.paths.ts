/** The comparison sets' generated paths, shared by their model test and `npm run test:paths`. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { comparisonSetsMachine } from '../../../src/machines/analysis/comparisonSetsMachine';
import { edgePaths, eventsFrom, coveringPaths } from '../../support/graph';

// The screen starts its sets in the current year: the model must start where the screen does.
export const INPUT = { year: new Date().getFullYear() };
/** A select (set 1's ship), a text field (set 2's end year) and the shared bucket: bounded values. */
export const SETS = {
  firstShip: { type: 'set.change', index: 0, name: 'shipId', value: '7' },
  secondToYear: { type: 'set.change', index: 1, name: 'toYear', value: '2020' },
  quarter: { type: 'bucket.change', bucket: 'quarter' },
  reset: { type: 'sets.reset' },
};
const declared = eventsFrom(Object.values(SETS));
/** A field already at the value is no change a user can make: the form sends nothing then. */
export const events = (s: AnyMachineSnapshot) =>
  declared(s).filter(
    (e: EventObject & { index?: number; name?: string; value?: string; bucket?: string }) =>
      e.type === 'sets.reset' ||
      (e.type === 'bucket.change'
        ? s.context.bucket !== e.bucket
        : s.context.sets[e.index!][e.name!] !== e.value),
  );
/** One flat state: what the form shows is the sets and the bucket (the start year never changes). */
export const stateKey = (s: AnyMachineSnapshot) => [s.context.sets, s.context.bucket];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { input: INPUT, events, serializeState, stateKey };

// Every edge, each after the shortest way to its source.
export const paths = coveringPaths(options, edgePaths(comparisonSetsMachine, options));

export const comparisonSetsModelPaths = async () => ({
  machine: comparisonSetsMachine,
  ...options,
  paths,
});
