/** The candidate list machine's generated paths (DCS/CMSA list screens), plus a refused generation. */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { candidateListMachine } from '../../../src/machines/reports/candidateListMachine';
import { coveringPaths, eventsFrom, journeyPaths } from '../../support/graph';
import { CANDIDATES, draftReport, refused } from '../../support/reports/reportsFixtures';

export const INPUT = { regime: 'imoDcs' as const, year: 2025 };
export const LIST = {
  ship: { type: 'ship.change', shipId: 3 },
  noShip: { type: 'ship.change', shipId: null },
  year: { type: 'year.change', year: 2024 },
  loaded: { type: 'xstate.done.actor.loadCandidates', output: CANDIDATES },
  loadFailed: refused('loadCandidates', 'network'),
  generate: { type: 'candidate.generate', start: CANDIDATES[0]!.start },
  generated: { type: 'xstate.done.actor.generate', output: draftReport() },
  generateRefused: refused('generate', 'report.period_blocked'),
};
export const events = eventsFrom(Object.values(LIST) as EventObject[]);
export const JOURNEYS: EventObject[][] = [
  [LIST.ship, LIST.loaded, LIST.generate, LIST.generateRefused, { type: 'list.reload' }, LIST.loaded],
  [LIST.year, LIST.ship, LIST.loadFailed, { type: 'list.reload' }, LIST.loaded, LIST.noShip],
  [LIST.ship, LIST.noShip],
  [LIST.ship, LIST.loadFailed, LIST.noShip],
  [LIST.ship, LIST.loadFailed, LIST.year, LIST.loaded, LIST.generate, LIST.generated, LIST.loaded],
] as EventObject[][];

export function candidateListModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(candidateListMachine, options),
    ...journeyPaths(candidateListMachine, JOURNEYS, INPUT),
  ]);
  return { machine: candidateListMachine, input: INPUT, events, paths };
}
