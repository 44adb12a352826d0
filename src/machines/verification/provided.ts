import { fromPromise } from 'xstate';
import { saveBlob } from '../../services/download';
import * as api from '../../services/verificationApi';
import * as appointmentsApi from '../../services/appointmentsApi';
import { appointmentsMachine } from './appointmentsMachine';
import { fetchMachine } from '../fetchMachine';
import { carriedFindingsMachine } from './carriedFindingsMachine';
import { verificationSampleMachine } from './verificationSampleMachine';
import { verificationTabMachine } from './verificationTabMachine';

/** The Verification tab's calls on the client (src/services/verificationApi.ts). */
export const verificationTabClient = verificationTabMachine.provide({
  actors: {
    load: fromPromise(({ input, signal }) => api.getVerification(input.id, signal)),
    giveOpinion: fromPromise(({ input, signal }) =>
      api.giveOpinion(
        input.id,
        {
          outcome: input.outcome,
          statement: input.statement,
          team: input.team,
          siteVisit: input.siteVisit,
          version: input.version,
        },
        signal,
      ),
    ),
    download: fromPromise(async ({ input, signal }) => {
      const blob = await api.verificationFile(input.id, input.doc, input.format, input.lang, signal);
      saveBlob(
        blob,
        `${input.doc === 'report' ? 'verification-report' : 'certificate'}-${input.id}-${input.lang}.${input.format}`,
      );
    }),
    recordFinding: fromPromise(({ input, signal }) => api.recordFinding(input.id, input.finding, signal)),
    answerFinding: fromPromise(({ input, signal }) =>
      api.answerFinding(input.id, input.findingId, input.body, signal),
    ),
  },
});

/** One finding's history, read when its row is opened. */
export const findingHistoryMachine = (id: number, findingId: number) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.findingHistory(id, findingId, signal)) },
  });

/** The sample's calls (draw, mark a record checked). */
export const verificationSampleClient = verificationSampleMachine.provide({
  actors: {
    draw: fromPromise(({ input, signal }) =>
      api.getSample(input.id, { seed: input.seed, size: input.size }, signal),
    ),
    check: fromPromise(({ input, signal }) =>
      api.checkSampleRecord(
        input.id,
        { seed: input.seed, size: input.size, ref: input.ref, note: input.note },
        signal,
      ),
    ),
  },
});

/** The carried findings' calls (read, close). */
export const carriedFindingsClient = carriedFindingsMachine.provide({
  actors: {
    load: fromPromise(({ input, signal }) => api.getCarried(input.id, signal)),
    close: fromPromise(({ input, signal }) =>
      api.closeCarried(input.id, input.findingId, input.comment, signal),
    ),
  },
});

/** The appointment dialog's calls: the accreditations in force, then the appointment. */
export const appointmentsClient = appointmentsMachine.provide({
  actors: {
    load: fromPromise(async ({ signal }) => {
      const [accredited, current] = await Promise.all([
        appointmentsApi.currentAccreditations(signal),
        appointmentsApi.allAppointments(signal),
      ]);
      return { accredited, current };
    }),
    appoint: fromPromise(({ input, signal }) => appointmentsApi.appoint(input, signal)),
  },
});

/** The accreditation list's row command: end one (the list kit asks first). */
export const endAccreditationActors = {
  runCommand: fromPromise<null, { id: number; command: string }>(async ({ input, signal }) => {
    await appointmentsApi.endAccreditation(input.id, signal);
    return null;
  }),
};
