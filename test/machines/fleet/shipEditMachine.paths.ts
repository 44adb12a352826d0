/**
 * The ship edit machine's generated paths, shared by its model test and QA's
 * `npm run test:paths` report.
 */
import type { EventObject } from 'xstate';
import { shipEditMachine } from '../../../src/machines/fleet/shipEditMachine';
import { coveringPaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';
import { FIXTURES, INPUT, SHIP_EDIT as E, serializeShipEdit } from './shipEditMachine.fixtures';

export const events = eventsFrom(FIXTURES as unknown as EventObject[]);
export const options = { input: INPUT, events, serializeState: serializeShipEdit };
const save = { type: 'edit.save' };
const close = { type: 'edit.close' };
const discard = { type: 'discard.accept' };
const newItem = { type: 'item.new' };
const deleteItem = { type: 'item.delete' };
const confirmDelete = { type: 'confirm.accept' };
const aux = [E.loaded, E.tabAux];
const dirtyAux = [...aux, E.editRemark];

// Shortest paths reach every state once; these return along the other edges (coverage test below).
export const JOURNEYS: EventObject[][] = [
  // Leaving a dirty unit: stay, then discard; add a unit while dirty; close while dirty.
  [...dirtyAux, E.selectSecondAux, { type: 'discard.cancel' }, E.selectSecondAux, discard],
  [...dirtyAux, newItem, discard, close],
  [...dirtyAux, close, discard],
  [...dirtyAux, E.tabBasic, discard, close],
  // A stale save: reload, then close from the conflict.
  [...dirtyAux, save, E.saveConflict, { type: 'conflict.reload' }, E.loaded],
  [...dirtyAux, save, E.saveConflict, close],
  // Field and network errors come back to the form; a client-side invalid form never leaves.
  [...dirtyAux, save, E.saveFieldRefused, save, E.saveOffline],
  [...aux, E.clearModel, save, E.editRemark, newItem, discard],
  // Delete: cancel, fail, succeed.
  [
    ...aux,
    deleteItem,
    { type: 'confirm.cancel' },
    deleteItem,
    confirmDelete,
    E.deleteNotFound,
    deleteItem,
    confirmDelete,
    E.deleted,
  ],
  // The curve: a new row, saved.
  [E.loaded, E.tabCurve, newItem, E.editMeDaily, E.editSpeed, save, E.saved, E.tabBasic],
  // Photo: refused by type on the client, failed on the server, then uploaded.
  [E.loaded, E.uploadGif, E.uploadPng, E.photoTooLarge, E.uploadPng, E.photoSaved],
  // Load failures: retry, close.
  [E.loadFailed, { type: 'load.retry' }, E.loaded],
  [E.loadFailed, close],
  [E.loadNotFound, close],
];

export const paths = coveringPaths(options, [
  ...shortestPaths(shipEditMachine, options),
  ...journeyPaths(shipEditMachine, JOURNEYS, INPUT),
]);

export const shipEditModelPaths = async () => ({ machine: shipEditMachine, ...options, paths });
