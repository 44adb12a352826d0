/**
 * The report page machine's generated paths: from a stale draft (Lock, Cancel, Regenerate and
 * corrections offered), plus journeys for a refusal, a comment-required event and a failed load.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { reportPageMachine } from '../../../src/machines/reports/reportPageMachine';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';
import { LOCKED, refused, STALE } from '../../support/reports/reportsFixtures';

export const INPUT = { id: 7 };
export const PAGE = {
  loaded: { type: 'xstate.done.actor.loadReport', output: STALE },
  loadFailed: refused('loadReport', 'network'),
  choose: { type: 'action.choose', event: 'lock' },
  comment: { type: 'comment.change', value: 'Checked' },
  sent: { type: 'xstate.done.actor.sendEvent', output: LOCKED },
  sendRefused: refused('sendEvent'),
  regenerated: { type: 'xstate.done.actor.regenerate', output: null },
  regenerateRefused: refused('regenerate', 'report.not_draft'),
  correction: { type: 'correction.change', key: 'reports.dcs.fuel.HFO', field: 'correction', value: '2' },
  reason: { type: 'correction.change', key: 'reports.dcs.fuel.HFO', field: 'reason', value: 'BDN' },
  saved: { type: 'xstate.done.actor.saveCorrections', output: null },
  saveRefused: refused('saveCorrections', 'conflict'),
  reload: { type: 'page.reload' },
};
export const events = eventsFrom(Object.values(PAGE) as EventObject[]);
export const JOURNEYS: EventObject[][] = [
  [PAGE.loadFailed, { type: 'page.retry' }, PAGE.loaded],
  [PAGE.loaded, { type: 'action.choose', event: 'cancel' }, { type: 'action.cancel' }],
  [
    PAGE.loaded,
    PAGE.choose,
    PAGE.comment,
    { type: 'action.confirm' },
    PAGE.sendRefused,
    { type: 'action.cancel' },
  ],
  [PAGE.loaded, PAGE.correction, PAGE.reason, { type: 'corrections.save' }, PAGE.saveRefused],
  [PAGE.loaded, { type: 'regenerate.ask' }, { type: 'regenerate.confirm' }, PAGE.regenerateRefused],
  [PAGE.loaded, { type: 'regenerate.ask' }, { type: 'regenerate.cancel' }],
  // Saved corrections and a regeneration read the report again (the shortest path to loading is
  // now the reload an opinion asks for, so these are walked on purpose).
  [PAGE.loaded, PAGE.correction, PAGE.reason, { type: 'corrections.save' }, PAGE.saved, PAGE.loaded],
  [PAGE.loaded, { type: 'regenerate.ask' }, { type: 'regenerate.confirm' }, PAGE.regenerated, PAGE.loaded],
  [PAGE.loaded, PAGE.reload, PAGE.loaded],
] as EventObject[][];

export function reportPageModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(reportPageMachine, options),
    ...journeyPaths(reportPageMachine, JOURNEYS, INPUT),
  ]);
  return { machine: reportPageMachine, input: INPUT, events, paths };
}
