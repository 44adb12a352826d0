/** The ledger entry dialog's generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import type { RecordInput } from '../../../src/domain/schemas/voyageData';
import { ledgerFormMachine } from '../../../src/machines/ledger/ledgerFormMachine';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

/** A port call being edited: valid as loaded, so a save can go out at once. */
export const RECORD: RecordInput = {
  refCode: 'r-1',
  ship: '9300001',
  voyageNo: 'V1',
  kind: 'port',
  port: 'CNSHA',
  inPortLimits: true,
  arrival: '2025-03-02T14:30+05:30',
  departure: '2025-03-03T08:00+05:30',
  distanceNm: 120,
  purposes: [0],
  cargo: { arrival: { cargoT: 1000 }, departure: { cargoT: 800 } },
  fuels: [{ fuel: '11', robArrivalT: 100, robDepartureT: 90 }],
  bunkers: [],
  transfers: [],
  sludge: [],
  consumers: [],
};
export const SHIP = { id: 7, ref: '9300001', nameEn: 'Test Star', nameZh: '测试星' };
export const INPUT = { form: 'port' as const, ship: { id: SHIP.id, ref: SHIP.ref }, initial: RECORD };
export const SERVER_MESSAGE = 'ROB on arrival refused by the server';

export const LEDGER_FORM = {
  fuelsLoaded: { type: 'xstate.done.actor.loadFuels', output: ['11', '3'] },
  fuelsFailed: { type: 'xstate.error.actor.loadFuels', error: new ApiError(0, 'network', 'Failed to fetch') },
  saved: {
    type: 'xstate.done.actor.save',
    output: { created: 0, updated: 1, unchanged: 0, voyages: [{ ship: '9300001', voyageNo: 'V1' }] },
  },
  refused: {
    type: 'xstate.error.actor.save',
    error: new ApiError(422, 'invalid_voyage_data', 'Invalid voyage data', {
      'records[0].fuels[0].robArrivalT': SERVER_MESSAGE,
    }),
  },
  /** Departure ROB above arrival: a negative in-port consumption, save blocked. */
  negative: { type: 'field', path: 'fuels[0].robDepartureT', value: '500' },
  /** Back to a sound balance (100 − 80 = 20 t in port). */
  sound: { type: 'field', path: 'fuels[0].robDepartureT', value: '80' },
  tab: { type: 'tab', tab: 'cargo' },
  addBunker: { type: 'row.add', list: 'bunkers' },
  removeBunker: { type: 'row.remove', list: 'bunkers', index: 0 },
};
export const events = eventsFrom(Object.values(LEDGER_FORM) as EventObject[]);
/** What the dialog shows: state, unsaved changes, savable, server errors, errors shown (the fuel-list failure is a journey). */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.dirty,
    Object.keys(s.context.errors).length === 0,
    Object.keys(s.context.serverErrors).length > 0,
    s.context.attempted,
  ]);
export const options = { input: INPUT, events, serializeState };

const L = LEDGER_FORM;
const [save, close, discard, keep] = ['save', 'close', 'discard', 'keep'].map((type) => ({ type }));
/** The stories the review asked for, whole: refused then fixed and saved; blocked then fixed; keep editing. */
export const JOURNEYS: EventObject[][] = [
  [L.fuelsLoaded, save!, L.refused, L.sound, save!, L.saved],
  [L.fuelsLoaded, L.negative, save!, L.sound, save!, L.saved],
  [L.fuelsLoaded, L.addBunker, close!, keep!, L.removeBunker, close!, discard!],
  [L.fuelsFailed, close!],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(ledgerFormMachine, options),
  ...journeyPaths(ledgerFormMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const ledgerFormModelPaths = async () => ({ machine: ledgerFormMachine, ...options, paths });
