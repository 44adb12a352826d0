/**
 * The opening-volume form machine's generated paths: shortest paths over a bounded state (what the
 * dialog draws differently) plus journeys through a refused save and a failed fuel load. Shared
 * by its model test and the path report, so both count the same.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { snapshotFormMachine } from '../../../src/machines/ledgerAdmin/snapshotFormMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const INPUT = { snapshot: null, refCode: 'ROB-TEST-1' };
export const SHIP = {
  id: 7,
  nameEn: 'HAIYUN GLORY',
  nameZh: '海运荣耀',
  imo: '9074729',
  registrationNo: null,
};

export const SNAPSHOT_FORM = {
  chooseShip: { type: 'form.ship', shipId: 7, ship: '9074729' },
  fuelsLoaded: { type: 'xstate.done.actor.loadFuels', output: ['1', '3'] },
  fuelsFailed: { type: 'xstate.error.actor.loadFuels', error: new ApiError(500, 'internal', 'down') },
  typeTime: { type: 'form.local', value: '2025-01-01T00:00' },
  typeOffset: { type: 'form.offset', value: '+08:00' },
  typeRob: { type: 'form.rob', fuel: '1', value: '120.5' },
  saved: {
    type: 'xstate.done.actor.saveSnapshot',
    output: { created: 1, updated: 0, unchanged: 0, voyages: [] },
  },
  refused: {
    type: 'xstate.error.actor.saveSnapshot',
    error: new ApiError(422, 'invalid_voyage_data', 'Invalid voyage data.', {
      'snapshots[0].fuels[0].robT': 'Must be 0 or more.',
    }),
  },
  locked: {
    type: 'xstate.error.actor.saveSnapshot',
    error: new ApiError(409, 'snapshot_locked', 'The snapshot is locked.'),
  },
} as const;
const FIXTURES = Object.values(SNAPSHOT_FORM) as unknown as EventObject[];
export const events = eventsFrom(FIXTURES);

/** What the dialog draws differently: the state, whether a ship, time and fuels are there, messages. */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.shipId !== null,
    s.context.local !== '',
    s.context.fuels.length,
    Object.values(s.context.errors).some(Boolean),
    s.context.errorCode,
  ]);
export const options = { input: INPUT, events, serializeState };

const save = { type: 'form.save' };
const F = SNAPSHOT_FORM;
export const JOURNEYS: EventObject[][] = [
  // Save before anything is typed: the messages land on the ship and the time.
  [save],
  // The server refuses a ROB: its message lands on the fuel's row; fixing it saves.
  [F.chooseShip, F.fuelsLoaded, F.typeTime, F.typeRob, save, F.refused, F.typeRob, save, F.saved],
  // A locked snapshot: the reason above the form, which stays open.
  [F.chooseShip, F.fuelsLoaded, F.typeTime, save, F.locked, { type: 'form.cancel' }],
  // The ship's fuels fail to load: the form stays usable.
  [F.chooseShip, F.fuelsFailed, F.typeTime, F.typeOffset, save, F.saved],
] as unknown as EventObject[][];

export function ledgerAdminSnapshotFormModelPaths() {
  const paths = coveringPaths(options, [
    ...shortestPaths(snapshotFormMachine, options),
    ...journeyPaths(snapshotFormMachine, JOURNEYS, INPUT, { serializeState }),
  ]);
  return { machine: snapshotFormMachine, ...options, paths };
}
