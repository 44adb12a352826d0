/**
 * The CII record form's generated paths (a new ice adjustment from a ledger proposal), keyed on the
 * state value, whether a file is chosen and whether the values pass the shared schema. Shared by
 * its model test and the path report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/domain/apiError';
import {
  ciiRecordFormMachine,
  validate,
  type CiiRecordFormInput,
} from '../../../src/machines/cii/ciiRecordFormMachine';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

export const RECORD = {
  id: 7,
  shipId: 3,
  kind: 'adjustment',
  type: 'ice',
  begin: '2025-01-20T00:00:00.000Z',
  end: '2025-01-22T00:00:00.000Z',
  voyageNo: 'V002',
  episodeRef: 'E1',
  distanceNm: 400,
  fuels: [{ fuel: 'HFO', tonnes: 60 }],
  iceClass: null,
  factor: null,
  remark: '',
  status: 'draft',
  version: 1,
  evidence: null,
  createdBy: 1,
  updatedAt: '2025-03-01T00:00:00.000Z',
  allowedEvents: ['lock', 'cancel'],
  editable: true,
} as const;

export const INPUT: CiiRecordFormInput = {
  kind: 'adjustment',
  shipId: 3,
  year: 2025,
  record: null,
  proposal: {
    type: 'ice',
    episodeRef: 'E1',
    voyageNo: 'V002',
    begin: '2025-01-20T00:00:00.000Z',
    end: '2025-01-22T00:00:00.000Z',
    distanceNm: 400,
    fuels: [{ fuel: 'HFO', tonnes: 60 }],
    warnings: [],
  },
};

const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'ice-log.pdf', { type: 'application/pdf' });
export const FORM = {
  remark: { type: 'field.change', field: 'remark', value: 'ice log p. 4' },
  blankTonnes: { type: 'fuel.change', index: 0, field: 'tonnes', value: '' },
  tonnes: { type: 'fuel.change', index: 0, field: 'tonnes', value: '55' },
  removeFuel: { type: 'fuel.remove', index: 0 },
  file: { type: 'file.choose', file: pdf() },
  saved: { type: 'xstate.done.actor.saveRecord', output: RECORD },
  refused: {
    type: 'xstate.error.actor.saveRecord',
    error: new ApiError(400, 'validation_failed', 'Check the fields', { distanceNm: 'msg.out_of_range' }),
  },
  uploaded: {
    type: 'xstate.done.actor.uploadEvidence',
    output: { ...RECORD, evidence: { name: 'ice-log.pdf', mime: 'application/pdf', size: 4 } },
  },
  uploadRefused: {
    type: 'xstate.error.actor.uploadEvidence',
    error: new ApiError(400, 'attachment_type', 'Not a PDF'),
  },
};
export const events = eventsFrom(Object.values(FORM) as EventObject[]);
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.file !== null, Object.keys(validate(s.context)).length === 0]);

export const JOURNEYS: EventObject[][] = [
  [
    FORM.blankTonnes,
    { type: 'form.save' },
    FORM.tonnes,
    { type: 'form.save' },
    FORM.refused,
    { type: 'form.save' },
    FORM.saved,
  ],
  [FORM.file, { type: 'form.save' }, FORM.saved, FORM.uploadRefused, { type: 'form.cancel' }],
  [FORM.remark, FORM.file, { type: 'form.save' }, FORM.saved, FORM.uploaded],
] as EventObject[][];

export function ciiRecordFormModelPaths() {
  const options = { input: INPUT, events, serializeState };
  const paths = coveringPaths(options, [
    ...getShortestPaths(ciiRecordFormMachine, options),
    ...journeyPaths(ciiRecordFormMachine, JOURNEYS, INPUT),
  ]);
  return { machine: ciiRecordFormMachine, input: INPUT, events, serializeState, paths };
}
