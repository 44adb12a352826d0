/**
 * The EU MRV parts B and C form's generated paths (an editable draft), plus journeys through a
 * refused save, a failed load and an edit of every kind before a save.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/domain/apiError';
import type { EuPartsDto } from '../../../src/domain/schemas/euParts';
import { euPartsMachine, type EuPartsInput } from '../../../src/machines/reports/euPartsMachine';
import type { ModelEvent } from '../../support/modelReplay';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

export const INPUT: EuPartsInput = { reportId: 41, editable: true };
export const STORED: EuPartsDto = {
  reportId: 41,
  verifier: {
    name: 'Nordic Verification A/S',
    address: 'Havnegade 1',
    accreditationNumber: 'DANAK 7508',
    accreditationBody: 'DANAK',
  },
  sources: [{ source: 'mainEngines', methods: ['A'], uncertaintyPct: 2.5 }],
  version: 1,
  updatedAt: '2026-03-01T00:00:00.000Z',
  complete: true,
  suggestedSources: [],
};
export const PARTS = {
  loaded: { type: 'xstate.done.actor.loadParts', output: STORED },
  loadFailed: { type: 'xstate.error.actor.loadParts', error: new ApiError(500, 'unknown', 'Down.') },
  name: { type: 'verifier.change', field: 'name', value: 'Baltic Verifiers' },
  add: { type: 'source.add', source: 'boilers' },
  method: { type: 'source.method', source: 'mainEngines', method: 'C' },
  uncertainty: { type: 'source.uncertainty', source: 'mainEngines', value: '3' },
  remove: { type: 'source.remove', source: 'mainEngines' },
  saved: { type: 'xstate.done.actor.saveParts', output: { ...STORED, version: 2 } },
  refused: {
    type: 'xstate.error.actor.saveParts',
    error: new ApiError(409, 'report.not_draft', 'Only a draft report can change.'),
  },
} satisfies Record<string, ModelEvent<typeof euPartsMachine>>;
export const events = eventsFrom(Object.values(PARTS) as EventObject[]);
/** States by value: the form's fields do not change which transitions exist. */
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
export const JOURNEYS: EventObject[][] = [
  [PARTS.loadFailed, { type: 'parts.retry' }, PARTS.loaded, { type: 'parts.save' }, PARTS.refused],
  [
    PARTS.loaded,
    PARTS.name,
    PARTS.add,
    PARTS.method,
    PARTS.uncertainty,
    PARTS.remove,
    { type: 'parts.save' },
    PARTS.saved,
  ],
] as EventObject[][];

export function euPartsModelPaths() {
  const options = { input: INPUT, events, serializeState };
  const paths = coveringPaths(options, [
    ...getShortestPaths(euPartsMachine, options),
    ...journeyPaths(euPartsMachine, JOURNEYS, INPUT),
  ]);
  return { machine: euPartsMachine, input: INPUT, events, serializeState, paths };
}
