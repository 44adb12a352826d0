/**
 * The appointment dialog's generated paths (shortest paths to every state and state-changing edge)
 * and journeys: a change of verifier confirmed after a first "back"; a new appointment refused by
 * the server (not accredited) then sent again; a failed load retried. Shared by its model test and
 * the path report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import type { AccreditationDto, AppointmentDto } from '../../../src/domain/verification/appointmentDto';
import { appointmentsMachine, choicesOf } from '../../../src/machines/verification/appointmentsMachine';
import { coveringPaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';

export const SHIP = {
  id: 7,
  nameEn: 'HAIYUN GLORY',
  nameZh: '海运荣耀',
  imo: '9074729',
  registrationNo: null,
};

const accreditation = (
  verifierId: number,
  nameEn: string,
  regime: AccreditationDto['regime'],
): AccreditationDto => ({
  id: verifierId * 10 + (regime === 'euMrv' ? 1 : 2),
  verifierId,
  verifierName: `verifier${verifierId}`,
  verifierNameZh: '',
  verifierNameEn: nameEn,
  organisation: 'CCS',
  regime,
  body: 'CNAS',
  number: `CNAS-${verifierId}`,
  validFrom: '2025-01-01',
  validTo: null,
  recordedAt: '2026-01-05T00:00:00.000Z',
  endedAt: null,
  version: 1,
});
export const ACCREDITED = [
  accreditation(11, 'Verifier Li', 'euMrv'),
  accreditation(12, 'Verifier Wang', 'euMrv'),
  accreditation(11, 'Verifier Li', 'imoDcs'),
];
/** Verifier Li holds the EU MRV appointment of the ship; nobody its IMO DCS one. */
export const CURRENT: AppointmentDto[] = [
  {
    id: 1,
    shipId: 7,
    shipNameEn: SHIP.nameEn,
    shipNameZh: SHIP.nameZh,
    imo: SHIP.imo,
    regime: 'euMrv',
    verifierId: 11,
    verifierName: 'verifier11',
    verifierNameZh: '',
    verifierNameEn: 'Verifier Li',
    organisation: 'CCS',
    appointedAt: '2026-01-10T00:00:00.000Z',
  },
];
export const NOT_ACCREDITED =
  'Verifier Li holds no accreditation for this regime valid on 2026-03-02 and cannot be appointed: record one first, or choose another verifier.';

export const APPOINT = {
  loaded: { type: 'xstate.done.actor.load', output: { accredited: ACCREDITED, current: CURRENT } },
  loadLost: { type: 'xstate.error.actor.load', error: new ApiError(503, 'db.unavailable', 'down') },
  ship: { type: 'form.ship', value: 7 },
  eu: { type: 'form.regime', value: 'euMrv' },
  dcs: { type: 'form.regime', value: 'imoDcs' },
  li: { type: 'form.verifier', value: 11 },
  wang: { type: 'form.verifier', value: 12 },
  appointed: { type: 'xstate.done.actor.appoint', output: { id: 2, changed: true } },
  refused: {
    type: 'xstate.error.actor.appoint',
    error: new ApiError(422, 'verification.not_accredited', NOT_ACCREDITED),
  },
};

// A verifier is chosen among the form's regime's accredited verifiers, as the picker offers them.
const all = eventsFrom(Object.values(APPOINT) as EventObject[]);
export const events = (s: AnyMachineSnapshot) =>
  all(s).filter(
    (e) =>
      e.type !== 'form.verifier' ||
      choicesOf(s.context.accredited, s.context.regime).some(
        (a) => a.verifierId === (e as { value: number }).value,
      ),
  );
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.shipId,
    s.context.regime,
    s.context.verifierId,
    Object.keys(s.context.errors).filter((k) => s.context.errors[k]),
    s.context.errorCode,
  ]);
export const options = { events, serializeState, input: {} };

const A = APPOINT;
const save = { type: 'form.save' };
export const JOURNEYS: EventObject[][] = [
  [
    A.loaded,
    A.ship,
    A.eu,
    A.wang,
    save,
    { type: 'confirm.cancel' },
    save,
    { type: 'confirm.accept' },
    A.appointed,
  ],
  [
    A.loadLost,
    { type: 'load.retry' },
    A.loaded,
    save,
    A.ship,
    A.dcs,
    A.li,
    save,
    A.refused,
    save,
    A.appointed,
  ],
  [A.loaded, A.ship, A.eu, A.li, save, A.appointed],
] as unknown as EventObject[][];

export function verificationAppointmentsModelPaths() {
  const paths = coveringPaths(options, [
    ...shortestPaths(appointmentsMachine, options),
    ...journeyPaths(appointmentsMachine, JOURNEYS, {}, { serializeState }),
  ]);
  return { machine: appointmentsMachine, ...options, paths };
}
