/**
 * The statistics screen machine's generated paths (an indicator page of the ship screens), plus a
 * journey through a refused target and a run after a failure. Shared by its model test and the
 * path report.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/domain/apiError';
import { annualStatistics } from '../../../src/domain/statistics/annual';
import { addSums } from '../../../src/domain/statistics/indicators';
import { statisticsMachine } from '../../../src/machines/statistics/statisticsMachine';
import { LEG_A, LEG_B } from '../../support/statistics/legSums';
import { coveringPaths, eventsFrom, journeyPaths } from '../../support/graph';

export const INPUT = { mode: 'ship' as const, withTargets: true, year: 2025 };
export const ROWS = [annualStatistics(2025, 7, 'BULK ONE', addSums(LEG_A, LEG_B))];
export const TARGET = {
  id: 1,
  subject: 'ship' as const,
  subjectId: 7,
  year: 2025,
  indicator: 'eeoi' as const,
  value: 9,
  version: 1,
};
export const STAT = {
  company: { type: 'conditions.change', name: 'companyId', value: '3' },
  loaded: { type: 'xstate.done.actor.load', output: { rows: ROWS, targets: [TARGET] } },
  loadFailed: { type: 'xstate.error.actor.load', error: new ApiError(0, 'network', 'Failed to fetch') },
  export: { type: 'export', fileName: 'stats', rows: [['SN'], [1]] },
  exported: { type: 'xstate.done.actor.exportSheet', output: 1 },
  exportFailed: {
    type: 'xstate.error.actor.exportSheet',
    error: new ApiError(0, 'network', 'Failed to fetch'),
  },
  save: {
    type: 'target.save',
    target: { subject: 'ship', subjectId: 7, year: 2025, indicator: 'eeoi', value: 8, version: 1 },
  },
  saved: { type: 'xstate.done.actor.saveTarget', output: { ...TARGET, value: 8, version: 2 } },
  saveRefused: {
    type: 'xstate.error.actor.saveTarget',
    error: new ApiError(409, 'conflict', 'Changed meanwhile'),
  },
};
export const events = eventsFrom(Object.values(STAT) as EventObject[]);
const run = { type: 'run' };
export const JOURNEYS: EventObject[][] = [
  [
    run,
    STAT.company,
    run,
    STAT.loadFailed,
    run,
    STAT.loaded,
    STAT.save,
    STAT.saveRefused,
    { type: 'dismiss' },
  ],
  [
    STAT.company,
    run,
    STAT.loaded,
    STAT.save,
    STAT.saved,
    STAT.loaded,
    STAT.export,
    STAT.exported,
    { type: 'reset' },
  ],
  // Reset from every state that offers it.
  [{ type: 'reset' }],
  [run, { type: 'reset' }],
  [STAT.company, run, STAT.loadFailed, { type: 'reset' }],
] as EventObject[][];

export function statisticsModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(statisticsMachine, options),
    ...journeyPaths(statisticsMachine, JOURNEYS, INPUT),
  ]);
  return { machine: statisticsMachine, input: INPUT, events, paths };
}
