/** The energy-efficiency screen machine's generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { LegDto, VoyageDto } from '../../../src/domain/api';
import { ApiError } from '../../../src/domain/apiError';
import { voyageScreenMachine } from '../../../src/machines/ledger/voyageScreenMachine';
import { coveringPaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';

export const INPUT = { size: 2 };

const leg = (id: number, kind: LegDto['kind'], seq: number, from: string, to: string): LegDto => ({
  id,
  voyageNo: 'V001',
  kind,
  seq,
  fromPort: from,
  toPort: to,
  departure: '2025-03-01T00:00:00.000Z',
  arrival: '2025-03-05T12:00:00.000Z',
  distanceNm: 1200,
  hoursUnderway: 100,
  hoursStopped: 8,
  fuelAtSeaT: { HFO: 60 },
  fuelInPortT: { MDO_MGO: 2 },
  fuelIceT: {},
  fuelRescueT: {},
  co2T: 193.2,
  cargoT: 40000,
  ballastT: 0,
  teu: 0,
  teuLaden: 0,
  passengers: 0,
  vehicles: 0,
  transportWorkTnm: 48_000_000,
  eeoi: 4.025,
  euCategory: kind === 'eu' ? 'inbound' : undefined,
});

export const VOYAGE = (id: number, voyageNo: string, status: VoyageDto['status']): VoyageDto => ({
  id,
  version: 1,
  shipId: 7,
  ship: '9123456',
  shipNameEn: 'HAIYUN GLORY',
  shipNameZh: '海运荣耀',
  voyageNo,
  status,
  start: '2025-03-01T00:00:00.000Z',
  end: '2025-03-05T12:00:00.000Z',
  distanceNm: 1200,
  hoursUnderway: 100,
  co2T: 193.2,
  transportWorkTnm: 48_000_000,
  eeoi: 4.025,
  co2PerNmKg: 161,
  speedReductionPct: id === 1 ? 104.5 : 80,
  loadUtilisationPct: id === 1 ? 90 : 151,
  ballastDistanceRatio: 0,
  legs: [leg(id * 10 + 2, 'eu', 1, 'SGSIN', 'NLRTM'), leg(id * 10 + 1, 'imo', 1, 'CNSHA', 'NLRTM')],
});

export const VOYAGES = [VOYAGE(1, 'V001', 'unlocked'), VOYAGE(2, 'V002', 'locked')];
export const PAGE_OF_VOYAGES = { items: VOYAGES, total: 3, page: 1, size: 2 };
/** The ship the Add choice picks when no voyage exists (the view's fleet list answers with it). */
export const CHOICE_SHIP = { id: 7, ref: '9123456', nameEn: 'HAIYUN GLORY', nameZh: '海运荣耀' };

export const SCREEN = {
  listed: { type: 'xstate.done.actor.listVoyages', output: PAGE_OF_VOYAGES },
  listedEmpty: {
    type: 'xstate.done.actor.listVoyages',
    output: { items: [], total: 0, page: 1, size: 2 },
  },
  addChoose: { type: 'add.choose', kind: 'portCall' },
  choiceShip: { type: 'choice.ship', ship: CHOICE_SHIP },
  choiceVoyageNo: { type: 'choice.voyageNo', value: ' v009 ' },
  choiceAccept: { type: 'choice.accept' },
  choiceCancel: { type: 'choice.cancel' },
  listFailed: {
    type: 'xstate.error.actor.listVoyages',
    error: new ApiError(0, 'network', 'Failed to fetch'),
  },
  typeKeyword: { type: 'filter.change', name: 'keyword', value: 'HAIYUN' },
  page2: { type: 'page.change', page: 2 },
  select2: { type: 'voyage.select', id: 2 },
  toggle1: { type: 'row.toggle', id: 1 },
  lock1: { type: 'lock.request', id: 1 },
  comment: { type: 'lock.comment', value: 'checked by the office' },
  delete1: { type: 'delete.request', id: 1 },
  deleteRecord: { type: 'record.delete', ship: '9123456', refCode: 'R-1' },
  locked: { type: 'xstate.done.actor.lockVoyage', output: { id: 1, status: 'locked', version: 2 } },
  lockRefused: {
    type: 'xstate.error.actor.lockVoyage',
    error: new ApiError(409, 'illegal_transition', 'Not allowed.'),
  },
  deleted: { type: 'xstate.done.actor.deleteVoyage', output: { id: 1 } },
  deleteRefused: {
    type: 'xstate.error.actor.deleteVoyage',
    error: new ApiError(409, 'voyage_locked', 'The voyage is locked.'),
  },
  recordDeleted: { type: 'xstate.done.actor.deleteRecord', output: { deleted: 1 } },
  // The alerts read beside the list change only the rows' marks (no state): the traversal needs
  // their payloads, the view test (ledgerAlerts.test.tsx) checks the icons.
  alerted: { type: 'xstate.done.actor.listAlerts', output: [] },
  alertsFailed: { type: 'xstate.error.actor.listAlerts', error: new ApiError(403, 'forbidden', 'No.') },
  recordRefused: {
    type: 'xstate.error.actor.deleteRecord',
    error: new ApiError(409, 'voyage_locked', 'The voyage is locked.'),
  },
};
const allEvents = eventsFrom(Object.values(SCREEN));
/**
 * What the user can do in a state: no pager with one page, no row action on a row that is not
 * listed (the empty list has none), so the graph never walks what the screen cannot show.
 */
