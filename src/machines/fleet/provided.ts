import type { CompanyOption, Row } from '../../domain/api';
import type { EquipmentKind } from '../../domain/schemas/fleetEquipment';
import { fromPromise } from 'xstate';
import * as api from '../../services/fleetApi';
import { fetchMachine } from '../fetchMachine';
import { flagChangeMachine } from './flagChangeMachine';
import { portPickerMachine } from './portPickerMachine';
import type { ShipTab } from './shipEditForms';
import { shipEditMachine } from './shipEditMachine';
import type { LoadedShip, SaveInput } from './shipEditMachine.types';

/** The fleet area's actors on the client: the fleet API behind the fleet machines and pickers. */

/** Reads the ship with every tab's records in one go, so switching tabs never waits. */
async function loadShip(shipId: number, signal: AbortSignal): Promise<LoadedShip> {
  const [ship, units, tfc] = await Promise.all([
    api.getShip(shipId, signal),
    api.listEquipment(shipId, signal),
    api.listTfc(shipId, signal),
  ]);
  return { ship, units, tfc };
}

function saveTab({ shipId, tab, itemId, values }: SaveInput, signal: AbortSignal): Promise<Row> {
  if (tab === 'basic') return api.saveShip(shipId, values, signal);
  if (tab === 'tfc') return api.saveTfc(shipId!, itemId, values, signal);
  return api.saveUnit(shipId!, tab, itemId, values, signal);
}

function deleteItem(input: { shipId: number; tab: ShipTab; itemId: number }, signal: AbortSignal) {
  if (input.tab === 'tfc') return api.deleteTfc(input.shipId, input.itemId, signal);
  return api.deleteUnit(input.shipId, input.tab as EquipmentKind, input.itemId, signal);
}

/** The ship edit screen's machine with the fleet API. */
export const shipEditClientMachine = shipEditMachine.provide({
  actors: {
    loadShip: fromPromise(({ input, signal }) => loadShip(input.shipId, signal)),
    saveTab: fromPromise(({ input, signal }) => saveTab(input, signal)),
    deleteItem: fromPromise(({ input, signal }) => deleteItem(input, signal)),
    uploadPhoto: fromPromise(({ input, signal }) => api.uploadShipPhoto(input.shipId, input.file, signal)),
  },
});

/** A ship's DOC/flag changes with the fleet API. */
export const flagChangeClientMachine = flagChangeMachine.provide({
  actors: {
    listChanges: fromPromise(({ input, signal }) => api.listChanges(input.shipId, signal)),
    recordChange: fromPromise(({ input, signal }) => api.recordChange(input, signal)),
    deleteChange: fromPromise(({ input, signal }) => api.deleteChange(input.id, signal)),
  },
});

/** The home-port picker searching the port dictionary, `size` suggestions at a time. */
export const portSearchMachine = (size: number) =>
  portPickerMachine.provide({
    actors: { search: fromPromise(({ input, signal }) => api.searchPorts(input.keyword, size, signal)) },
  });

/** A ship's stored photo, loaded once. */
export const shipPhotoMachine = (shipId: number) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise<unknown>(({ signal }) => api.getShipPhoto(shipId, signal)) },
  });

/** Every company the user may pick, loaded once. */
export const companyChoicesMachine = fetchMachine.provide({
  actors: {
    fetch: fromPromise<unknown>(({ signal }): Promise<CompanyOption[]> => api.companyOptions('', signal)),
  },
});

/** Option loaders of the ship forms: a ship type's sub-types, and the recognised organisations. */
export const loadShipSubTypes = (typeCode: string, signal: AbortSignal) => api.shipSubTypes(typeCode, signal);
export const loadAuthorities = async (signal: AbortSignal) =>
  (await api.companyOptions('', signal, 'authority')).filter((c) => typeof c.code === 'string' && c.code);
