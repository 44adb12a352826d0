/**
 * The API-key issue machine's generated paths over a bounded state, plus journeys: a ship key
 * issued, shown, copied and closed; a refusal; a failed copy. Shared by its model test and the
 * path report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { apiKeyIssueMachine } from '../../../src/machines/ledgerAdmin/apiKeyIssueMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const KEY = 'eeoi_live_3f9a0c1d2e4b5a6978';
export const COMPANY = { id: 5, nameEn: 'COSCO SHIPPING', nameZh: '中远海运' };
export const SHIP = {
  id: 7,
  nameEn: 'HAIYUN GLORY',
  nameZh: '海运荣耀',
  imo: '9074729',
  registrationNo: null,
};
export const API_KEY = {
  name: { type: 'form.name', value: 'Noon report box' },
  company: { type: 'form.company', value: 5 },
  scopeShip: { type: 'form.scope', value: 'ship' },
  ship: { type: 'form.ship', value: 7 },
  issued: {
    type: 'xstate.done.actor.issueKey',
    output: { key: KEY, apiKey: null },
  },
  refused: {
    type: 'xstate.error.actor.issueKey',
    error: new ApiError(403, 'forbidden', 'No permission.'),
  },
  copied: { type: 'xstate.done.actor.copyKey', output: undefined },
  copyFailed: { type: 'xstate.error.actor.copyKey', error: new Error('denied') },
};
export const events = eventsFrom(Object.values(API_KEY) as EventObject[]);
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.name !== '',
    s.context.scope,
    s.context.companyId !== null,
    s.context.shipId !== null,
    Object.values(s.context.errors).some(Boolean),
    s.context.errorCode,
    s.context.copied,
    s.context.copyFailed,
  ]);
export const options = { events, serializeState };

const save = { type: 'form.save' };
const A = API_KEY;
export const JOURNEYS: EventObject[][] = [
  [A.name, A.scopeShip, A.ship, save, A.issued, { type: 'key.copy' }, A.copied, { type: 'key.close' }],
  [
    A.name,
    A.company,
    save,
    A.refused,
    save,
    A.issued,
    { type: 'key.copy' },
    A.copyFailed,
    { type: 'key.close' },
  ],
  [save, A.name, A.company, save, A.issued],
] as unknown as EventObject[][];

export function ledgerAdminApiKeyIssueModelPaths() {
  const paths = coveringPaths(options, [
    ...shortestPaths(apiKeyIssueMachine, options),
    ...journeyPaths(apiKeyIssueMachine, JOURNEYS, undefined, { serializeState }),
  ]);
  return { machine: apiKeyIssueMachine, input: undefined, ...options, paths };
}
