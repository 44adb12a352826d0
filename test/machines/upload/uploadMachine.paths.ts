/** The upload pipeline's generated paths, shared by its model test and QA's report. */
import type { EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import type { UploadCheckResult } from '../../../src/domain/schemas/uploads';
import { uploadMachine } from '../../../src/machines/upload/uploadMachine';
import { coveringPaths, edgePaths, eventsFrom, journeyPaths } from '../../support/graph';

// The graph tools tell events apart by their JSON, and a File's JSON is `{}`: name them.
const file = (name: string, bytes = 10) =>
  Object.assign(new File([new Uint8Array(bytes)], name), { toJSON: () => name });

export const SHIP_ID = 7;
export const INPUT = { kind: 'voyage' as const, shipId: SHIP_ID, shipRefs: ['9876543'] };
export const SHEET = {
  name: 'Records',
  headers: ['Reference code', 'Distance (nm)'],
  rows: [['R1', 'x']],
  firstRow: 2,
};
const ISSUE = { sheet: 'records', row: 2, column: 'distanceNm', value: 'x', code: 'msg.number' };
const COUNTS = { records: 1, episodes: 0, snapshots: 0, voyages: 1 };
const locator = new Map([
  ['records[0]', { sheet: 'records', row: 2, cells: { refCode: 'R1', distanceNm: 'x' } }],
]);
const CHECK: UploadCheckResult = {
  counts: { ...COUNTS, ships: 0 },
  diff: { new: 1, changed: 0, unchanged: 0 },
  legsPreview: [],
  duplicateOf: null,
  issues: [],
};

export const UPLOAD = {
  choose: { type: 'upload.file.choose', file: file('voyages.xlsx') },
  chooseHuge: { type: 'upload.file.choose', file: file('huge.csv', 10 * 1024 * 1024 + 1) },
  configure: {
    type: 'upload.configure',
    target: { kind: 'snapshots', shipId: SHIP_ID, shipRefs: ['9876543'] },
  },
  progress: { type: 'read.progress', pct: 40 },
  parsed: { type: 'read.parsed', workbook: [SHEET], sha256: 'a'.repeat(64) },
  checkedBad: { type: 'read.checked', issues: [ISSUE], counts: COUNTS, payload: { records: [] }, locator },
  checkedGood: { type: 'read.checked', issues: [], counts: COUNTS, payload: { records: [] }, locator },
  failed: { type: 'read.failed', code: 'upload.not_spreadsheet' },
  edit: { type: 'cell.edit', sheet: 'Records', row: 2, column: 1, value: '480' },
  serverClean: { type: 'xstate.done.actor.checkOnServer', output: CHECK },
  serverDuplicate: {
    type: 'xstate.done.actor.checkOnServer',
    output: {
      ...CHECK,
      duplicateOf: { uploadId: 3, at: '2025-05-01T08:00:00Z', userName: 'Li Wei', fileName: 'voyages.xlsx' },
    },
  },
  serverIssues: {
    type: 'xstate.done.actor.checkOnServer',
    output: {
      ...CHECK,
      issues: [
        {
          path: 'records[0].port',
          code: 'ledger.port_unknown',
          message: 'Port XXABC is not in the port dictionary',
        },
      ],
    },
  },
  serverDown: { type: 'xstate.error.actor.checkOnServer', error: new ApiError(0, 'network', 'offline') },
  written: {
    type: 'xstate.done.actor.submit',
    output: { uploadId: 9, counts: { ...COUNTS, ships: 0 }, diff: CHECK.diff },
  },
  refused: {
    type: 'xstate.error.actor.submit',
    error: new ApiError(400, 'invalid_voyage_data', 'refused', { 'records[0].distanceNm': 'Out of range' }),
  },
};
export const events = eventsFrom(Object.values(UPLOAD) as EventObject[]);
export const options = { input: INPUT, events };

// The journeys the issue names: fix in place and recheck, re-choose a file, a duplicate warned
// before submit, a refused write mapped back to its cell.
export const JOURNEYS: EventObject[][] = [
  [
    UPLOAD.choose,
    UPLOAD.progress,
    UPLOAD.parsed,
    UPLOAD.checkedBad,
    UPLOAD.edit,
    { type: 'upload.recheck' },
    UPLOAD.checkedGood,
    UPLOAD.serverClean,
    { type: 'upload.submit' },
    UPLOAD.written,
  ],
  [
    UPLOAD.choose,
    UPLOAD.parsed,
    UPLOAD.checkedGood,
    UPLOAD.serverDuplicate,
    { type: 'upload.submit' },
    { type: 'duplicate.cancel' },
    { type: 'upload.submit' },
    { type: 'duplicate.accept' },
    UPLOAD.refused,
  ],
  [
    UPLOAD.choose,
    UPLOAD.parsed,
    UPLOAD.checkedBad,
    UPLOAD.choose,
    UPLOAD.parsed,
    UPLOAD.checkedGood,
    UPLOAD.serverIssues,
  ],
  // The ships kind: no ship is chosen (the file names its ships), the pipeline is the same.
  [
    { type: 'upload.configure', target: { kind: 'ships', shipId: null, shipRefs: [] } } as EventObject,
    UPLOAD.choose,
    UPLOAD.parsed,
    UPLOAD.checkedGood,
    UPLOAD.serverClean,
    { type: 'upload.submit' },
    UPLOAD.written,
  ],
];

// Bounded traversal: the pipeline's context (sheets, issues) grows with every event otherwise.
export const serializeState = (s: {
  value: unknown;
  context: { errorCode: string | null; issues: unknown[]; check: unknown };
}) => JSON.stringify([s.value, s.context.errorCode, s.context.issues.length > 0, s.context.check !== null]);

export const paths = coveringPaths({ serializeState }, [
  // One path per edge: the pipeline has many states a cancel, a reset or a new file leaves.
  ...edgePaths(uploadMachine, { ...options, serializeState }),
  ...journeyPaths(uploadMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const uploadModelPaths = async () => ({ machine: uploadMachine, ...options, serializeState, paths });