export const events = (s: AnyMachineSnapshot) =>
  allEvents(s).filter((e: { type: string; id?: number }) =>
    e.type === 'page.change'
      ? Math.ceil(s.context.total / s.context.size) > 1
      : e.id === undefined || s.context.voyages.some((v: VoyageDto) => v.id === e.id),
  );

/**
 * What the screen draws differently: state, notice, message, what waits for confirmation, the
 * typed keyword, the page, whether a voyage is selected (Add asks for a ship and voyage without
 * one) and the Add choice. Which voyage is selected and expansion change no state and are left
 * out, so the graph stays small; the journeys below drive them.
 */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.notice,
    s.context.errorCode,
    s.context.pending?.kind ?? null,
    s.context.filters.keyword,
    s.context.page,
    s.context.selectedId === null,
    s.context.choice && [
      s.context.choice.ship?.id ?? null,
      s.context.choice.voyageNo,
      s.context.choice.tried,
    ],
  ]);
export const options = { input: INPUT, events, serializeState };

const search = { type: 'filter.search' };
const accept = { type: 'confirm.accept' };
const cancel = { type: 'confirm.cancel' };
export const JOURNEYS: EventObject[][] = [
  // A ship's first record: OK without ship and voyage shows what is missing, then goes on.
  [
    SCREEN.listedEmpty,
    SCREEN.addChoose,
    SCREEN.choiceAccept,
    SCREEN.choiceShip,
    SCREEN.choiceVoyageNo,
    SCREEN.choiceAccept,
  ],
  [SCREEN.listedEmpty, SCREEN.addChoose, SCREEN.choiceVoyageNo, SCREEN.choiceCancel, SCREEN.addChoose],
  [SCREEN.listFailed, { type: 'list.retry' }, SCREEN.listed],
  [SCREEN.listFailed, { type: 'filter.reset' }, SCREEN.listed],
  [SCREEN.listFailed, SCREEN.typeKeyword, search, SCREEN.listed],
  [SCREEN.listed, SCREEN.typeKeyword, search, SCREEN.listed, { type: 'filter.reset' }, SCREEN.listed],
  [SCREEN.listed, SCREEN.select2, SCREEN.toggle1, SCREEN.toggle1, SCREEN.page2, SCREEN.listed],
  [SCREEN.listed, SCREEN.lock1, SCREEN.comment, accept, SCREEN.locked, SCREEN.listed],
  [SCREEN.listed, SCREEN.lock1, cancel, SCREEN.lock1, accept, SCREEN.lockRefused, SCREEN.listed],
  [SCREEN.listed, SCREEN.delete1, cancel, SCREEN.delete1, accept, SCREEN.deleted, SCREEN.listed],
  [SCREEN.listed, SCREEN.delete1, accept, SCREEN.deleteRefused, SCREEN.listed],
  [
    SCREEN.listed,
    SCREEN.deleteRecord,
    cancel,
    SCREEN.deleteRecord,
    accept,
    SCREEN.recordDeleted,
    SCREEN.listed,
  ],
  [SCREEN.listed, SCREEN.deleteRecord, accept, SCREEN.recordRefused, SCREEN.listed],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(voyageScreenMachine, options),
  ...journeyPaths(voyageScreenMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const voyageScreenModelPaths = async () => ({ machine: voyageScreenMachine, ...options, paths });
