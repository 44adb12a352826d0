/**
 * The ship edit machine's generated paths, shared by its model test and QA's
 * `npm run test:paths` report.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { shipEditMachine } from '../../src/machines/fleet/shipEditMachine';
import { eventsFrom, journeyPaths } from '../support/graph';
import { FIXTURES, INPUT, serializeShipEdit } from './shipEditModel.fixtures';

export const F = FIXTURES as unknown as EventObject[];
export const pick = (type: string, i = 0) => F.filter((e) => e.type === type)[i];
export const tab = (name: string) =>
  F.find((e) => e.type === 'tab.select' && (e as { tab?: string }).tab === name)!;
export const field = (name: string) =>
  F.find((e) => e.type === 'field.change' && (e as { name?: string }).name === name)!;
export const events = eventsFrom(F);
export const options = { input: INPUT, events, serializeState: serializeShipEdit as never };
export const loaded = [pick('xstate.done.actor.loadShip')];
export const aux = [...loaded, tab('aux_engine')];
export const dirtyAux = [...aux, field('remark')];

// Shortest paths reach every state once; these return along the other edges (coverage test below).
export const JOURNEYS: EventObject[][] = [
  // Leaving a dirty unit: stay, then discard; add a unit while dirty; close while dirty.
  [
    ...dirtyAux,
    pick('item.select'),
    { type: 'discard.cancel' },
    pick('item.select'),
    { type: 'discard.accept' },
  ],
  [...dirtyAux, { type: 'item.new' }, { type: 'discard.accept' }, { type: 'edit.close' }],
  [...dirtyAux, { type: 'edit.close' }, { type: 'discard.accept' }],
  [...dirtyAux, tab('basic'), { type: 'discard.accept' }, { type: 'edit.close' }],
  // A stale save: reload, then close from the conflict.
  [
    ...dirtyAux,
    { type: 'edit.save' },
    pick('xstate.error.actor.saveTab', 0),
    { type: 'conflict.reload' },
    pick('xstate.done.actor.loadShip'),
  ],
  [...dirtyAux, { type: 'edit.save' }, pick('xstate.error.actor.saveTab', 0), { type: 'edit.close' }],
  // Field and network errors come back to the form; a client-side invalid form never leaves.
  [
    ...dirtyAux,
    { type: 'edit.save' },
    pick('xstate.error.actor.saveTab', 1),
    { type: 'edit.save' },
    pick('xstate.error.actor.saveTab', 2),
  ],
  [
    ...aux,
    field('model'),
    { type: 'edit.save' },
    field('remark'),
    { type: 'item.new' },
    { type: 'discard.accept' },
  ],
  // Delete: cancel, fail, succeed.
  [
    ...aux,
    { type: 'item.delete' },
    { type: 'confirm.cancel' },
    { type: 'item.delete' },
    { type: 'confirm.accept' },
    pick('xstate.error.actor.deleteItem'),
    { type: 'item.delete' },
    { type: 'confirm.accept' },
    pick('xstate.done.actor.deleteItem'),
  ],
  // The curve: a new row, saved.
  [
    ...loaded,
    tab('tfc'),
    { type: 'item.new' },
    field('meDaily'),
    field('speed'),
    { type: 'edit.save' },
    pick('xstate.done.actor.saveTab'),
    tab('basic'),
  ],
  // Photo: refused by type on the client, failed on the server, then uploaded.
  [
    ...loaded,
    pick('photo.upload', 1),
    pick('photo.upload', 0),
    pick('xstate.error.actor.uploadPhoto'),
    pick('photo.upload', 0),
    pick('xstate.done.actor.uploadPhoto'),
  ],
  // Load failures: retry, close.
  [pick('xstate.error.actor.loadShip', 1), { type: 'load.retry' }, pick('xstate.done.actor.loadShip')],
  [pick('xstate.error.actor.loadShip', 1), { type: 'edit.close' }],
  [pick('xstate.error.actor.loadShip', 0), { type: 'edit.close' }],
];

export const paths = [
  ...getShortestPaths(shipEditMachine, options as never),
  ...journeyPaths(shipEditMachine, JOURNEYS, INPUT),
];

export const shipEditModelPaths = async () => ({ machine: shipEditMachine, input: INPUT, events, paths });
