/** The column chooser's generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { columnsMachine, visibleKeys } from '../../../src/machines/listForm/columnsMachine';
import { edgePaths, coveringPaths } from '../../support/graph';

/** A list of three columns, the last hidden by default (as a wide list's extras are). */
export const COLUMNS = [
  { key: 'name', label: 'cols.name' },
  { key: 'imo', label: 'cols.imo' },
  { key: 'ice', label: 'cols.ice', optional: true },
];
export const INPUT = {
  screen: 'model/list',
  columns: COLUMNS.map((c) => ({ key: c.key, optional: c.optional === true })),
};
export const machine = columnsMachine.provide({ actions: { persist: () => undefined } });

/** Every column can be ticked or unticked at any time; the reset once the user departed from the default. */
export const events = (): EventObject[] => [
  ...COLUMNS.map((c) => ({ type: 'column.toggle', key: c.key })),
  { type: 'columns.reset' },
];
/** The screen is the columns shown; the choice kept is what decides them. */
export const stateKey = (s: AnyMachineSnapshot) => visibleKeys(s.context);
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.context.choice);
export const options = { input: INPUT, events, serializeState, stateKey };

export const paths = coveringPaths(options, edgePaths(machine, options));

export const columnsModelPaths = async () => ({ machine, ...options, paths });
