import type { AnyMachineSnapshot } from 'xstate';
import { imoCheckDigit } from '../../../src/domain/schemas/fleet';
import { EQUIPMENT_KINDS } from '../../../src/domain/schemas/fleetEquipment';
import { sameValues } from '../../../src/machines/fleet/shipEditForms';
import type { LoadedShip, ShipEditContext, ShipEditInput } from '../../../src/machines/fleet/shipEditMachine';
import { ApiError } from '../../../src/domain/apiError';

export const SHIP = {
  id: 7,
  version: 3,
  imo: '948101' + imoCheckDigit('948101'),
  registrationNo: null,
  nameEn: 'HAIYUN GLORY',
  nameZh: '海运荣耀',
  shipTypeCode: '1',
  flagCode: 'CHN',
  homePortCode: 'CNSHA',
  docCompanyId: 1,
  gt: 44_000,
  nt: 27_000,
  dwt: 81_000,
  designSpeed: 14.5,
  fuels: [{ fuelCode: '1', method: '2' }],
  hasPhoto: false,
  remark: null,
};
const engine = (id: number, kind: 'main_engine' | 'aux_engine', boardSn: string, model: string) => ({
  id,
  shipId: 7,
  kind,
  boardSn,
  version: 1,
  model,
  ratedPowerKw: kind === 'main_engine' ? 9_000 : 700,
  sfocGPerKwh: 170,
  energyForms: ['1'],
  serialNo: `${boardSn}-2020`,
  fuels: [],
});
export const LOADED = {
  ship: SHIP,
  units: {
    ...Object.fromEntries(EQUIPMENT_KINDS.map((k) => [k, []])),
    main_engine: [engine(11, 'main_engine', 'ME1', 'MAN B&W 6S60ME')],
    aux_engine: [
      engine(12, 'aux_engine', 'GE1', 'Yanmar 6EY'),
      engine(13, 'aux_engine', 'GE2', 'Yanmar 6EY'),
    ],
  },
  tfc: [{ id: 21, shipId: 7, speed: 12, meDaily: 20, aeDaily: 3, boilerDaily: 1, shipDaily: 24, version: 1 }],
} as unknown as LoadedShip;

/**
 * What the server answers to a save, valid for every tab: the model cannot know which tab saves,
 * and each tab keeps only its own fields from it. A new id, so a saved new unit is "existing".
 */
export const SAVED = {
  ...SHIP,
  ...LOADED.units.main_engine[0],
  ...LOADED.tfc[0],
  id: 90,
  version: 2,
};

export const INPUT: ShipEditInput = { shipId: 7 };
// The graph tools tell events apart by their JSON, and a File's JSON is `{}`: name them.
const file = (name: string, type: string) =>
  Object.assign(new File([name], name, { type }), { toJSON: () => name });
export const PNG = file('ship.png', 'image/png');
export const GIF = file('ship.gif', 'image/gif');

// Payloads the traversal cannot invent, by name; every other declared event is synthesized bare.
export const SHIP_EDIT = {
  tabAux: { type: 'tab.select', tab: 'aux_engine' },
  tabCurve: { type: 'tab.select', tab: 'tfc' },
  tabBasic: { type: 'tab.select', tab: 'basic' },
  selectSecondAux: { type: 'item.select', id: 13 },
  selectCurveRow: { type: 'item.select', id: 21 },
  editRemark: { type: 'field.change', name: 'remark', value: 'edited' },
  editMeDaily: { type: 'field.change', name: 'meDaily', value: 25 },
  editSpeed: { type: 'field.change', name: 'speed', value: 15 },
  clearModel: { type: 'field.change', name: 'model', value: '' },
  uploadPng: { type: 'photo.upload', file: PNG },
  uploadGif: { type: 'photo.upload', file: GIF },
  loaded: { type: 'xstate.done.actor.loadShip', output: LOADED },
  loadNotFound: { type: 'xstate.error.actor.loadShip', error: new ApiError(404, 'not_found', 'Not found') },
  loadFailed: { type: 'xstate.error.actor.loadShip', error: new ApiError(500, 'http_500', 'Error') },
  saved: { type: 'xstate.done.actor.saveTab', output: SAVED },
  saveConflict: { type: 'xstate.error.actor.saveTab', error: new ApiError(409, 'conflict', 'Stale') },
  saveFieldRefused: {
    type: 'xstate.error.actor.saveTab',
    error: new ApiError(400, 'validation_failed', 'Invalid', { imo: 'IMO taken by another ship' }),
  },
  saveOffline: { type: 'xstate.error.actor.saveTab', error: new ApiError(0, 'network', 'offline') },
  deleted: { type: 'xstate.done.actor.deleteItem', output: { id: 13 } },
  deleteNotFound: {
    type: 'xstate.error.actor.deleteItem',
    error: new ApiError(404, 'not_found', 'Not found'),
  },
  photoSaved: { type: 'xstate.done.actor.uploadPhoto', output: { id: 7, hasPhoto: true } },
  photoTooLarge: {
    type: 'xstate.error.actor.uploadPhoto',
    error: new ApiError(413, 'file_too_large', 'Too large'),
  },
} as const;
export const FIXTURES = Object.values(SHIP_EDIT);

/**
 * What changes the screen: the state, the kind of tab, whether the form edits a stored item or a
 * new one, whether it has unsaved changes, and what a pending question is about. Messages and
 * record contents are checked on the real actor instead, so they need not split states.
 */
export function serializeShipEdit(s: AnyMachineSnapshot): string {
  const c = s.context as ShipEditContext;
  return JSON.stringify([
    s.value,
    c.tab,
    c.itemId === null ? 'new' : 'item',
    !sameValues(c.form, c.baseline),
    c.pending?.type ?? null,
  ]);
}
